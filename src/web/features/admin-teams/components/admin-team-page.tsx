import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AdminTeamDetail } from '../../../../shared/api/teams';
import { PageLoader } from '../../../components/layout/page-loader';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { TeamSwatch } from '../../../components/ui/team-swatch';
import { toast } from '../../../lib/toast';
import { useAdminTeam, useDeleteTeam } from '../api';
import { AddPlayerPanel } from './add-player-panel';
import { EditTeamModal } from './edit-team-modal';
import { RosterCards, RosterTable } from './roster-list';

/** /admin/teams/:teamId: the team (edit, delete) and its roster (add, jersey numbers, roles, remove). */
export function AdminTeamPage({ teamId }: { teamId: string }) {
  const team = useAdminTeam(teamId);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/teams" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          All teams
        </Group>
      </Anchor>
      {team.isPending ? <PageLoader /> : null}
      {team.error ? (
        <>
          <PageHeader title="Team" />
          <Alert color="red" variant="light" role="alert" title="The team could not be loaded">
            {team.error.message}
          </Alert>
        </>
      ) : null}
      {team.data ? <TeamDetails team={team.data} /> : null}
    </Stack>
  );
}

function TeamDetails({ team }: { team: AdminTeamDetail }) {
  const mobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteTeam();
  const navigate = useNavigate();
  const hasGames = team.game_count > 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <TeamSwatch colours={team} size={32} />
          <PageHeader
            title={team.name}
            description={`${team.season_name} · ${team.division_name} · ${team.roster.length} ${team.roster.length === 1 ? 'player' : 'players'}`}
          />
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={() => setEditing(true)}>
            Edit team
          </Button>
          <Button variant="default" color="red" onClick={() => setDeleting(true)} disabled={hasGames}>
            Delete team
          </Button>
        </Group>
      </Group>
      {hasGames ? (
        <Text size="sm" c="dimmed">
          This team has {team.game_count} {team.game_count === 1 ? 'game' : 'games'}, so it cannot be deleted.
        </Text>
      ) : null}

      <SectionCard id="roster" title="Roster">
        {team.coed_shortfalls.length > 0 ? (
          // A coed division's minimum of each gender: reported, not enforced (decision 044).
          <Alert color="yellow" title="Coed minimums not met" mb="sm">
            {team.coed_shortfalls.join(' ')}
          </Alert>
        ) : null}
        {team.roster.length === 0 ? (
          <EmptyState>No players on this team yet.</EmptyState>
        ) : mobile ? (
          <RosterCards teamId={team.id} teamName={team.name} roster={team.roster} />
        ) : (
          <RosterTable teamId={team.id} teamName={team.name} roster={team.roster} />
        )}
      </SectionCard>

      <SectionCard id="add-player" title="Add player">
        <AddPlayerPanel teamId={team.id} />
      </SectionCard>

      {editing ? <EditTeamModal team={team} opened onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        opened={deleting}
        title="Delete team"
        message={`Delete ${team.name}? Its roster is removed too. This cannot be undone.`}
        confirmLabel="Delete team"
        pending={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(team.id, {
            onSuccess: () => {
              toast.success('Team deleted.');
              void navigate('/admin/teams');
            },
          })
        }
      />
    </Stack>
  );
}
