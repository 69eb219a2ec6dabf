// Response shapes of the captain area's APIs (issue 23, decision 076). The web imports types only.
import { z } from 'zod/mini';
import { rowId } from '../schemas/formats';
import { ROSTER_ROLES } from '../roster-roles';
import { availabilityCountsSchema } from './availability';
import { gameSummarySchema } from './games';
import { namedOptionSchema } from './page';

/** GET /api/captain/teams: the teams the caller leads (admins: every team of the current season). */
export const captainTeamSchema = z.object({
  id: rowId(),
  name: z.string(),
  season_id: rowId(),
  season_name: z.string(),
  division_id: rowId(),
  division_name: z.string(),
  primary_color: z.string(),
  secondary_color: z.string(),
  /** The caller's place on the team; null for an admin who is not on it. */
  my_role: z.nullable(z.enum(ROSTER_ROLES)),
});
export type CaptainTeam = z.output<typeof captainTeamSchema>;
export const captainTeamsSchema = z.object({ teams: z.array(captainTeamSchema) });
export type CaptainTeams = z.output<typeof captainTeamsSchema>;

/** GET /api/captain/teams/{teamId}/dashboard */
export const captainDashboardSchema = z.object({
  team_id: rowId(),
  roster_size: z.number(),
  /** The team's next game (live, or scheduled and not past its slot), with its RSVP counts; null when none is scheduled. */
  next_game: z.nullable(
    z.object({
      game: gameSummarySchema,
      counts: availabilityCountsSchema,
      /** Rostered players with no answer yet, roster order. */
      not_answered: z.array(namedOptionSchema),
    }),
  ),
});
export type CaptainDashboard = z.output<typeof captainDashboardSchema>;
