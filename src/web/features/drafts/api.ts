import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import type { DraftBoard } from '../../../shared/api/drafts';
import { type DraftStreamEvent, draftStreamEventSchema } from '../../../shared/schemas/draft-stream';
import type { CreateDraftInput } from '../../../shared/schemas/drafts';
import { api, apiPath } from '../../lib/api';
import { isApiError } from '../../lib/api-client';

// Captains' boards are private: the keys start with 'me' (dropped when the account changes, decision 055).
export const draftKeys = {
  all: ['me', 'drafts'] as const,
  list: ['me', 'drafts', 'list'] as const,
  division: (seasonId: string, divisionId: string) => ['me', 'drafts', 'division', seasonId, divisionId] as const,
  board: (draftId: string) => ['me', 'drafts', 'board', draftId] as const,
  queue: (draftId: string, teamId: string) => ['me', 'drafts', 'queue', draftId, teamId] as const,
  undo: (draftId: string) => ['me', 'drafts', 'undo', draftId] as const,
};

export function useDrafts() {
  return useQuery({ queryKey: draftKeys.list, queryFn: ({ signal }) => api('GET /api/drafts', { signal }) });
}

export function useSeasonAndDivisionChoices() {
  return useQuery({
    queryKey: ['admin', 'drafts', 'choices'],
    queryFn: async ({ signal }) => {
      const [seasons, divisions] = await Promise.all([
        api('GET /api/admin/seasons', { query: { page_size: 100 }, signal }),
        api('GET /api/admin/divisions', { query: { page_size: 100 }, signal }),
      ]);
      return {
        seasons: seasons.items.map((s) => ({ value: s.id, label: s.name })),
        divisions: divisions.items.map((d) => ({ value: d.id, label: d.name })),
      };
    },
  });
}

export function useDivisionDrafts(seasonId: string, divisionId: string) {
  return useQuery({
    queryKey: draftKeys.division(seasonId, divisionId),
    queryFn: ({ signal }) => api('GET /api/seasons/:seasonId/divisions/:divisionId/drafts', { params: { seasonId, divisionId }, signal }),
  });
}

export function useCreateDraft(seasonId: string, divisionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDraftInput) => api('POST /api/seasons/:seasonId/divisions/:divisionId/drafts', { params: { seasonId, divisionId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: draftKeys.all }),
  });
}

/** The board with the server's clock offset: serverNow() is this device's time corrected by it. */
export interface BoardData {
  board: DraftBoard;
  /** server time − device time when the board arrived, in ms. */
  offsetMs: number;
}

export function useDraftBoard(draftId: string | null) {
  return useQuery({
    queryKey: draftKeys.board(draftId ?? 'none'),
    enabled: Boolean(draftId),
    queryFn: async ({ signal }): Promise<BoardData> => {
      const sent = Date.now();
      const board = await api('GET /api/drafts/:draftId/board', { params: { draftId: draftId as string }, signal });
      const received = Date.now();
      // The server read its clock about halfway through the round trip.
      return { board, offsetMs: Date.parse(board.server_now) - (sent + received) / 2 };
    },
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** A pick from the stream put on the board at once: the pick added, the player out of the pool, the clock moved. */
export function applyDraftEvent(queryClient: QueryClient, draftId: string, event: DraftStreamEvent): boolean {
  const pick = event.pick;
  if (event.type !== 'pick' || !pick) return false;
  queryClient.setQueryData<BoardData>(draftKeys.board(draftId), (data) => {
    if (!data || data.board.picks.some((p) => p.pick_number === pick.pick_number)) return data;
    const { board } = data;
    return {
      ...data,
      board: {
        ...board,
        draft: { ...board.draft, ...event.state, picks_made: board.draft.picks_made + 1 },
        picks: [...board.picks, pick].sort((a, b) => a.pick_number - b.pick_number),
        pool: board.pool.filter((p) => p.player_id !== pick.player.id),
      },
    };
  });
  return true;
}

export type DraftStreamState = 'connecting' | 'open' | 'reconnecting';

/**
 * The draft's stream from the board's last_event_id (decision 081): picks are applied to the
 * board, any other change reloads it; a reconnect reloads it too, so the device resumes exactly
 * where the draft is. Watching never picks: only the server does, when a clock runs out.
 */
export function useDraftStream(draftId: string | null, after: number | undefined): DraftStreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<DraftStreamState>('connecting');
  const lastRef = useRef<number | undefined>(after);
  useEffect(() => {
    if (!draftId || after === undefined) return;
    lastRef.current = Math.max(lastRef.current ?? 0, after);
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let dropped = false;
    const reload = () => void queryClient.invalidateQueries({ queryKey: draftKeys.board(draftId) });
    const open = () => {
      source = new EventSource(apiPath('GET /api/drafts/:draftId/stream', { params: { draftId }, query: { after: lastRef.current ?? after } }));
      source.onopen = () => {
        setState('open');
        if (dropped) reload();
        dropped = false;
      };
      source.onmessage = (message: MessageEvent<string>) => {
        const id = Number(message.lastEventId);
        if (Number.isSafeInteger(id)) {
          if (id <= (lastRef.current ?? 0)) return;
          lastRef.current = id;
        }
        const parsed = z.safeParse(draftStreamEventSchema, parseJson(message.data));
        if (!parsed.success) return;
        if (!applyDraftEvent(queryClient, draftId, parsed.data)) reload();
        void queryClient.invalidateQueries({ queryKey: draftKeys.undo(draftId) });
        void queryClient.invalidateQueries({ queryKey: ['me', 'drafts', 'queue', draftId] });
      };
      source.onerror = () => {
        setState('reconnecting');
        dropped = true;
        if (source?.readyState !== EventSource.CLOSED) return;
        reopen = setTimeout(open, 2_000 + Math.random() * 2_000);
      };
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, [draftId, after, queryClient]);
  return state;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Stores the board a step answered (or a 409 carried) so the page shows the draft as it is. */
function storeBoard(queryClient: QueryClient, draftId: string, board: DraftBoard) {
  queryClient.setQueryData<BoardData>(draftKeys.board(draftId), (data) => (data ? { ...data, board } : data));
}

export function boardOfConflict(error: unknown): DraftBoard | null {
  const detail = isApiError(error) ? error.detail : null;
  return detail && typeof detail === 'object' && 'draft' in detail ? (detail as DraftBoard) : null;
}

export function usePick(draftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, pickNumber }: { playerId: string; pickNumber: number | null }) =>
      api('POST /api/drafts/:draftId/picks', { params: { draftId }, body: { player_id: playerId, ...(pickNumber ? { pick_number: pickNumber } : {}) } }),
    onSuccess: (result) => applyDraftEvent(queryClient, draftId, { type: 'pick', state: result.state, pick: result.pick }),
    onError: (error) => {
      const board = boardOfConflict(error);
      if (board) storeBoard(queryClient, draftId, board);
    },
  });
}

export type DraftStep = 'start' | 'pause' | 'resume' | 'complete';

export function useDraftStep(draftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: DraftStep) => {
      const options = { params: { draftId } };
      if (step === 'start') return api('POST /api/drafts/:draftId/start', options);
      if (step === 'pause') return api('POST /api/drafts/:draftId/pause', options);
      if (step === 'resume') return api('POST /api/drafts/:draftId/resume', options);
      return api('POST /api/drafts/:draftId/complete', options);
    },
    onSuccess: (board) => storeBoard(queryClient, draftId, board),
    onSettled: () => queryClient.invalidateQueries({ queryKey: draftKeys.list }),
  });
}

export function useUndoPreview(draftId: string, enabled: boolean) {
  return useQuery({
    queryKey: draftKeys.undo(draftId),
    queryFn: ({ signal }) => api('GET /api/drafts/:draftId/undo-preview', { params: { draftId }, signal }),
    enabled,
  });
}

export function useUndo(draftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pickNumber: number) => api('POST /api/drafts/:draftId/undo', { params: { draftId }, body: { pick_number: pickNumber } }),
    onSuccess: (board) => storeBoard(queryClient, draftId, board),
    onSettled: () => queryClient.invalidateQueries({ queryKey: draftKeys.undo(draftId) }),
  });
}

export function useDraftQueue(draftId: string, teamId: string | null) {
  return useQuery({
    queryKey: draftKeys.queue(draftId, teamId ?? 'none'),
    enabled: Boolean(teamId),
    queryFn: ({ signal }) => api('GET /api/drafts/:draftId/teams/:teamId/queue', { params: { draftId, teamId: teamId as string }, signal }),
  });
}

export function useSaveDraftQueue(draftId: string, teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerIds: string[]) => api('PUT /api/drafts/:draftId/teams/:teamId/queue', { params: { draftId, teamId }, body: { player_ids: playerIds } }),
    onSuccess: (queue) => queryClient.setQueryData(draftKeys.queue(draftId, teamId), queue),
  });
}
