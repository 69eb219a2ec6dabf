/**
 * Constants and labels of the public league directory (/api/public/teams, /api/public/players);
 * its answers are in api/league-directory.ts.
 */

export const PUBLIC_PLAYERS_PAGE_SIZE = 24;
