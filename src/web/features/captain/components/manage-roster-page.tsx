import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { RosterRequest } from '../../../../shared/api/captain';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDate } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { useCaptainRoster } from '../api';
import { useCaptainTeam } from '../captain-team';
import { AddRosterPlayer } from './add-roster-player';
import { RosterMemberCard } from './roster-member-card';

const STATUS_LABELS: Record<RosterRequest['status'], string> = {
  pending: 'Waiting for an admin',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};
const STATUS_COLORS: Record<RosterRequest['status'], string> = { pending: 'yellow', approved: 'teal', rejected: 'red', withdrawn: 'gray' };

/** /captain/manage-roster (issue 23, decision 076): the chosen team's players, numbers, co-captains, adds and removals. */
export function ManageRosterPage() {
  const { team } = useCaptainTeam();
  const roster = useCaptainRoster(team.id);
  return (
    <Stack gap="lg">
      <PageHeader title="Manage roster" description={team.name} />
      {roster.isPending ? (
        <Skeleton height={240} radius="md" />
      ) : roster.isError ? (
        <LoadError title="The roster could not be loaded" error={roster.error} onRetry={() => void roster.refetch()} />
      ) : (
        <>
          <SectionCard id="roster-players" title={`Players (${roster.data.members.length})`}>
            {roster.data.members.length === 0 ? (
              <EmptyState>No players on this team yet.</EmptyState>
            ) : (
              <Stack component="ul" gap="xs" p={0} m={0} aria-labelledby="roster-players">
                {roster.data.members.map((member) => (
                  <RosterMemberCard
                    key={member.player_id}
                    teamId={team.id}
                    teamName={team.name}
                    member={member}
                    approvalRequired={roster.data.approval_required}
                  />
                ))}
              </Stack>
            )}
          </SectionCard>
          {roster.data.requests.length > 0 ? <RosterRequests requests={roster.data.requests} /> : null}
          <SectionCard id="roster-add" title="Add a player">
            <AddRosterPlayer teamId={team.id} approvalRequired={roster.data.approval_required} />
          </SectionCard>
        </>
      )}
    </Stack>
  );
}

function RosterRequests({ requests }: { requests: RosterRequest[] }) {
  const timeZone = useLeagueTimeZone();
  return (
    <SectionCard id="roster-requests" title="Roster requests">
      <Stack component="ul" gap="xs" p={0} m={0} aria-labelledby="roster-requests">
        {requests.map((request) => (
          <Stack component="li" key={request.id} gap={2} style={{ listStyle: 'none' }}>
            <Group gap="xs">
              <Text fw={600}>
                {request.kind === 'add' ? 'Add' : 'Remove'} {request.player.name}
              </Text>
              <Badge color={STATUS_COLORS[request.status]} variant="light">
                {STATUS_LABELS[request.status]}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              Asked {formatDate(request.created_at, { timeZone })}
              {request.requested_by ? ` by ${request.requested_by}` : ''}
              {request.decision_note ? ` · ${request.decision_note}` : ''}
            </Text>
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
