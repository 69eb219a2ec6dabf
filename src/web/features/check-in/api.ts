import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CheckInDay, CheckInResult, CheckInSheet } from '../../../shared/api/check-in';
import { api, apiPath } from '../../lib/api';
import { isApiError } from '../../lib/api-client';
import type { SendOutcome } from '../../lib/offline-queue';
import type { CheckInWrite } from './offline-queue';

// 'check-in' is one of the private roots (features/auth/private-data.ts): the sheets carry
// rosters with payment and waiver status, dropped when the account in the browser changes.
export const checkInKeys = {
  all: ['check-in'] as const,
  day: ['check-in', 'games'] as const,
  sheet: (gameId: string) => ['check-in', 'games', gameId] as const,
  pass: ['me', 'pass'] as const,
};

/** The day's games with their rosters: kept by the service worker, so the page opens and answers scans offline at the field. */
export function useCheckInDay() {
  return useQuery({
    queryKey: checkInKeys.day,
    queryFn: ({ signal }) => api('GET /api/check-in/games', { signal }),
    networkMode: 'offlineFirst',
    refetchInterval: 30_000,
  });
}

export const checkInDayAnswerPath = apiPath('GET /api/check-in/games');

/** A game picked that is not today's. */
export function useCheckInSheet(gameId: string | null, today: CheckInDay | undefined) {
  const held = today?.today.find((s) => s.game.id === gameId);
  return useQuery({
    queryKey: checkInKeys.sheet(gameId ?? ''),
    queryFn: ({ signal }) => api('GET /api/games/:gameId/check-in', { params: { gameId: gameId ?? '' }, signal }),
    enabled: Boolean(gameId) && !held,
    networkMode: 'offlineFirst',
  });
}

/** What a sent write came to that the checker must see (another device had the player, the server refused). */
export interface CheckInNotice {
  key: string;
  playerName: string;
  message: string;
}

function sheetWith(sheet: CheckInSheet, result: CheckInResult): CheckInSheet {
  const others = sheet.check_ins.filter((c) => c.player_id !== result.check_in.player_id);
  return { ...sheet, check_ins: [...others, result.check_in] };
}

function sheetWithout(sheet: CheckInSheet, playerId: string): CheckInSheet {
  return { ...sheet, check_ins: sheet.check_ins.filter((c) => c.player_id !== playerId) };
}

/** Puts the server's answer in the held day and sheet at once (the page shows it before the next read). */
export function storeAnswer(queryClient: QueryClient, gameId: string, change: (sheet: CheckInSheet) => CheckInSheet): void {
  queryClient.setQueryData<CheckInDay>(checkInKeys.day, (day) => (day ? { ...day, today: day.today.map((s) => (s.game.id === gameId ? change(s) : s)) } : day));
  queryClient.setQueryData<CheckInSheet>(checkInKeys.sheet(gameId), (sheet) => (sheet ? change(sheet) : sheet));
}

/**
 * Sends one queued write (decision 037's outcomes). A check-in another device made first is
 * done (one check-in stands) but told: `onNotice` with who and when.
 */
export async function sendCheckInWrite(write: CheckInWrite, queryClient: QueryClient, onNotice: (notice: CheckInNotice) => void): Promise<SendOutcome> {
  try {
    if (write.kind === 'undo') {
      await api('DELETE /api/games/:gameId/check-ins/:playerId', { params: { gameId: write.gameId, playerId: write.playerId } });
      storeAnswer(queryClient, write.gameId, (s) => sheetWithout(s, write.playerId));
      return { outcome: 'done' };
    }
    const result = await api('POST /api/games/:gameId/check-ins', { params: { gameId: write.gameId }, body: write.body });
    storeAnswer(queryClient, write.gameId, (s) => sheetWith(s, result));
    if (result.outcome === 'already_checked_in') {
      const by = result.check_in.checked_in_by ? ` by ${result.check_in.checked_in_by}` : '';
      const at = new Date(result.check_in.scanned_at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
      onNotice({ key: write.key, playerName: result.player_name, message: `Already checked in${by} at ${at} on another device.` });
    }
    return { outcome: 'done' };
  } catch (error) {
    if (!isApiError(error) || error.status === 0 || error.status >= 500 || error.status === 401 || error.status === 429) return { outcome: 'later' };
    onNotice({ key: write.key, playerName: write.playerName, message: error.message });
    return { outcome: 'refused', message: error.message };
  }
}

export function useMyPass() {
  return useQuery({
    queryKey: checkInKeys.pass,
    queryFn: ({ signal }) => api('GET /api/me/pass', { signal }),
    networkMode: 'offlineFirst',
    retry: (count, error) => !(isApiError(error) && error.status === 409) && count < 2,
  });
}
