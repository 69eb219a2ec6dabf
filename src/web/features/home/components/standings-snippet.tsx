import { Anchor, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { HomeStandingsDivision } from '../../../../shared/api/home';
import { EmptyState } from '../../../components/ui/empty-state';
import './standings-snippet.css';

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

/**
 * A plain table rather than Mantine's Table: with its scroll container it pulled ScrollArea and
 * floating-ui into the home page's first load (issue 3's budget) for a four-row table.
 */
function DivisionTable({ division }: { division: HomeStandingsDivision }) {
  return (
    <div className="standings-snippet">
      <table>
        <caption>{division.division_name}</caption>
        <thead>
          <tr>
            <th scope="col">
              <VisuallyHidden>Position</VisuallyHidden>
            </th>
            <th scope="col">Team</th>
            {COLUMNS.map((c) => (
              <th key={c.short} scope="col" className="number">
                <abbr title={c.label}>{c.short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {division.rows.map((row, index) => (
            <tr key={row.team_id}>
              <td>{index + 1}</td>
              <th scope="row">
                <Anchor component={Link} to={`/team/${row.team_id}`} size="sm">
                  {row.team_name}
                </Anchor>
              </th>
              <td className="number">{row.played}</td>
              <td className="number">{row.won}</td>
              <td className="number">{row.drawn}</td>
              <td className="number">{row.lost}</td>
              <td className="number">{signed(row.goal_difference)}</td>
              <td className="number points">{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The top of each division's table this season, as /rankings shows it (published, or live with auto-publish). */
export function StandingsSnippet({ standings }: { standings: HomeStandingsDivision[] }) {
  if (standings.length === 0) return <EmptyState>No results yet this season.</EmptyState>;
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {standings.map((division) => (
          <DivisionTable key={division.division_id} division={division} />
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        The top of each division&apos;s table, from this season&apos;s results.
      </Text>
    </>
  );
}
