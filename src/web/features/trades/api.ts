import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApproveTradeInput, ProposeTradeInput, TradeReasonInput } from '../../../shared/schemas/trades';
import type { TradeStatus } from '../../../shared/trades';
import { api } from '../../lib/api';
import { captainKeys } from '../captain/index';

// Trades (issue 24, decision 082). The captain's keys start with 'me' (private data, decision 055).
export const tradeKeys = {
  captain: (teamId: string) => [...captainKeys.all, 'trades', teamId] as const,
  partners: (teamId: string) => [...captainKeys.all, 'trades', teamId, 'partners'] as const,
  admin: ['admin', 'trades'] as const,
};

/** The errors of these mutations are shown where the action was taken (the server's own words), not as a toast. */
const quiet = { errorToast: false } as const;

export function useCaptainTrades(teamId: string) {
  return useQuery({
    queryKey: tradeKeys.captain(teamId),
    queryFn: ({ signal }) => api('GET /api/captain/teams/:teamId/trades', { params: { teamId }, signal }),
  });
}

export function useTradePartners(teamId: string | null) {
  return useQuery({
    queryKey: tradeKeys.partners(teamId ?? ''),
    queryFn: ({ signal }) => api('GET /api/captain/teams/:teamId/trades/partners', { params: { teamId: teamId ?? '' }, signal }),
    enabled: teamId !== null,
  });
}

function useRefreshTrades() {
  const queryClient = useQueryClient();
  // Both teams' pages, the dashboards' figures and the admin list may all have changed.
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: captainKeys.all }), queryClient.invalidateQueries({ queryKey: tradeKeys.admin })]);
}

export function useProposeTrade(teamId: string) {
  const refresh = useRefreshTrades();
  return useMutation({
    mutationFn: (body: ProposeTradeInput) => api('POST /api/captain/teams/:teamId/trades', { params: { teamId }, body }),
    onSuccess: refresh,
    meta: quiet,
  });
}

export type TradeAnswer = 'accept' | 'decline' | 'withdraw';

export function useAnswerTrade(teamId: string) {
  const refresh = useRefreshTrades();
  return useMutation({
    mutationFn: ({ tradeId, answer, body }: { tradeId: string; answer: TradeAnswer; body: TradeReasonInput }) =>
      api(`POST /api/captain/teams/:teamId/trades/:tradeId/${answer}`, { params: { teamId, tradeId }, body }),
    onSuccess: refresh,
    meta: quiet,
  });
}

export function useAdminTrades(filters: { status: TradeStatus | null; page: number }) {
  return useQuery({
    queryKey: [...tradeKeys.admin, filters],
    queryFn: ({ signal }) => api('GET /api/admin/trades', { query: { status: filters.status ?? undefined, page: filters.page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useApproveTrade() {
  const refresh = useRefreshTrades();
  return useMutation({
    mutationFn: ({ tradeId, body }: { tradeId: string; body: ApproveTradeInput }) =>
      api('POST /api/admin/trades/:tradeId/approve', { params: { tradeId }, body }),
    onSuccess: refresh,
    meta: quiet,
  });
}

export function useRejectTrade() {
  const refresh = useRefreshTrades();
  return useMutation({
    mutationFn: ({ tradeId, body }: { tradeId: string; body: TradeReasonInput }) =>
      api('POST /api/admin/trades/:tradeId/reject', { params: { tradeId }, body }),
    onSuccess: refresh,
    meta: quiet,
  });
}
