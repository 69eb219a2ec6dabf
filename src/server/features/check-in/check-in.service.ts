import { and, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { CheckInDay, CheckInResult, CheckInSheet } from '../../../shared/api/check-in';
import { CHECK_IN_MESSAGES } from '../../../shared/check-in';
import type { CheckInInput } from '../../../shared/schemas/check-in';
import { zonedDayAround } from '../../../shared/zoned-time';
import { recordAudit } from '../../core/audit/audit.service';
import { readLeagueSettings } from '../../core/settings/league-settings';
import type { Database } from '../../db/client';
import { gameCheckIns, games } from '../../db/schema/index';
import { holdsAnyRole, requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { conflict, invalidField, notFound } from '../../http/errors';
import { GAME_NOT_FOUND } from '../game-events/index';
import { listGameSummaries } from '../games/index';
import { authorizeCheckIn } from './check-in-access';
import { checkInPlayers, readCheckIns, sheetOf } from './check-in-sheet';
import { playerOfPass } from './pass.service';
import type { PassSigner } from './pass-token';

const DAY_MS = 86_400_000;
const UPCOMING_DAYS = 14;
const UPCOMING_LIMIT = 30;
/** A device's clock a little ahead is forgiven; a scan time later than that is taken as now. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * GET /api/check-in/games: today's games with their sheets (the device keeps them for the
 * field), and the next two weeks' games to pick from. A referee's own games; an admin's all.
 */
export async function listCheckInDay(db: Database, actor: Actor | null, now = new Date()): Promise<CheckInDay> {
  const caller = requireActor(actor);
  const mine = holdsAnyRole(caller, ['admin']) ? undefined : eq(games.refereeUserId, caller.userId);
  const { timeZone } = await readLeagueSettings(db);
  const day = zonedDayAround(now, timeZone);
  const todayWhere = and(mine, or(and(gte(games.startsAt, day.start), lt(games.startsAt, day.end)), eq(games.isLive, true)));
  const [todaySummaries, upcoming] = await Promise.all([
    listGameSummaries(db, { where: todayWhere, order: 'soonest', limit: 50 }),
    listGameSummaries(db, {
      where: and(mine, gte(games.startsAt, day.end), lt(games.startsAt, new Date(day.end.getTime() + UPCOMING_DAYS * DAY_MS)), eq(games.status, 'scheduled')),
      order: 'soonest',
      limit: UPCOMING_LIMIT,
    }),
  ]);
  const rows = todaySummaries.length
    ? await db
        .select()
        .from(games)
        .where(
          inArray(
            games.id,
            todaySummaries.map((s) => s.id),
          ),
        )
    : [];
  const rowOf = new Map(rows.map((r) => [r.id, r]));
  const today: CheckInSheet[] = [];
  for (const summary of todaySummaries) {
    const row = rowOf.get(summary.id);
    if (row) today.push(await sheetOf(db, row, summary));
  }
  return { today, upcoming };
}

/** GET /api/games/{gameId}/check-in */
export async function getCheckInSheet(db: Database, actor: Actor | null, gameId: string): Promise<CheckInSheet> {
  const { game } = await authorizeCheckIn(db, actor, gameId);
  const [summary] = await listGameSummaries(db, { where: eq(games.id, game.id), order: 'soonest', limit: 1 });
  if (!summary) throw notFound(GAME_NOT_FOUND);
  return sheetOf(db, game, summary);
}

/**
 * POST /api/games/{gameId}/check-ins. One row per game and player, whatever number of devices
 * (the unique index decides, decision 083): the first write stores it ('created', 201); the
 * same write again answers it ('replayed'); another device's answers the one that stands
 * ('already_checked_in'). A flagged player needs a reason (422 on `reason`); a player on
 * neither roster, or a pass that names no one, is a conflict (409) the device shows.
 */
export async function checkIn(
  db: Database,
  signer: PassSigner,
  actor: Actor | null,
  gameId: string,
  input: CheckInInput,
  now = new Date(),
): Promise<CheckInResult> {
  const { actor: caller, game } = await authorizeCheckIn(db, actor, gameId);
  const playerId = input.player_id ?? (input.pass_token ? await playerOfPass(db, signer, input.pass_token) : null);
  if (!playerId) throw conflict(CHECK_IN_MESSAGES.badPass);
  const player = (await checkInPlayers(db, game)).find((p) => p.id === playerId);
  if (!player) throw conflict(CHECK_IN_MESSAGES.notOnRoster);

  const standing = async (): Promise<CheckInResult | null> => {
    const [existing] = await readCheckIns(db, game.id, player.id);
    if (!existing) return null;
    return { outcome: existing.client_key === input.client_key ? 'replayed' : 'already_checked_in', check_in: existing, player_name: player.name };
  };
  const before = await standing();
  if (before) return before;
  const reason = input.reason?.trim() || null;
  if (player.flags.length > 0 && !reason) throw invalidField('reason', CHECK_IN_MESSAGES.reasonRequired);

  const scanned = new Date(input.scanned_at);
  const scannedAt = scanned.getTime() > now.getTime() + CLOCK_SKEW_MS ? now : scanned;
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(gameCheckIns)
      .values({
        gameId: game.id,
        playerId: player.id,
        teamId: player.team_id,
        clientKey: input.client_key,
        method: input.pass_token ? 'pass' : 'tap',
        flags: player.flags,
        reason: player.flags.length > 0 ? reason : null,
        scannedAt,
        checkedInByUserId: caller.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (row) {
      await recordAudit(tx, { actor: caller, action: 'check_in.created', entityType: 'game_check_in', entityId: row.id, before: null, after: row });
    }
    return row;
  });
  if (!created) {
    // Another device's write won the race (or this key was used for another player).
    const after = await standing();
    if (after) return after;
    throw conflict('This check-in was already sent for another player (client_key reused).');
  }
  const [stored] = await readCheckIns(db, game.id, player.id);
  if (!stored) throw conflict(CHECK_IN_MESSAGES.notOnRoster);
  return { outcome: 'created', check_in: stored, player_name: player.name };
}

/** DELETE /api/games/{gameId}/check-ins/{playerId}: the check-in undone (none there: nothing to do, still 204). */
export async function undoCheckIn(db: Database, actor: Actor | null, gameId: string, playerId: string): Promise<void> {
  const { actor: caller, game } = await authorizeCheckIn(db, actor, gameId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(gameCheckIns)
      .where(and(eq(gameCheckIns.gameId, game.id), eq(gameCheckIns.playerId, playerId)))
      .returning();
    if (row) await recordAudit(tx, { actor: caller, action: 'check_in.undone', entityType: 'game_check_in', entityId: row.id, before: row, after: null });
  });
}
