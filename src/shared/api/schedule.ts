// Response shapes of the public schedule and game page (decision 040); the web imports types only.
import { z } from 'zod/mini';
import { rowId } from '../schemas/formats';
import { SCHEDULE_VIEWS } from '../schedule';
import { gameSummarySchema, gameWithEventsSchema } from './games';
import { seasonChoiceSchema } from './league-directory';
import { namedOptionSchema, pageOf } from './page';

/** A team as the schedule's team filter offers it: its division (to narrow the list) and colours. */
export const scheduleTeamSchema = z.object({
  id: rowId(),
  name: z.string(),
  division_id: rowId(),
  primary_color: z.string(),
  secondary_color: z.string(),
});
export type ScheduleTeam = z.output<typeof scheduleTeamSchema>;

/**
 * GET /api/schedule: one page of the season's games, and the filters' choices. Without days
 * asked for, one view of them (decision 062): upcoming (this week's games on, kick-off order)
 * or past (latest first); with days, those days in kick-off order.
 */
export const publicScheduleSchema = z.extend(pageOf(gameSummarySchema), {
  /** The view sent (the one asked for, else upcoming until every game is past); null for days. */
  view: z.nullable(z.enum(SCHEDULE_VIEWS)),
  /** Every season, newest first. */
  seasons: z.array(seasonChoiceSchema),
  /** The season shown: the one asked for, else the team's, else the current one (null when there is none). */
  season: z.nullable(seasonChoiceSchema),
  /** The divisions with teams in that season. */
  divisions: z.array(namedOptionSchema),
  /** The season's teams, by name. */
  teams: z.array(scheduleTeamSchema),
});
export type PublicSchedule = z.output<typeof publicScheduleSchema>;

export const teamColoursSchema = z.object({ primary_color: z.string(), secondary_color: z.string() });

/**
 * GET /api/games/{gameId}: the game with its timeline (the shape /live and its stream send),
 * plus what only the page needs: the teams' colours and the venue's address.
 */
export const gamePageSchema = z.extend(gameWithEventsSchema, {
  home_colours: teamColoursSchema,
  away_colours: teamColoursSchema,
  venue_address: z.nullable(z.string()),
});
export type GamePage = z.output<typeof gamePageSchema>;
