import { Anchor, SimpleGrid, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { HomeStandingsDivision } from '../../../../shared/home';
import { EmptyState } from '../../../components/ui/empty-state';

/** "+3", "0", "−2": the sign says which way the difference goes. */
function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

const COLUMNS: { short: string; label: string }[] = [
  { short: 'P', label: 'Played' },
  { short: 'W', label: 'Won' },
  { short: 'D', label: 'Drawn' },
  { short: 'L', label: 'Lost' },
  { short: 'GD', label: 'Goal difference' },
  { short: 'Pts', label: 'Points' },
];

function DivisionTable({ division }: { division: HomeStandingsDivision }) {
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped verticalSpacing={6} horizontalSpacing="xs" captionSide="top">
        <Table.Caption style={{ textAlign: 'left', fontWeight: 600, marginBottom: 4 }}>{division.divisionName}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <VisuallyHidden>Position</VisuallyHidden>
            </Table.Th>
            <Table.Th scope="col">Team</Table.Th>
            {COLUMNS.map((c) => (
              <Table.Th key={c.short} scope="col" ta="right">
                <abbr title={c.label} style={{ textDecoration: 'none' }}>
                  {c.short}
                </abbr>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {division.rows.map((row, index) => (
            <Table.Tr key={row.teamId}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Th scope="row" fw={500}>
                <Anchor component={Link} to={`/team/${row.teamId}`} size="sm">
                  {row.teamName}
                </Anchor>
              </Table.Th>
              <Table.Td ta="right">{row.played}</Table.Td>
              <Table.Td ta="right">{row.won}</Table.Td>
              <Table.Td ta="right">{row.drawn}</Table.Td>
              <Table.Td ta="right">{row.lost}</Table.Td>
              <Table.Td ta="right">{signed(row.goalDifference)}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {row.points}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The top of each division's table this season; the full tables are on /rankings (a later issue). */
export function StandingsSnippet({ standings }: { standings: HomeStandingsDivision[] }) {
  if (standings.length === 0) return <EmptyState>No results yet this season.</EmptyState>;
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {standings.map((division) => (
          <DivisionTable key={division.divisionId} division={division} />
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        The top of each division&apos;s table, from this season&apos;s results.
      </Text>
    </>
  );
}
