import { eq } from 'drizzle-orm';
import { isUuid } from '../../../shared/schemas/ids';
import type { Database, Transaction } from '../../db/client';
import { games } from '../../db/schema/index';
import { holdsAnyRole, requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { GAME_NOT_FOUND, type GameRow } from '../game-events/index';

/** Admins check in to any game; a referee only to the games assigned to them (decision 083). */
export function mayCheckIn(actor: Actor, game: Pick<GameRow, 'refereeUserId'>): boolean {
  return holdsAnyRole(actor, ['admin']) || (holdsAnyRole(actor, ['referee']) && game.refereeUserId === actor.userId);
}

/** The service's first lines, behind the route's admin-or-referee rule: the game exists (404), and it is theirs (403). */
export async function authorizeCheckIn(db: Database | Transaction, actor: Actor | null, gameId: string): Promise<{ actor: Actor; game: GameRow }> {
  const caller = requireActor(actor);
  if (!isUuid(gameId)) throw notFound(GAME_NOT_FOUND);
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  if (!game) throw notFound(GAME_NOT_FOUND);
  if (!mayCheckIn(caller, game)) throw forbidden();
  return { actor: caller, game };
}
