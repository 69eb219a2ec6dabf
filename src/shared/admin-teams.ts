/** Constants and messages of the admin teams API (/api/admin/teams); its answers are in api/teams.ts. */

export const TEAMS_PAGE_SIZE_DEFAULT = 25;
export const TEAMS_PAGE_SIZE_MAX = 100;
/** Candidates shown for one search: enough to pick from, few enough to read on a phone. */
export const ROSTER_CANDIDATES_LIMIT = 20;

/**
 * The most teams one division holds in a season. The enhanced rankings compare every team with
 * every other (a 2,000-team import made each answer 20 s and 1.3 GB, then a 500): 64 is far past
 * any recreational division and keeps that answer small (issue 19).
 */
export const MAX_TEAMS_PER_DIVISION = 64;

export const TEAM_MESSAGES = {
  divisionFull: (existing: number, adding: number) =>
    `A division holds at most ${MAX_TEAMS_PER_DIVISION} teams in a season: this one has ${existing}, and ${adding} more would pass that.`,
  nameTaken: 'A team with this name already exists in this season and division.',
  hasGames: 'This team has games and cannot be deleted. Move or delete its games first.',
  alreadyOnTeam: 'This player is already on this team.',
  notOnTeam: 'That player is not on this team.',
  onAnotherTeam: (player: string, team: string) => `${player} is already on ${team} in this season and division.`,
  jerseyTaken: (jersey: number) => `Jersey number ${jersey} is already taken on this team.`,
} as const;
