import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Trade } from '../../../../shared/api/trades';
import { TRADE_MESSAGE_MAX, TRADE_STATUS_LABELS, TRADE_STATUSES, type TradeStatus } from '../../../../shared/trades';
import { FilterSelect } from '../../../components/ui/filter-select';
import { FormAlert } from '../../../components/ui/form-alert';
import { ListStatus } from '../../../components/ui/list-status';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../lib/toast';
import { useAdminTrades, useRejectTrade } from '../api';
import { ApproveTradeDialog } from './approve-trade-dialog';
import { issuesOf } from './player-picker';
import { TradeCard } from './trade-card';

const STATUS_OPTIONS = TRADE_STATUSES.map((s) => ({ value: s, label: TRADE_STATUS_LABELS[s] }));
const isStatus = (value: string | null): value is TradeStatus => (TRADE_STATUSES as readonly (string | null)[]).includes(value);

/** /admin/trades (issue 24): every trade by status, with the players each way and the history; approve (with an edit) or reject. */
export function AdminTradesPage() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('status');
  const status = isStatus(raw) ? raw : null;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useAdminTrades({ status, page });
  const go = (next: { status: TradeStatus | null; page: number }) => {
    const params = new URLSearchParams();
    if (next.status) params.set('status', next.status);
    if (next.page > 1) params.set('page', String(next.page));
    setSearch(params, { replace: true });
  };
  const total = list.data?.total;
  return (
    <Stack gap="md">
      <PageHeader title="Trades" description={total === undefined ? undefined : `${total} ${total === 1 ? 'trade' : 'trades'}`} />
      <FilterSelect label="Status" allLabel="All statuses" options={STATUS_OPTIONS} value={status} onChange={(s) => go({ status: s, page: 1 })} maw={320} />
      <ListStatus
        query={list}
        errorTitle="The trades could not be loaded"
        emptyText={status ? 'No trades with this status.' : 'No trades yet.'}
        onPage={(p) => go({ status, page: p })}
      >
        {(items) => (
          <Stack component="ul" gap="sm" p={0} m={0} aria-label="Trades">
            {items.map((trade) => (
              <TradeCard key={trade.id} trade={trade} actions={<AdminActions trade={trade} />} />
            ))}
          </Stack>
        )}
      </ListStatus>
    </Stack>
  );
}

function AdminActions({ trade }: { trade: Trade }) {
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const reject = useRejectTrade();
  const { message } = issuesOf(reject.error);
  if (trade.status !== 'proposed' && trade.status !== 'accepted') return null;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {trade.status === 'accepted' ? (
          <Button mih={44} onClick={() => setApproving(true)}>
            Approve…
          </Button>
        ) : null}
        <Button variant="default" color="red" mih={44} onClick={() => setRejecting((r) => !r)} aria-expanded={rejecting}>
          Reject…
        </Button>
      </Group>
      {rejecting ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            reject.mutate({ tradeId: trade.id, body: { reason } }, { onSuccess: () => toast.success('Trade rejected.') });
          }}
        >
          <Stack gap="xs">
            <Textarea
              label="Reason for the captains"
              autosize
              minRows={2}
              maxLength={TRADE_MESSAGE_MAX}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <Button type="submit" color="red" mih={44} w="fit-content" loading={reject.isPending}>
              Reject trade
            </Button>
          </Stack>
        </form>
      ) : null}
      {message ? <FormAlert>{message}</FormAlert> : null}
      <ApproveTradeDialog trade={trade} opened={approving} onClose={() => setApproving(false)} />
    </Stack>
  );
}
