/**
 * Response shapes of the public league directory: /api/public/teams and /api/public/players.
 * Public fields only (product.md "Everywhere"): never contact, birth, health or payment data.
 */
import type { GameSummary } from './games';

export const PUBLIC_PLAYERS_PAGE_SIZE = 24;

/** player | captain | co_captain, as team_rosters.roster_role stores it. */
export const ROSTER_ROLES = ['captain', 'co_captain', 'player'] as const;
export type RosterRole = (typeof ROSTER_ROLES)[number];

export interface SeasonChoice {
  id: string;
  name: string;
  /** upcoming | registration | active | completed */
  status: string;
}

export interface DivisionChoice {
  id: string;
  name: string;
}

export interface TeamColours {
  primaryColor: string;
  secondaryColor: string;
}

/** GET /api/public/teams → one division's teams. */
export interface PublicTeamCard extends TeamColours {
  id: string;
  name: string;
  rosterSize: number;
}

export interface PublicTeamGroup {
  division: DivisionChoice;
  teams: PublicTeamCard[];
}

/** GET /api/public/teams: the chosen season's teams by division, and what there is to choose from. */
export interface PublicTeamsList {
  /** Every season, newest first. */
  seasons: SeasonChoice[];
  /** The season shown: the one asked for, else the current one (null when there is none). */
  season: SeasonChoice | null;
  /** The divisions with teams in that season. */
  divisions: DivisionChoice[];
  /** The division filter in force, if any. */
  divisionId: string | null;
  groups: PublicTeamGroup[];
}

export interface PublicRosterMember {
  playerId: string;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  jerseyNumber: number | null;
  rosterRole: RosterRole;
  preferredPosition: string | null;
}

/** GET /api/public/teams/:teamId */
export interface PublicTeamDetail extends TeamColours {
  id: string;
  name: string;
  season: SeasonChoice;
  division: DivisionChoice;
  /** Captain first, then co-captains, then by jersey number and name. */
  roster: PublicRosterMember[];
  /** Final and forfeited games, latest first. */
  results: GameSummary[];
  /** Live games and scheduled games still ahead, soonest first. */
  upcoming: GameSummary[];
}

export interface PublicTeamRef extends TeamColours {
  id: string;
  name: string;
}

/** One roster place of a season: a player on two teams of a season is listed once per team. */
export interface PublicPlayerListItem {
  id: string;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  jerseyNumber: number | null;
  team: PublicTeamRef;
  division: DivisionChoice;
}

/** GET /api/public/players: one page, and the choices for the filters of the season shown. */
export interface PublicPlayersPage {
  items: PublicPlayerListItem[];
  total: number;
  page: number;
  pageSize: number;
  seasons: SeasonChoice[];
  season: SeasonChoice | null;
  divisions: DivisionChoice[];
  /** The season's teams (of the chosen division, when one is chosen). */
  teams: (PublicTeamRef & { divisionId: string })[];
}

export interface PublicPlayerTeam {
  season: SeasonChoice;
  division: DivisionChoice;
  team: PublicTeamRef;
  jerseyNumber: number | null;
  rosterRole: RosterRole;
}

/** GET /api/public/players/:playerId: only players who are or were on a roster. */
export interface PublicPlayerProfile {
  id: string;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  preferredPosition: string | null;
  /** Newest season first. */
  teams: PublicPlayerTeam[];
}

export function toRosterRole(value: string): RosterRole {
  return (ROSTER_ROLES as readonly string[]).includes(value) ? (value as RosterRole) : 'player';
}

export const ROSTER_ROLE_LABELS: Record<RosterRole, string> = {
  captain: 'Captain',
  co_captain: 'Co-captain',
  player: 'Player',
};
