import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Trade } from '../../../../shared/api/trades';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { toast } from '../../../lib/toast';
import { useCaptainTeam } from '../../captain/index';
import { type TradeAnswer, useAnswerTrade, useCaptainTrades } from '../api';
import { issuesOf } from './player-picker';
import { ProposeTradeForm } from './propose-trade-form';
import { TradeCard } from './trade-card';

const DONE: Record<TradeAnswer, string> = { accept: 'Trade accepted.', decline: 'Trade declined.', withdraw: 'Trade withdrawn.' };

/** /captain/trades (issue 24): propose a trade, answer the ones proposed to the team, withdraw the team's own. */
export function CaptainTradesPage() {
  const { team } = useCaptainTeam();
  const trades = useCaptainTrades(team.id);
  const deadline = trades.data?.deadline;
  const closed = trades.data?.deadline_passed ?? false;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Trades"
        description={deadline ? `Trade deadline: ${deadline}${closed ? ' (passed)' : ''}. An admin approves every trade.` : 'An admin approves every trade.'}
      />
      {trades.isPending ? (
        <Skeleton height={200} radius="md" />
      ) : trades.isError ? (
        <LoadError title="The trades could not be loaded" error={trades.error} onRetry={() => void trades.refetch()} />
      ) : (
        <>
          <SectionCard id="trades-incoming" title="Proposed to your team">
            <TradeList teamId={team.id} trades={trades.data.incoming} answers={['accept', 'decline']} empty="No trades proposed to your team." />
          </SectionCard>
          <SectionCard id="trades-outgoing" title="Proposed by your team">
            <TradeList teamId={team.id} trades={trades.data.outgoing} answers={['withdraw']} empty="Your team has not proposed a trade." />
          </SectionCard>
        </>
      )}
      <SectionCard id="trade-new" title="Propose a trade">
        {closed ? <Text mb="sm">The trade deadline has passed: no new trades.</Text> : null}
        <ProposeTradeForm key={team.id} teamId={team.id} closed={closed} />
      </SectionCard>
    </Stack>
  );
}

function TradeList({ teamId, trades, answers, empty }: { teamId: string; trades: Trade[]; answers: TradeAnswer[]; empty: string }) {
  if (trades.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0}>
      {trades.map((trade) => (
        <TradeCard
          key={trade.id}
          trade={trade}
          actions={trade.status === 'proposed' ? <Answers teamId={teamId} tradeId={trade.id} answers={answers} /> : null}
        />
      ))}
    </Stack>
  );
}

const LABELS: Record<TradeAnswer, string> = { accept: 'Accept', decline: 'Decline', withdraw: 'Withdraw' };

function Answers({ teamId, tradeId, answers }: { teamId: string; tradeId: string; answers: TradeAnswer[] }) {
  const answer = useAnswerTrade(teamId);
  const { message } = issuesOf(answer.error);
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {answers.map((a) => (
          <Button
            key={a}
            variant={a === 'accept' ? 'filled' : 'default'}
            mih={44}
            loading={answer.isPending && answer.variables?.answer === a}
            onClick={() => answer.mutate({ tradeId, answer: a, body: { reason: '' } }, { onSuccess: () => toast.success(DONE[a]) })}
          >
            {LABELS[a]}
          </Button>
        ))}
      </Group>
      {message ? <FormAlert>{message}</FormAlert> : null}
    </Stack>
  );
}
