import { checkInDaySchema, checkInResultSchema, checkInSheetSchema, playerPassSchema } from '../../../shared/api/check-in';
import { CHECK_IN_ROLES } from '../../../shared/check-in';
import { checkInInputSchema } from '../../../shared/schemas/check-in';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, emptyResponse, pathIds, withStatus } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { GAME_NOT_FOUND } from '../game-events/index';
import { checkIn, getCheckInSheet, listCheckInDay, undoCheckIn } from './check-in.service';
import { getMyPass, renewMyPass, revokeMyPass } from './pass.service';
import { createPassSigner } from './pass-token';

const checkers = access.roles(...CHECK_IN_ROLES);
const OWN_GAMES = "Admins: any game; referees: the games assigned to them (another referee's game: 403).";
const NO_PLAYER = 'A signed-in account without a player record: 409.';

/** Game-day check-in and the player pass (issue 24, decision 083). */
export function checkInRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const signer = createPassSigner(deps.secret);
  return apiRoutes('Check-in', [
    apiRoute(
      {
        method: 'get',
        path: '/api/me/pass',
        summary: "The caller's player pass: the signed token shown as a QR code (made on first asking; null once revoked)",
        description: NO_PLAYER,
        access: access.signedIn,
        response: playerPassSchema,
        errors: [409],
      },
      async ({ actor }) => getMyPass(db, signer, actor),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/me/pass',
        summary: 'Renew the caller’s pass: a new token; every older one stops working',
        description: NO_PLAYER,
        access: access.signedIn,
        response: playerPassSchema,
        errors: [409],
      },
      async ({ actor }) => renewMyPass(db, signer, actor),
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/me/pass',
        summary: 'Revoke the caller’s pass: no token works until they renew it',
        description: NO_PLAYER,
        access: access.signedIn,
        response: playerPassSchema,
        errors: [409],
      },
      async ({ actor }) => revokeMyPass(db, signer, actor),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/check-in/games',
        summary: "Today's games with both rosters, statuses and check-ins (kept on the device), and the next games",
        description: "A referee's own games; an admin's, the league's.",
        access: checkers,
        response: checkInDaySchema,
      },
      async ({ actor }) => listCheckInDay(db, actor),
    ),
    apiRoute(
      {
        method: 'get',
        path: '/api/games/:gameId/check-in',
        summary: "A game's check-in sheet: both rosters and approved substitutes with photo, waiver, payment and suspension status, and who is in",
        description: OWN_GAMES,
        access: checkers,
        params: pathIds('gameId'),
        notFound: GAME_NOT_FOUND,
        response: checkInSheetSchema,
        errors: [403],
      },
      async ({ actor, params }) => getCheckInSheet(db, actor, params.gameId),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/games/:gameId/check-ins',
        summary: 'Check a player in, by id or by pass token (idempotent on client_key; one check-in per game and player)',
        description: `${OWN_GAMES} A flagged player (unpaid, waiver not signed, suspended) needs a reason (422). A player already in: 200 with outcome already_checked_in and the check-in that stands. A player on neither roster, or a pass that names no one: 409.`,
        access: checkers,
        params: pathIds('gameId'),
        notFound: GAME_NOT_FOUND,
        body: checkInInputSchema,
        response: checkInResultSchema,
        status: 201,
        alsoStatus: [200],
        errors: [403, 409],
      },
      async ({ actor, params, body }) => {
        const result = await checkIn(db, signer, actor, params.gameId, body);
        return result.outcome === 'created' ? result : withStatus(200, result);
      },
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/games/:gameId/check-ins/:playerId',
        summary: "Undo a player's check-in (none there: nothing to do)",
        description: OWN_GAMES,
        access: checkers,
        params: pathIds('gameId', 'playerId'),
        notFound: GAME_NOT_FOUND,
        response: emptyResponse,
        errors: [403],
      },
      async ({ actor, params }) => undoCheckIn(db, actor, params.gameId, params.playerId),
    ),
  ]);
}
