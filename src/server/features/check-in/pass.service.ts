import { eq } from 'drizzle-orm';
import type { PlayerPass } from '../../../shared/api/check-in';
import { CHECK_IN_MESSAGES } from '../../../shared/check-in';
import type { Database } from '../../db/client';
import { playerPasses, players } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { conflict } from '../../http/errors';
import type { PassSigner } from './pass-token';

async function callerPlayer(db: Database, actor: Actor | null) {
  const caller = requireActor(actor);
  const [player] = await db.select({ id: players.id, first: players.firstName, last: players.lastName }).from(players).where(eq(players.userId, caller.userId));
  if (!player) throw conflict(CHECK_IN_MESSAGES.noPlayerRecord);
  return { id: player.id, name: `${player.first} ${player.last}`.trim() };
}

function passOf(signer: PassSigner, name: string, row: { lookup: string | null; createdAt: Date } | undefined): PlayerPass {
  const lookup = row?.lookup ?? null;
  return { token: lookup ? signer.token(lookup) : null, player_name: name, created_at: lookup ? (row?.createdAt.toISOString() ?? null) : null };
}

/** GET /api/me/pass: the caller's pass, made on first asking (a player who revoked theirs gets none until they renew it). */
export async function getMyPass(db: Database, signer: PassSigner, actor: Actor | null): Promise<PlayerPass> {
  const player = await callerPlayer(db, actor);
  const [row] = await db.select().from(playerPasses).where(eq(playerPasses.playerId, player.id));
  if (row) return passOf(signer, player.name, row);
  const [made] = await db.insert(playerPasses).values({ playerId: player.id, lookup: signer.newLookup() }).onConflictDoNothing().returning();
  if (made) return passOf(signer, player.name, made);
  // Made by another request at the same moment: that one.
  const [other] = await db.select().from(playerPasses).where(eq(playerPasses.playerId, player.id));
  return passOf(signer, player.name, other);
}

/** POST /api/me/pass: a new pass; the old one (printed, screenshotted) stops working. */
export async function renewMyPass(db: Database, signer: PassSigner, actor: Actor | null): Promise<PlayerPass> {
  const player = await callerPlayer(db, actor);
  const lookup = signer.newLookup();
  const [row] = await db
    .insert(playerPasses)
    .values({ playerId: player.id, lookup })
    .onConflictDoUpdate({ target: playerPasses.playerId, set: { lookup, createdAt: new Date() } })
    .returning();
  return passOf(signer, player.name, row);
}

/** DELETE /api/me/pass: no pass at all until the player renews it. */
export async function revokeMyPass(db: Database, signer: PassSigner, actor: Actor | null): Promise<PlayerPass> {
  const player = await callerPlayer(db, actor);
  await db
    .insert(playerPasses)
    .values({ playerId: player.id, lookup: null })
    .onConflictDoUpdate({ target: playerPasses.playerId, set: { lookup: null } });
  return passOf(signer, player.name, undefined);
}

/** The player a pass token names, or null (forged, revoked, renewed). */
export async function playerOfPass(db: Database, signer: PassSigner, token: string): Promise<string | null> {
  const lookup = signer.verify(token);
  if (!lookup) return null;
  const [row] = await db.select({ playerId: playerPasses.playerId }).from(playerPasses).where(eq(playerPasses.lookup, lookup));
  return row?.playerId ?? null;
}
