import { z } from 'zod';
import { liveMessageSchema } from '../../../shared/api/games';
import { liveGamesSchema } from '../../../shared/api/live';
import { LIVE_CHANNEL } from '../../../shared/games';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, eventStream } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { optionalParam } from '../../http/list-query';
import { lastEventIdOf, realtimeEventStream } from '../../realtime/index';
import { listLiveGames } from './live.service';

const AFTER_MESSAGE = 'after must be a message id (a whole number, 0 or more).';
const streamQuerySchema = z.object({
  after: optionalParam(z.coerce.number(AFTER_MESSAGE).int(AFTER_MESSAGE).min(0, AFTER_MESSAGE).max(Number.MAX_SAFE_INTEGER, AFTER_MESSAGE)),
});

/** /live's data and its stream (decision 036): public, like the page. */
export function liveRoutes(deps: AppDeps) {
  return apiRoutes('Live games', [
    apiRoute(
      {
        method: 'get',
        path: '/api/live',
        summary: 'The games being played now, with their timelines, and the stream position they are as of',
        access: access.public,
        response: liveGamesSchema,
      },
      async () => listLiveGames(deps.database.db),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/live/stream',
        summary: 'Live games as they change (server-sent events): each event is a game with its timeline',
        description:
          'Opened with `after` (the `last_event_id` of GET /api/live), it first sends every change after it. A reconnecting EventSource ' +
          'sends `Last-Event-ID`, which wins over `after`. Without either it starts from now.',
        access: access.public,
        query: streamQuerySchema,
        response: eventStream(liveMessageSchema),
      },
      async ({ c, query }) => realtimeEventStream(c, deps.realtime, LIVE_CHANNEL, lastEventIdOf(c) ?? query.after),
    ),
  ]);
}
