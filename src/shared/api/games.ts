// Response shapes of the public games API (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { rowId } from '../schemas/formats';
export {
  type GameEvent,
  type GameSummary,
  type GameWithEvents,
  gameEventSchema,
  gameSummarySchema,
  gameWithEventsSchema,
  type LiveMessage,
  liveMessageSchema,
} from '../schemas/live-message';

/** GET /api/games/live-check */
export const liveCheckSchema = z.object({ live_game_id: z.nullable(rowId()) });
export type LiveCheck = z.output<typeof liveCheckSchema>;
