import { Badge, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { useChatTeams } from '../api';

/** "3 unread" for the list and the badge's name. */
export const unreadLabel = (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`);

/**
 * The caller's team chats with what they have not read (issue 23); with one team, straight to
 * its chat. `basePath` is /player/chat or /captain/chat: the same page in both areas.
 */
export function ChatListPage({ basePath }: { basePath: string }) {
  const chats = useChatTeams();
  if (chats.isPending) return <Loader aria-label="Loading your team chats" />;
  if (chats.isError) return <LoadError title="Your team chats could not be loaded" error={chats.error} onRetry={() => void chats.refetch()} />;
  const { teams } = chats.data;
  const [only] = teams;
  if (teams.length === 1 && only) return <Navigate to={`${basePath}/${only.team_id}`} replace />;
  return (
    <>
      <PageHeader title="Team chat" description="Talk with your team: game plans, rides, who brings the balls." />
      {teams.length === 0 ? (
        <EmptyState>You are not on a team yet. When a captain adds you to a roster, its chat appears here.</EmptyState>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {teams.map((team) => (
            <li key={team.team_id}>
              <UnstyledButton component={Link} to={`${basePath}/${team.team_id}`} className="chat-list-item">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {team.team_name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {team.season_name}
                    </Text>
                  </div>
                  <Group gap={6} wrap="nowrap">
                    {team.muted ? <IconBellOff size={18} aria-label="Muted" /> : null}
                    {team.unread_count > 0 ? (
                      <Badge color="red.9" size="lg" aria-label={unreadLabel(team.unread_count)}>
                        {team.unread_count > 99 ? '99+' : team.unread_count}
                      </Badge>
                    ) : null}
                  </Group>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </>
  );
}
