import { Paper, Stack, Text } from '@mantine/core';
import type { AdminRankings } from '../../../../shared/api/rankings';
import { formatGoalDifference } from '../../../../shared/standings';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';

const pointsLabel = (points: number) => `${formatGoalDifference(points)} ${Math.abs(points) === 1 ? 'point' : 'points'}`;

/** The season's point adjustments, newest first as the server gives them: who, when and why. */
export function AdjustmentsList({ data }: { data: AdminRankings }) {
  const timeZone = useLeagueTimeZone();
  const divisionName = (divisionId: string) => data.divisions.find((d) => d.live.division_id === divisionId)?.live.division_name;
  if (data.adjustments.length === 0) return <EmptyState>No points have been adjusted this season.</EmptyState>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label="Adjustments">
      {data.adjustments.map((adjustment) => (
        <Paper component="li" key={adjustment.id} withBorder p="sm" radius="md" style={{ listStyle: 'none' }} data-testid="adjustment">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {adjustment.team_name}: {pointsLabel(adjustment.points)}
            {divisionName(adjustment.division_id) ? (
              <Text span c="dimmed" fw={400} size="sm">
                {' '}
                · {divisionName(adjustment.division_id)}
              </Text>
            ) : null}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {adjustment.reason}
          </Text>
          <Text size="sm" c="dimmed">
            By {adjustment.created_by_name ?? 'a former admin'} ·{' '}
            <time dateTime={adjustment.created_at}>{formatDateTime(adjustment.created_at, { timeZone })}</time>
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
