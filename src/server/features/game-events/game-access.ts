import { eq } from 'drizzle-orm';
import type { RefereeMode } from '../../../shared/api/referee';
import { isUuid } from '../../../shared/schemas/ids';
import type { Database, Transaction } from '../../db/client';
import { games } from '../../db/schema/index';
import { assertRoles, holdsAnyRole } from '../../http/access';
import type { Actor } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';

export type GameRow = typeof games.$inferSelect;

/** Who may open a game's referee page at all; which games each may change is gameModeOf's. */
export const GAME_DAY_ROLES = ['referee', 'statistician', 'admin'] as const;

export const GAME_NOT_FOUND = 'That game';

/**
 * What the caller may do with this game (decision 037): admins and the game's own referee
 * everything ('referee'), statisticians the goals, cards and notes of any game ('stats'),
 * anyone else nothing (null).
 */
export function gameModeOf(actor: Actor, game: Pick<GameRow, 'refereeUserId'>): RefereeMode | null {
  if (holdsAnyRole(actor, ['admin'])) return 'referee';
  if (holdsAnyRole(actor, ['referee']) && game.refereeUserId === actor.userId) return 'referee';
  if (holdsAnyRole(actor, ['statistician'])) return 'stats';
  return null;
}

/** The service's first lines: signed in with a game-day role (401/403), the game exists (404), and this game is theirs (403). */
export async function authorizeGame(
  db: Database | Transaction,
  actor: Actor | null,
  gameId: string,
  options: { lock?: boolean } = {},
): Promise<{ actor: Actor; game: GameRow; mode: RefereeMode }> {
  const caller = assertRoles(actor, GAME_DAY_ROLES);
  if (!isUuid(gameId)) throw notFound(GAME_NOT_FOUND);
  const query = db.select().from(games).where(eq(games.id, gameId));
  const [game] = options.lock ? await query.for('update') : await query;
  if (!game) throw notFound(GAME_NOT_FOUND);
  const mode = gameModeOf(caller, game);
  if (!mode) throw forbidden();
  return { actor: caller, game, mode };
}
