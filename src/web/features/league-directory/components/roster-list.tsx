import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PublicRosterMember } from '../../../../shared/api/league-directory';
import { ROSTER_ROLE_LABELS } from '../../../../shared/roster-roles';
import { EmptyState } from '../../../components/ui/empty-state';
import { PlayerAvatar } from './player-avatar';

function RosterRow({ member }: { member: PublicRosterMember }) {
  const name = `${member.first_name} ${member.last_name}`;
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
      <Group gap="sm" wrap="nowrap">
        <PlayerAvatar name={name} photoUrl={member.photo_url} />
        <Text fw={700} w="2.5em" ta="center" aria-label={member.jersey_number === null ? 'No jersey number' : `Jersey ${member.jersey_number}`}>
          {member.jersey_number === null ? '–' : `#${member.jersey_number}`}
        </Text>
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Anchor component={Link} to={`/player/${member.player_id}`} fw={600} truncate>
            {name}
          </Anchor>
          {member.preferred_position ? (
            <Text size="sm" c="dimmed">
              {member.preferred_position}
            </Text>
          ) : null}
        </Stack>
        {member.roster_role !== 'player' ? (
          <Badge variant="light" color={member.roster_role === 'captain' ? 'blue' : 'gray'}>
            {ROSTER_ROLE_LABELS[member.roster_role]}
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
        <RosterRow key={member.player_id} member={member} />
      ))}
    </Stack>
  );
}
