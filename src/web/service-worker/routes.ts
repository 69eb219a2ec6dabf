// Which answers the worker keeps, and how (decisions 040, 055, 058, 073).

/** The schedule, the settings, home, standings, live games: read by visitors, kept for all. */
const PUBLIC_ANSWERS = ['/api/schedule', '/api/settings/public', '/api/home', '/api/rankings', '/api/live'];
/** A game's page data, /api/games/{gameId}: the games opened from the schedule. */
const GAME_ANSWER = /^\/api\/games\/[0-9a-f-]{36}$/;
/** The player's schedule and home panel, the roles (the pages' guards), the referee's dashboard. */
const PRIVATE_ANSWERS = ['/api/me/schedule', '/api/me/next-game', '/api/me/roles', '/api/referee/games', '/api/me/pass', '/api/check-in/games'];
/** The referee's game with its rosters, /api/referee/games/{gameId}: the page a referee reopens at the field. */
const REFEREE_GAME_ANSWER = /^\/api\/referee\/games\/[0-9a-f-]{36}$/;
/** A game's check-in sheet, /api/games/{gameId}/check-in (decision 083). */
const CHECK_IN_SHEET_ANSWER = /^\/api\/games\/[0-9a-f-]{36}\/check-in$/;
/** Who is signed in: read to learn the account, never kept (it carries the session's token). */
export const SESSION_ANSWER = '/api/auth/get-session';
/** Calls after which the private answers belong to someone else (or nobody). */
const SESSION_CHANGES = /^\/api\/auth\/(sign-in|sign-up|sign-out|phone-number\/verify|revoke-sessions)/;

export const isPublicAnswer = (pathname: string) => PUBLIC_ANSWERS.includes(pathname) || GAME_ANSWER.test(pathname);
export const isPrivateAnswer = (pathname: string) =>
  PRIVATE_ANSWERS.includes(pathname) || REFEREE_GAME_ANSWER.test(pathname) || CHECK_IN_SHEET_ANSWER.test(pathname);
export const changesSession = (pathname: string) => SESSION_CHANGES.test(pathname);
