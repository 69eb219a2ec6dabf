import { replaceEqualDeep, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameWithEvents } from '../../../shared/api/games';
import type { RefereeGame } from '../../../shared/api/referee';
import type { GameReportInput } from '../../../shared/schemas/game-events';
import { api, apiPath } from '../../lib/api';
import { newerGame } from '../../lib/newer-game';
import { attemptWrite, type SendOutcome } from '../../lib/offline-queue';
import type { RefereeWrite } from './offline-queue';

// 'referee' is one of the private roots (features/auth/private-data.ts): the games carry rosters,
// and are dropped when the account in the browser changes (decision 055).
export const refereeKeys = {
  all: ['referee'] as const,
  dashboard: ['referee', 'games'] as const,
  game: (gameId: string) => ['referee', 'games', gameId] as const,
  report: (gameId: string) => ['referee', 'games', gameId, 'report'] as const,
};

/** The dashboard's request, as the service worker reports it (useCachedAnswerTime). */
export const refereeDashboardAnswerPath = apiPath('GET /api/referee/games');

export function useRefereeDashboard() {
  return useQuery({
    queryKey: refereeKeys.dashboard,
    queryFn: ({ signal }) => api('GET /api/referee/games', { signal }),
    // Offline at the field, the service worker answers with the list it kept (decision 058).
    networkMode: 'offlineFirst',
    // A referee keeps the page open at the field: the lists follow the day.
    refetchInterval: 60_000,
  });
}

/** The request's address, as the service worker reports it (useCachedAnswerTime). */
export const refereeGameAnswerPath = (gameId: string) => apiPath('GET /api/referee/games/:gameId', { params: { gameId } });

/** The game, its rosters and the caller's mode; `offlineFirst` lets the service worker answer from its cache at the field. */
export function useRefereeGame(gameId: string) {
  return useQuery({
    queryKey: refereeKeys.game(gameId),
    queryFn: ({ signal }) => api('GET /api/referee/games/:gameId', { params: { gameId }, signal }),
    networkMode: 'offlineFirst',
    // A refetch read before the referee's write landed (or the worker's copy) may answer after
    // that write's own answer: the page keeps the newer game, never undoing a goal just sent.
    structuralSharing: (held, incoming) => newerRefereeGame(held as RefereeGame | undefined, incoming as RefereeGame),
    // Another device (a statistician, an assistant) may record events of the same game.
    refetchInterval: 30_000,
  });
}

export function useGameReport(gameId: string, enabled: boolean) {
  return useQuery({
    queryKey: refereeKeys.report(gameId),
    queryFn: ({ signal }) => api('GET /api/games/:gameId/report', { params: { gameId }, signal }),
    enabled,
  });
}

export function useSaveGameReport(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GameReportInput) => api('PUT /api/games/:gameId/report', { params: { gameId }, body }),
    onSuccess: (report) => {
      queryClient.setQueryData(refereeKeys.report(gameId), report);
      queryClient.setQueryData<RefereeGame>(refereeKeys.game(gameId), (old) => (old ? { ...old, has_report: true } : old));
      return queryClient.invalidateQueries({ queryKey: refereeKeys.dashboard });
    },
  });
}

/** The referee's answer to keep: the incoming one unless its game is older than the one held. */
export function newerRefereeGame(held: RefereeGame | undefined, incoming: RefereeGame): RefereeGame {
  // Otherwise TanStack's usual sharing: unchanged parts keep their identity (fewer re-renders).
  return held && newerGame(held.game, incoming.game) === held.game ? held : replaceEqualDeep(held, incoming);
}

/** The game as the server answered a write: the page shows it at once (unless it already holds a newer one). */
export function storeAnsweredGame(queryClient: ReturnType<typeof useQueryClient>, game: GameWithEvents): void {
  queryClient.setQueryData<RefereeGame>(refereeKeys.game(game.id), (old) => (old ? { ...old, game: newerGame(old.game, game) } : old));
}

/** Sends one queued write (decision 037's outcomes: attemptWrite); the game the server answers goes to `onGame`. */
export function sendRefereeWrite(write: RefereeWrite, onGame: (game: GameWithEvents) => void): Promise<SendOutcome> {
  return attemptWrite(async () => onGame((await send(write)).game));
}

function send(write: RefereeWrite) {
  switch (write.kind) {
    case 'record':
      return api('POST /api/games/:gameId/events', { params: { gameId: write.gameId }, body: write.body });
    case 'correct':
      return api('PATCH /api/games/:gameId/events/:eventId', { params: { gameId: write.gameId, eventId: write.eventId }, body: write.body });
    case 'delete':
      return api('DELETE /api/games/:gameId/events/:eventId', { params: { gameId: write.gameId, eventId: write.eventId }, body: write.body });
  }
}
