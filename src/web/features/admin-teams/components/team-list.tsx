import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminTeamListItem } from '../../../../shared/api/teams';
import { TeamSwatch } from '../../../components/ui/team-swatch';

function leadersOf(team: AdminTeamListItem): string {
  const names = [team.captain_name, ...team.co_captain_names].filter((n): n is string => Boolean(n));
  return names.length > 0 ? names.join(', ') : 'No captain';
}

function TeamName({ team }: { team: AdminTeamListItem }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <TeamSwatch colours={team} />
      <Anchor component={Link} to={`/admin/teams/${team.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
        {team.name}
      </Anchor>
    </Group>
  );
}

const playersLabel = (n: number) => `${n} ${n === 1 ? 'player' : 'players'}`;

/** From 768 px: a table. */
export function TeamTable({ items }: { items: AdminTeamListItem[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Team</Table.Th>
            <Table.Th>Season · Division</Table.Th>
            <Table.Th>Roster</Table.Th>
            <Table.Th>Captains</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((team) => (
            <Table.Tr key={team.id}>
              <Table.Td>
                <TeamName team={team} />
              </Table.Td>
              <Table.Td>
                {team.season_name} · {team.division_name}
              </Table.Td>
              <Table.Td>{playersLabel(team.roster_size)}</Table.Td>
              <Table.Td>{leadersOf(team)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Below 768 px: one card per team. */
export function TeamCards({ items }: { items: AdminTeamListItem[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0}>
      {items.map((team) => (
        <Paper component="li" key={team.id} withBorder p="sm" radius="md" style={{ listStyle: 'none' }}>
          <Stack gap={4}>
            <TeamName team={team} />
            <Text size="sm" c="dimmed">
              {team.season_name} · {team.division_name}
            </Text>
            <Text size="sm">
              {playersLabel(team.roster_size)} · {leadersOf(team)}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
