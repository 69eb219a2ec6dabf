import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ROSTER_ROLE_LABELS, type PublicRosterMember } from '../../../../shared/league-directory';
import { EmptyState } from '../../../components/ui/empty-state';
import { PlayerAvatar } from './player-avatar';

function RosterRow({ member }: { member: PublicRosterMember }) {
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
      <Group gap="sm" wrap="nowrap">
        <PlayerAvatar name={name} photoUrl={member.photoUrl} />
        <Text fw={700} w="2.5em" ta="center" aria-label={member.jerseyNumber === null ? 'No jersey number' : `Jersey ${member.jerseyNumber}`}>
          {member.jerseyNumber === null ? '–' : `#${member.jerseyNumber}`}
        </Text>
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Anchor component={Link} to={`/player/${member.playerId}`} fw={600} truncate>
            {name}
          </Anchor>
          {member.preferredPosition ? (
            <Text size="sm" c="dimmed">
              {member.preferredPosition}
            </Text>
          ) : null}
        </Stack>
        {member.rosterRole !== 'player' ? (
          <Badge variant="light" color={member.rosterRole === 'captain' ? 'blue' : 'gray'}>
            {ROSTER_ROLE_LABELS[member.rosterRole]}
          </Badge>
        ) : null}
      </Group>
    </Paper>
  );
}

export function RosterList({ roster }: { roster: PublicRosterMember[] }) {
  if (roster.length === 0) return <EmptyState>No players are on this team yet.</EmptyState>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label="Roster">
      {roster.map((member) => (
        <RosterRow key={member.playerId} member={member} />
      ))}
    </Stack>
  );
}
