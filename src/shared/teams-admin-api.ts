/** Response shapes and messages of the admin teams API (/api/admin/teams). */

export const ROSTER_ROLES = ['player', 'captain', 'co_captain'] as const;
export type RosterRole = (typeof ROSTER_ROLES)[number];

export const ROSTER_ROLE_LABELS: Record<RosterRole, string> = { player: 'Player', captain: 'Captain', co_captain: 'Co-captain' };

export function isRosterRole(value: string): value is RosterRole {
  return (ROSTER_ROLES as readonly string[]).includes(value);
}

export const TEAMS_PAGE_SIZE_DEFAULT = 25;
export const TEAMS_PAGE_SIZE_MAX = 100;
/** Candidates shown for one search: enough to pick from, few enough to read on a phone. */
export const ROSTER_CANDIDATES_LIMIT = 20;

export const TEAM_MESSAGES = {
  nameTaken: 'A team with this name already exists in this season and division.',
  hasGames: 'This team has games and cannot be deleted. Move or delete its games first.',
  alreadyOnTeam: 'This player is already on this team.',
  notOnTeam: 'That player is not on this team.',
  onAnotherTeam: (player: string, team: string) => `${player} is already on ${team} in this season and division.`,
  jerseyTaken: (jersey: number) => `Jersey number ${jersey} is already taken on this team.`,
} as const;

/** GET /api/admin/teams → items */
export interface AdminTeamListItem {
  id: string;
  name: string;
  primary_color: string;
  secondary_color: string;
  season_id: string;
  season_name: string;
  division_id: string;
  division_name: string;
  roster_size: number;
  /** The team's one captain, if it has one. */
  captain_name: string | null;
  co_captain_names: string[];
}

export interface AdminTeamsPage {
  items: AdminTeamListItem[];
  total: number;
  page: number;
  page_size: number;
}

/** GET /api/admin/teams/options: what the filters and the create form choose from. */
export interface AdminTeamOptions {
  /** Newest season first. */
  seasons: { id: string; name: string; status: string }[];
  divisions: { id: string; name: string }[];
}

export interface RosterMember {
  player_id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  photo_url: string | null;
  jersey_number: number | null;
  roster_role: RosterRole;
  /** Linked to a user account: making them captain also grants the account the captain role. */
  has_account: boolean;
}

/** GET /api/admin/teams/:teamId, and the answer of every change to the team or its roster. */
export interface AdminTeamDetail {
  id: string;
  name: string;
  primary_color: string;
  secondary_color: string;
  season_id: string;
  season_name: string;
  division_id: string;
  division_name: string;
  /** Games the team plays in (home or away); a team with games cannot be deleted. */
  game_count: number;
  /** Captain first, then co-captains, then players; by last name within each. */
  roster: RosterMember[];
}

/** GET /api/admin/teams/:teamId/candidates?q= */
export interface RosterCandidate {
  player_id: string;
  full_name: string;
  /** Tells two players of the same name apart (admins only). */
  email: string | null;
  photo_url: string | null;
}
