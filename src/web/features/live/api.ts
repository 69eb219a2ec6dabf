import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import type { GameWithEvents } from '../../../shared/api/games';
import { liveMessageSchema } from '../../../shared/schemas/live-message';
import { api, apiPath } from '../../lib/api';

export const liveKeys = { games: ['live', 'games'] as const };

/**
 * GET /api/live: the board's starting point. Read once: from then on the stream keeps the
 * games current (it is asked again only for the colours of a team that kicks off later).
 */
export function useLiveGames() {
  return useQuery({
    queryKey: liveKeys.games,
    queryFn: ({ signal }) => api('GET /api/live', { signal }),
    // Offline, the service worker answers with the board it kept (decision 058).
    networkMode: 'offlineFirst',
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** open: updates arrive; connecting: the first time; reconnecting: the line dropped and the browser is trying again. */
export type LiveStreamState = 'connecting' | 'open' | 'reconnecting';

/** After the server refused the stream (a restart's 503), the page tries again after 3 to 5 s. */
const REOPEN_MIN_MS = 3_000;

/**
 * The live channel from `after` (GET /api/live's last_event_id): every game that changes is
 * passed to onGame, in order, once. A dropped line is resumed by the browser with
 * Last-Event-ID; a refused one is reopened here from the last id seen.
 */
export function useLiveStream(after: number | undefined, onGame: (game: GameWithEvents) => void): LiveStreamState {
  const [state, setState] = useState<LiveStreamState>('connecting');
  const onGameRef = useRef(onGame);
  useEffect(() => {
    onGameRef.current = onGame;
  }, [onGame]);

  useEffect(() => {
    if (after === undefined) return;
    let lastId = after;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(apiPath('GET /api/live/stream', { query: { after: lastId } }));
      source.onopen = () => setState('open');
      source.onmessage = (event: MessageEvent<string>) => {
        const id = Number(event.lastEventId);
        // The server sends each message once; an older one would only undo a newer state.
        if (Number.isSafeInteger(id)) {
          if (id <= lastId) return;
          lastId = id;
        }
        const game = readLiveMessage(event.data);
        if (game) onGameRef.current(game);
      };
      source.onerror = () => {
        setState('reconnecting');
        if (source?.readyState !== EventSource.CLOSED) return;
        reopen = setTimeout(open, REOPEN_MIN_MS + Math.random() * 2_000);
      };
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, [after]);

  return state;
}

/** A stream message's game, checked with its schema: a message of another shape (a newer server, a cut line) is skipped, not shown half-read. */
export function readLiveMessage(data: string): GameWithEvents | null {
  const message = z.safeParse(liveMessageSchema, parseJson(data));
  return message.success ? message.data.game : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
