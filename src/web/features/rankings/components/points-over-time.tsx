import { Button, Stack, Table, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { NamedOption } from '../../../../shared/api/page';
import { ErrorBoundary } from '../../../components/layout/error-boundary';
import type { PointsDay } from '../trends';
import { shortDay } from '../trends';
import { ScrollRegion } from '../../../components/ui/scroll-region';

// recharts is heavy: its chunk loads with this section only, never with another page.
const PointsChart = lazy(() => import('./points-chart'));

const CHART_HEIGHT = 320;

/**
 * True once the element comes near the screen, and from then on. The chart sits below three
 * tables: a phone loads recharts only when the reader scrolls towards it, so the tables come first.
 */
function useNearScreen<T extends HTMLElement>() {
  const { ref, entry } = useIntersection<T>({ rootMargin: '400px 0px' });
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const intersecting = entry?.isIntersecting ?? false;
  useEffect(() => {
    if (intersecting) setNear(true);
  }, [intersecting]);
  return { ref, near };
}

function PointsTable({ id, days, teams }: { id: string; days: readonly PointsDay[]; teams: readonly NamedOption[] }) {
  return (
    <div id={id}>
      <ScrollRegion label="Points over time table" description="Each team's points after each game day.">
        <Table verticalSpacing={4} horizontalSpacing="xs" miw={120 + teams.length * 96}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              {teams.map((team) => (
                <Table.Th key={team.id} ta="right" fz="xs" style={{ overflowWrap: 'anywhere' }}>
                  {team.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((day) => (
              <Table.Tr key={day.date}>
                <Table.Th scope="row" fw={500}>
                  <time dateTime={day.date}>{shortDay(day.date)}</time>
                </Table.Th>
                {teams.map((team) => (
                  <Table.Td key={team.id} ta="right">
                    {day.points[team.id] ?? 0}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </div>
  );
}

/**
 * The points-over-time line chart (loaded on demand) and, behind the Show as table button,
 * the same numbers as a table for screen readers and anyone who prefers them.
 */
export function PointsOverTime({ days, teams, divisionName }: { days: readonly PointsDay[]; teams: readonly NamedOption[]; divisionName: string }) {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const chartSpot = useNearScreen<HTMLElement>();
  if (days.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No results yet: the chart starts after the first game day.
      </Text>
    );
  }
  const fallback = (
    <Text c="dimmed" size="sm">
      Loading the chart...
    </Text>
  );
  return (
    <Stack gap="sm">
      <figure ref={chartSpot.ref} style={{ margin: 0, minHeight: CHART_HEIGHT }} aria-label={`Points over time, ${divisionName}: a line per team`}>
        <ErrorBoundary fallback={() => <Text size="sm">The chart could not be shown; the table has the same numbers.</Text>}>
          <Suspense fallback={fallback}>
            {chartSpot.near ? <PointsChart days={days} teams={teams} height={CHART_HEIGHT} title={`Points over time, ${divisionName}`} /> : fallback}
          </Suspense>
        </ErrorBoundary>
      </figure>
      <Button
        variant="default"
        size="sm"
        style={{ alignSelf: 'flex-start' }}
        aria-expanded={asTable}
        aria-controls={tableId}
        onClick={() => setAsTable((was) => !was)}
      >
        {asTable ? 'Hide table' : 'Show as table'}
      </Button>
      {asTable ? <PointsTable id={tableId} days={days} teams={teams} /> : null}
    </Stack>
  );
}
