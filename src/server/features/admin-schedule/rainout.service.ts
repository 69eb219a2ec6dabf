import { zonedDayRange } from '../../../shared/zoned-time';
import { and, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { MakeupPlan, MakeupsResult, RainoutPreview, RainoutResult } from '../../../shared/api/admin-schedule';
import { ACTIVE_GAME_STATUSES } from '../../../shared/games';
import { ADMIN_SCHEDULE_MESSAGES, MAKEUPS_MAX, type MakeupsInput, MIN_REST_DAYS_DEFAULT, type RainoutInput } from '../../../shared/schemas/admin-schedule';
import type { Database } from '../../db/client';
import { fields, games, nextGameRevision } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { AppError, invalidField } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';
import { publishLiveChanges } from '../live/index';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { lockSeasonSchedule } from '../schedule/index';
import { proposeMakeups } from './makeup-slots';
import { type NoticeDeps, notifyScheduleChanges } from './schedule-notices';
import { loadScheduleGames, loadScheduleGamesById } from './schedule-games';
import { assertNoConflicts, SCHEDULE_ERRORS, withFieldIndex } from './schedule-rules';

// Rainout (product.md "Beyond the original spec", decision 038): a date, or one field on a
// date, is called off in one step; its active games become postponed, make-up slots are
// proposed by the schedule's rules, and the teams and referees hear of it once (decision 074:
// in the rainout's transaction, one message per person for the day).

type Deps = NoticeDeps & { actor: Actor | null };

/** The active games of the date (on the league's clocks), on one field when given. */
function rainedOutGames(input: RainoutInput, timeZone: string): SQL | undefined {
  const day = zonedDayRange(input.date, timeZone);
  return and(
    inArray(games.status, [...ACTIVE_GAME_STATUSES]),
    gte(games.startsAt, day.start),
    lt(games.startsAt, day.end),
    input.field_id ? eq(games.fieldId, input.field_id) : undefined,
  );
}

async function assertFieldOfRainout(db: Database, fieldId: string | null | undefined): Promise<void> {
  if (!fieldId) return;
  const [row] = await db.select({ id: fields.id }).from(fields).where(eq(fields.id, fieldId));
  if (!row) throw invalidField('field_id', ADMIN_SCHEDULE_MESSAGES.field);
}

export async function previewRainout({ db, actor, input }: { db: Database; actor: Actor | null; input: RainoutInput }): Promise<RainoutPreview> {
  requireActor(actor);
  await assertFieldOfRainout(db, input.field_id);
  const { timeZone } = await readLeagueSettings(db);
  return { date: input.date, games: await loadScheduleGames(db, { where: rainedOutGames(input, timeZone) }) };
}

/**
 * The make-up proposal again, for the games of the date (and field) that are still postponed
 * (issue 20 item 11): closing the rainout's dialog loses nothing, the proposal is recomputed from
 * what is stored now. Nothing is written; accepting checks every slot again.
 */
export async function reproposeMakeups({ db, actor, input }: { db: Database; actor: Actor | null; input: RainoutInput }): Promise<MakeupPlan> {
  requireActor(actor);
  await assertFieldOfRainout(db, input.field_id);
  const { timeZone } = await readLeagueSettings(db);
  const day = zonedDayRange(input.date, timeZone);
  const plan = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(games)
      .where(
        and(
          eq(games.status, 'postponed'),
          gte(games.startsAt, day.start),
          lt(games.startsAt, day.end),
          input.field_id ? eq(games.fieldId, input.field_id) : undefined,
        ),
      )
      .orderBy(games.startsAt, games.id)
      .limit(MAKEUPS_MAX);
    return { ids: rows.map((r) => r.id), ...(await proposeMakeups(tx, rows, { timeZone, minRestDays: input.min_rest_days ?? MIN_REST_DAYS_DEFAULT })) };
  });
  return { date: input.date, postponed: await loadScheduleGamesById(db, plan.ids), proposals: plan.proposals, unplaced: plan.unplaced };
}

/**
 * Postpones the date's active games. Every season with games that day is locked (in id order,
 * so two rainouts cannot deadlock) before the games are read again: a second admin raining out
 * the same date at once finds them already postponed, postpones nothing and sends nothing.
 */
export async function rainOut({ actor, input, ...deps }: Deps & { input: RainoutInput }): Promise<RainoutResult> {
  const admin = requireActor(actor);
  await assertFieldOfRainout(deps.db, input.field_id);
  const { timeZone } = await readLeagueSettings(deps.db);
  const where = rainedOutGames(input, timeZone);
  const outcome = await deps.db.transaction(async (tx) => {
    const seasonIds = (await tx.selectDistinct({ id: games.seasonId }).from(games).where(where)).map((r) => r.id).sort();
    for (const seasonId of seasonIds) await lockSeasonSchedule(tx, seasonId);
    if (seasonIds.length === 0) return { postponed: [], plan: { proposals: [], unplaced: [] }, notified: 0 };
    const rows = await tx
      .select()
      .from(games)
      .where(and(where, inArray(games.seasonId, seasonIds)))
      .orderBy(games.startsAt, games.id)
      .for('update');
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return { postponed: [], plan: { proposals: [], unplaced: [] }, notified: 0 };
    const now = new Date();
    for (const before of rows) {
      const [after] = await tx
        .update(games)
        .set({ status: 'postponed', isLive: false, sequence: before.sequence + 1, revision: nextGameRevision(), updatedAt: now })
        .where(eq(games.id, before.id))
        .returning();
      await recordAudit(tx, {
        actor: admin,
        action: 'games.rained_out',
        entityType: 'game',
        entityId: before.id,
        before,
        after: { ...after, rainout_date: input.date },
      });
    }
    const plan = await proposeMakeups(
      tx,
      rows.map((r) => ({ ...r, status: 'postponed' })),
      { timeZone, minRestDays: input.min_rest_days ?? MIN_REST_DAYS_DEFAULT },
    );
    // A game rained out while being played leaves /live's board as postponed.
    await publishLiveChanges(tx, rows);
    const postponed = await loadScheduleGamesById(tx, ids);
    const notified = await notifyScheduleChanges(
      tx,
      deps.baseUrl,
      postponed.map((game) => ({ game, what: 'postponed' as const })),
    );
    return { postponed, plan, notified };
  });
  return { date: input.date, postponed: outcome.postponed, ...outcome.plan, notified: outcome.notified };
}

/**
 * Moves postponed games into the make-up slots the admin accepted (the proposals or their own),
 * back to scheduled, all or none: a slot that double-books is refused with the clash named.
 */
export async function acceptMakeups({ actor, input, ...deps }: Deps & { input: MakeupsInput }): Promise<MakeupsResult> {
  const admin = requireActor(actor);
  const ids = input.moves.map((m) => m.game_id);
  const seen = new Set<string>();
  input.moves.forEach((move, i) => {
    if (seen.has(move.game_id)) throw invalidField(`moves.${i}.game_id`, 'Each game can take one make-up slot.');
    seen.add(move.game_id);
  });
  const fieldIds = [...new Set(input.moves.map((m) => m.field_id).filter((id): id is string => !!id))];
  const knownFields = new Set(
    fieldIds.length ? (await deps.db.select({ id: fields.id }).from(fields).where(inArray(fields.id, fieldIds))).map((f) => f.id) : [],
  );
  input.moves.forEach((move, i) => {
    if (move.field_id && !knownFields.has(move.field_id)) throw invalidField(`moves.${i}.field_id`, ADMIN_SCHEDULE_MESSAGES.field);
  });
  const seasonIds = [...new Set((await deps.db.select({ id: games.seasonId }).from(games).where(inArray(games.id, ids))).map((r) => r.id))].sort();
  return withFieldIndex(() =>
    deps.db.transaction(async (tx) => {
      for (const seasonId of seasonIds) await lockSeasonSchedule(tx, seasonId);
      const rows = await tx.select().from(games).where(inArray(games.id, ids)).orderBy(games.id).for('update');
      const byId = new Map(rows.map((r) => [r.id, r]));
      input.moves.forEach((move, i) => {
        const row = byId.get(move.game_id);
        if (!row) throw invalidField(`moves.${i}.game_id`, ADMIN_SCHEDULE_MESSAGES.game);
        if (row.status !== 'postponed')
          throw new AppError('CONFLICT', SCHEDULE_ERRORS.notPostponedMakeup, [{ path: `moves.${i}.game_id`, message: SCHEDULE_ERRORS.notPostponedMakeup }]);
      });
      const planned = input.moves.map((move, i) => {
        const row = byId.get(move.game_id) as (typeof rows)[number];
        return { row, key: String(i), startsAt: new Date(move.starts_at), fieldId: move.field_id };
      });
      await assertNoConflicts(
        tx,
        planned.map((p) => ({
          key: p.key,
          gameId: p.row.id,
          homeTeamId: p.row.homeTeamId,
          awayTeamId: p.row.awayTeamId,
          fieldId: p.fieldId,
          refereeUserId: p.row.refereeUserId,
          startsAt: p.startsAt,
        })),
        (c) => `moves.${c.key}.${c.kind === 'field' ? 'field_id' : 'starts_at'}`,
      );
      const now = new Date();
      for (const p of planned) {
        const [after] = await tx
          .update(games)
          .set({ startsAt: p.startsAt, fieldId: p.fieldId, status: 'scheduled', sequence: p.row.sequence + 1, revision: nextGameRevision(), updatedAt: now })
          .where(eq(games.id, p.row.id))
          .returning();
        await recordAudit(tx, { actor: admin, action: 'games.rescheduled', entityType: 'game', entityId: p.row.id, before: p.row, after });
      }
      const previous = new Map(planned.map((p) => [p.row.id, p.row.startsAt.toISOString()]));
      const moved = await loadScheduleGamesById(
        tx,
        planned.map((p) => p.row.id),
      );
      const notified = await notifyScheduleChanges(
        tx,
        deps.baseUrl,
        moved.map((game) => ({ game, what: 'rescheduled' as const, previousStartsAt: previous.get(game.id) })),
      );
      return { games: moved, notified };
    }),
  );
}
