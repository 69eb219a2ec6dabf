import { Box, Table, Text } from '@mantine/core';
import type { PublicPlayerSeasonStats } from '../../../../shared/api/league-directory';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { StatHeader, StatLegend, TeamLink, type StatColumn } from './stat-columns';

const COLUMNS: (StatColumn & { value: (line: PublicPlayerSeasonStats) => number })[] = [
  { short: 'GP', label: 'Games played', value: (line) => line.games },
  { short: 'G', label: 'Goals', value: (line) => line.goals },
  { short: 'A', label: 'Assists', value: (line) => line.assists },
  { short: 'YC', label: 'Yellow cards', value: (line) => line.yellow_cards },
  { short: 'RC', label: 'Red cards', value: (line) => line.red_cards },
];

/** /player/:playerId's Stats: one row per season and team, newest season first; on a phone the team goes under the season. */
export function SeasonStatsTable({ lines, caption }: { lines: PublicPlayerSeasonStats[]; caption: string }) {
  if (lines.length === 0) return <Text c="dimmed">No stats yet.</Text>;
  return (
    <>
      <ScrollRegion label={caption}>
        <Table verticalSpacing={6} horizontalSpacing="xs" miw={320} striped captionSide="top">
          <Table.Caption style={{ textAlign: 'left' }}>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Season</Table.Th>
              <Table.Th visibleFrom="sm">Team</Table.Th>
              {COLUMNS.map((column) => (
                <StatHeader key={column.short} column={column} />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.team.id} data-testid="season-stats-row">
                <Table.Th scope="row" fw={500}>
                  {line.season.name}
                  <Box hiddenFrom="sm" mt={2}>
                    <TeamLink team={line.team} />
                  </Box>
                </Table.Th>
                <Table.Td visibleFrom="sm">
                  <TeamLink team={line.team} />
                </Table.Td>
                {COLUMNS.map((column) => (
                  <Table.Td key={column.short} ta="right">
                    {column.value(line)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <StatLegend columns={COLUMNS} extra="Games are the team's final and forfeited games." />
    </>
  );
}
