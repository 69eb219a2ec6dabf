// Response shapes of the public league directory (decision 017): /api/public/teams and
// /api/public/players. Public fields only (product.md "Everywhere"): never contact, birth,
// health or payment data. The web imports types only.
import { z } from 'zod/mini';
import { absoluteUrl, rowId } from '../schemas/formats';
import { POSITIONS } from '../waitlist';
import { ROSTER_ROLES } from '../roster-roles';
import { gameSummarySchema } from './games';
import { namedOptionSchema, pageOf } from './page';
import { SEASON_STATUSES } from '../seasons';

export const seasonChoiceSchema = z.object({
  id: rowId(),
  name: z.string(),
  status: z.enum(SEASON_STATUSES),
});
export type SeasonChoice = z.output<typeof seasonChoiceSchema>;

/** `{ id, name }` of a division. */
export type DivisionChoice = z.output<typeof namedOptionSchema>;

const teamColours = {
  primary_color: z.string(),
  secondary_color: z.string(),
};

/** GET /api/public/teams → one division's teams. */
export const publicTeamCardSchema = z.object({
  id: rowId(),
  name: z.string(),
  ...teamColours,
  roster_size: z.number(),
});
export type PublicTeamCard = z.output<typeof publicTeamCardSchema>;

export const publicTeamGroupSchema = z.object({
  division: namedOptionSchema,
  teams: z.array(publicTeamCardSchema),
});
export type PublicTeamGroup = z.output<typeof publicTeamGroupSchema>;

/** GET /api/public/teams: the chosen season's teams by division, and what there is to choose from. */
export const publicTeamsListSchema = z.object({
  seasons: z.array(seasonChoiceSchema).check(z.describe('Every season, newest first.')),
  season: z.nullable(seasonChoiceSchema).check(z.describe('The season shown: the one asked for, else the current one (null when there is none).')),
  divisions: z.array(namedOptionSchema).check(z.describe('The divisions with teams in that season.')),
  division_id: z.nullable(rowId()).check(z.describe('The division filter in force, if any.')),
  groups: z.array(publicTeamGroupSchema),
});
export type PublicTeamsList = z.output<typeof publicTeamsListSchema>;

export const publicRosterMemberSchema = z.object({
  player_id: rowId(),
  first_name: z.string(),
  last_name: z.string(),
  photo_url: z.nullable(absoluteUrl()),
  jersey_number: z.nullable(z.number()),
  roster_role: z.enum(ROSTER_ROLES),
  preferred_position: z.nullable(z.enum(POSITIONS)),
});
export type PublicRosterMember = z.output<typeof publicRosterMemberSchema>;

/** GET /api/public/teams/:teamId */
export const publicTeamDetailSchema = z.object({
  id: rowId(),
  name: z.string(),
  ...teamColours,
  season: seasonChoiceSchema,
  division: namedOptionSchema,
  roster: z.array(publicRosterMemberSchema).check(z.describe('Captain first, then co-captains, then by jersey number and name.')),
  results: z.array(gameSummarySchema).check(z.describe('Final and forfeited games, latest first.')),
  upcoming: z.array(gameSummarySchema).check(z.describe('Live games and scheduled games still ahead, soonest first.')),
});
export type PublicTeamDetail = z.output<typeof publicTeamDetailSchema>;

export const publicTeamRefSchema = z.object({
  id: rowId(),
  name: z.string(),
  ...teamColours,
});
export type PublicTeamRef = z.output<typeof publicTeamRefSchema>;

/** One roster place of a season: a player on two teams of a season is listed once per team. */
export const publicPlayerListItemSchema = z.object({
  id: rowId(),
  first_name: z.string(),
  last_name: z.string(),
  photo_url: z.nullable(absoluteUrl()),
  jersey_number: z.nullable(z.number()),
  team: publicTeamRefSchema,
  division: namedOptionSchema,
});
export type PublicPlayerListItem = z.output<typeof publicPlayerListItemSchema>;

/** GET /api/public/players: one page, and the choices for the filters of the season shown. */
export const publicPlayersPageSchema = z.extend(pageOf(publicPlayerListItemSchema), {
  seasons: z.array(seasonChoiceSchema),
  season: z.nullable(seasonChoiceSchema),
  divisions: z.array(namedOptionSchema),
  /** The season's teams (of the chosen division, when one is chosen). */
  teams: z.array(z.extend(publicTeamRefSchema, { division_id: rowId() })),
});
export type PublicPlayersPage = z.output<typeof publicPlayersPageSchema>;

export const publicPlayerTeamSchema = z.object({
  season: seasonChoiceSchema,
  division: namedOptionSchema,
  team: publicTeamRefSchema,
  jersey_number: z.nullable(z.number()),
  roster_role: z.enum(ROSTER_ROLES),
});
export type PublicPlayerTeam = z.output<typeof publicPlayerTeamSchema>;

/**
 * A player's numbers on one team of one season (decision 043): counted games (final or forfeit)
 * of that team, and the player's goals, assists and cards in them. Own goals are not goals.
 */
export const publicPlayerSeasonStatsSchema = z.object({
  season: seasonChoiceSchema,
  division: namedOptionSchema,
  team: publicTeamRefSchema,
  games: z.number(),
  goals: z.number(),
  assists: z.number(),
  yellow_cards: z.number(),
  red_cards: z.number(),
});
export type PublicPlayerSeasonStats = z.output<typeof publicPlayerSeasonStatsSchema>;

/** GET /api/public/players/:playerId: only players who are or were on a roster. */
export const publicPlayerProfileSchema = z.object({
  id: rowId(),
  first_name: z.string(),
  last_name: z.string(),
  photo_url: z.nullable(absoluteUrl()),
  preferred_position: z.nullable(z.enum(POSITIONS)),
  teams: z.array(publicPlayerTeamSchema).check(z.describe('Newest season first.')),
  stats: z.array(publicPlayerSeasonStatsSchema).check(z.describe('One line per team of `teams`, in the same order (newest season first).')),
});
export type PublicPlayerProfile = z.output<typeof publicPlayerProfileSchema>;
