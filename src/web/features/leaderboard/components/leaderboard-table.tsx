import { Anchor, Box, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { LeaderboardRow } from '../../../../shared/api/leaderboard';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { StatHeader, StatLegend, TeamLink, type StatColumn } from './stat-columns';

const COLUMNS: (StatColumn & { value: (row: LeaderboardRow) => number })[] = [
  { short: 'GP', label: 'Games played', value: (row) => row.games },
  { short: 'G', label: 'Goals', value: (row) => row.goals },
  { short: 'A', label: 'Assists', value: (row) => row.assists },
];
const POINTS: StatColumn = { short: 'Pts', label: 'Points (goals + assists)' };

/**
 * One page of the leaderboard: rank, player, team, GP G A Pts. On a phone the team goes under
 * the player's name so the numbers fit; anything wider scrolls inside its own labelled region.
 */
export function LeaderboardTable({ rows, caption }: { rows: LeaderboardRow[]; caption: string }) {
  return (
    <>
      <ScrollRegion label={caption}>
        <Table verticalSpacing={6} horizontalSpacing="xs" miw={320} striped captionSide="top">
          <Table.Caption style={{ textAlign: 'left' }}>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="right">Rank</Table.Th>
              <Table.Th>Player</Table.Th>
              <Table.Th visibleFrom="sm">Team</Table.Th>
              {COLUMNS.map((column) => (
                <StatHeader key={column.short} column={column} />
              ))}
              <StatHeader column={POINTS} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.player.id}-${row.team.id}`} data-testid="leaderboard-row">
                <Table.Td ta="right">{row.rank}</Table.Td>
                <Table.Th scope="row" fw={500}>
                  <Anchor component={Link} to={`/player/${row.player.id}`} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {row.player.first_name} {row.player.last_name}
                  </Anchor>
                  <Box hiddenFrom="sm" mt={2}>
                    <TeamLink team={row.team} />
                  </Box>
                </Table.Th>
                <Table.Td visibleFrom="sm">
                  <TeamLink team={row.team} />
                </Table.Td>
                {COLUMNS.map((column) => (
                  <Table.Td key={column.short} ta="right">
                    {column.value(row)}
                  </Table.Td>
                ))}
                <Table.Td ta="right" fw={700}>
                  {row.points}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <StatLegend columns={[...COLUMNS, POINTS]} extra="Level on points: more goals first, then fewer games played." />
    </>
  );
}
