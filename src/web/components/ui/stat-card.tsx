import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface StatCardProps {
  /** A stable name for tests and styling. */
  stat: string;
  label: string;
  value: string;
  /** A line under the figure. */
  note?: string;
  /** Where to see the rows behind the figure; only pages that exist. */
  to?: string;
}

/** One figure of the dashboard, as a term and its value inside the grid's description list. */
export function StatCard({ stat, label, value, note, to }: StatCardProps) {
  return (
    // min-width 0: a grid item is otherwise as wide as its longest figure, and a large revenue
    // pushed the page sideways on a 360 px phone (decision 047).
    <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md' }} miw={0} data-stat={stat}>
      <Text component="dt" size="sm" c="dimmed">
        {to ? (
          <Anchor component={Link} to={to} size="sm">
            {label}
          </Anchor>
        ) : (
          label
        )}
      </Text>
      <Text component="dd" m={0} fz={{ base: 22, xs: 28 }} fw={700} lh={1.2} style={{ overflowWrap: 'anywhere' }} data-stat-value>
        {value}
      </Text>
      {note ? (
        <Text component="dd" m={0} size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}
