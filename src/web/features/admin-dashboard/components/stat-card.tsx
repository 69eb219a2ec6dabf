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
    <Paper withBorder radius="md" p="md" data-stat={stat}>
      <Text component="dt" size="sm" c="dimmed">
        {to ? (
          <Anchor component={Link} to={to} size="sm">
            {label}
          </Anchor>
        ) : (
          label
        )}
      </Text>
      <Text component="dd" m={0} fz={28} fw={700} lh={1.2} data-stat-value>
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
