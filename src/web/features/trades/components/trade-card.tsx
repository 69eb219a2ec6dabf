import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Trade, TradeSide } from '../../../../shared/api/trades';
import { TRADE_STATUS_LABELS, TRADE_STEP_LABELS, type TradeStatus } from '../../../../shared/trades';
import { formatDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';

const STATUS_COLORS: Record<TradeStatus, string> = {
  proposed: 'grape.8',
  accepted: 'blue.8',
  declined: 'gray.7',
  withdrawn: 'gray.7',
  approved: 'teal.9',
  rejected: 'red.9',
};

export function TradeStatusBadge({ status }: { status: TradeStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="filled" radius="sm">
      {TRADE_STATUS_LABELS[status]}
    </Badge>
  );
}

function Side({ side, headingId }: { side: TradeSide; headingId: string }) {
  return (
    <Stack gap={4}>
      <Text fw={600} id={headingId}>
        {side.team.name} gives
      </Text>
      <List size="sm" aria-labelledby={headingId}>
        {side.gives.map((p) => (
          <List.Item key={p.id}>{p.name}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** One trade: the players each way, its state, the proposer's message and its history; `actions` below. */
export function TradeCard({ trade, actions }: { trade: Trade; actions?: ReactNode }) {
  const timeZone = useLeagueTimeZone();
  const titleId = `trade-${trade.id}`;
  return (
    <Paper component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }} aria-labelledby={titleId} data-trade={trade.id}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5" id={titleId}>
            {trade.proposing.team.name} ⇄ {trade.receiving.team.name}
          </Title>
          <TradeStatusBadge status={trade.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {trade.division.name} · {trade.season.name}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Side side={trade.proposing} headingId={`${titleId}-proposing`} />
          <Side side={trade.receiving} headingId={`${titleId}-receiving`} />
        </SimpleGrid>
        {trade.message ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            “{trade.message}”
          </Text>
        ) : null}
        <details>
          {/* A 44 px target on phones (the spec's touch size). */}
          <summary style={{ lineHeight: '44px', cursor: 'pointer' }}>History</summary>
          <List size="sm" mt="xs">
            {trade.history.map((step) => (
              <List.Item key={`${step.step}-${step.at}`}>
                {TRADE_STEP_LABELS[step.step]} · {step.by?.name ?? 'A former account'} · {formatDateTime(step.at, { timeZone })}
                {step.note && step.step !== 'proposed' ? ` · ${step.note}` : ''}
              </List.Item>
            ))}
          </List>
        </details>
        {actions}
      </Stack>
    </Paper>
  );
}
