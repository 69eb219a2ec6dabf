// Response shapes of /live (decision 036); the web imports types only.
import { z } from 'zod/mini';
import { rowId } from '../schemas/formats';
import { gameWithEventsSchema } from './games';
import { teamColoursSchema } from './schedule';

/**
 * GET /api/live: the games being played now, and where the stream goes on from. A page shows
 * these at once, then opens GET /api/live/stream?after={last_event_id}: every change after this
 * answer arrives there (a change already in it may come once more, with the same game).
 */
export const liveGamesSchema = z.object({
  games: z.array(gameWithEventsSchema),
  last_event_id: z.number().check(z.describe('The id of the last message of the live channel when these games were read (0: none yet).')),
  team_colours: z.record(rowId(), teamColoursSchema).check(z.describe("The colours of these games' teams, by team id (the stream's games name teams only).")),
});
export type LiveGames = z.output<typeof liveGamesSchema>;
