import { eq } from 'drizzle-orm';
import type { AdminScheduleGame } from '../../../shared/api/admin-schedule';
import { ACTIVE_GAME_STATUSES, GAME_STATUS_LABELS, type GameStatus, hasResult } from '../../../shared/games';
import { ADMIN_SCHEDULE_MESSAGES, type CreateGameInput, type GameStatusInput, type UpdateGameInput } from '../../../shared/schemas/admin-schedule';
import { games, nextGameRevision } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { conflict, invalidField } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';
import { publishLiveChanges } from '../live/index';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { lockSeasonSchedule } from '../schedule/index';
import { markStandingsStale } from '../standings/index';
import { type GameNotice, type NoticeDeps, notifyScheduleChanges } from './schedule-notices';
import { loadScheduleGame, lockGame, seasonOfGame } from './schedule-games';
import { assertFieldExists, assertNoConflicts, assertReferee, hasEvents, loadTeams, SCHEDULE_ERRORS, withFieldIndex } from './schedule-rules';

// The admin's changes to one game (decision 038). Each runs under the season's lock and then the
// game's, checks double-booking with the shared check, raises the calendar sequence when a
// calendar would show the change, audits it, publishes it to /live viewers when they may be
// showing the game (decision 036), and tells the people it concerns in the same transaction
// (decision 074).

type Deps = NoticeDeps & { actor: Actor | null };

const isActive = (status: string) => (ACTIVE_GAME_STATUSES as readonly string[]).includes(status);

export async function createGame({ actor, input, ...deps }: Deps & { input: CreateGameInput }): Promise<AdminScheduleGame> {
  const admin = requireActor(actor);
  return withFieldIndex(() =>
    deps.db.transaction(async (tx) => {
      const { home, away } = await loadTeams(tx, input.home_team_id, input.away_team_id);
      if (home.seasonId !== away.seasonId || home.divisionId !== away.divisionId) throw invalidField('away_team_id', SCHEDULE_ERRORS.teamsApart);
      await assertFieldExists(tx, input.field_id);
      await assertReferee(tx, input.referee_user_id);
      await lockSeasonSchedule(tx, home.seasonId);
      const startsAt = new Date(input.starts_at);
      await assertNoConflicts(tx, [
        { key: 'new', homeTeamId: home.id, awayTeamId: away.id, fieldId: input.field_id ?? null, refereeUserId: input.referee_user_id ?? null, startsAt },
      ]);
      const [after] = await tx
        .insert(games)
        .values({
          seasonId: home.seasonId,
          divisionId: home.divisionId,
          homeTeamId: home.id,
          awayTeamId: away.id,
          startsAt,
          fieldId: input.field_id ?? null,
          refereeUserId: input.referee_user_id ?? null,
          round: input.round ?? 1,
        })
        .returning();
      if (!after) throw new Error('game was not stored');
      await recordAudit(tx, { actor: admin, action: 'games.created', entityType: 'game', entityId: after.id, before: null, after });
      return loadScheduleGame(tx, after.id);
    }),
  );
}

export async function updateGame({ actor, gameId, input, ...deps }: Deps & { gameId: string; input: UpdateGameInput }): Promise<AdminScheduleGame> {
  const admin = requireActor(actor);
  const seasonId = await seasonOfGame(deps.db, gameId);
  return withFieldIndex(() =>
    deps.db.transaction(async (tx) => {
      await lockSeasonSchedule(tx, seasonId);
      const before = await lockGame(tx, gameId);
      const next = {
        homeTeamId: input.home_team_id ?? before.homeTeamId,
        awayTeamId: input.away_team_id ?? before.awayTeamId,
        startsAt: input.starts_at ? new Date(input.starts_at) : before.startsAt,
        fieldId: input.field_id === undefined ? before.fieldId : input.field_id,
        refereeUserId: input.referee_user_id === undefined ? before.refereeUserId : input.referee_user_id,
        round: input.round ?? before.round,
      };
      const moved = next.startsAt.getTime() !== before.startsAt.getTime() || next.fieldId !== before.fieldId;
      const teamsChanged = next.homeTeamId !== before.homeTeamId || next.awayTeamId !== before.awayTeamId;
      if ((moved || teamsChanged || next.round !== before.round) && !['scheduled', 'postponed'].includes(before.status))
        throw conflict(SCHEDULE_ERRORS.notMovable);
      if (teamsChanged) {
        if (next.homeTeamId === next.awayTeamId) throw invalidField('away_team_id', ADMIN_SCHEDULE_MESSAGES.sameTeams);
        const { home, away } = await loadTeams(tx, next.homeTeamId, next.awayTeamId);
        for (const [team, path] of [
          [home, 'home_team_id'],
          [away, 'away_team_id'],
        ] as const) {
          if (team.seasonId !== before.seasonId || team.divisionId !== before.divisionId) throw invalidField(path, SCHEDULE_ERRORS.teamsOfGame);
        }
      }
      if (next.fieldId !== before.fieldId) await assertFieldExists(tx, next.fieldId);
      if (next.refereeUserId !== before.refereeUserId) await assertReferee(tx, next.refereeUserId);
      // A postponed game given a new time is rescheduled: it holds its slot again.
      const status = before.status === 'postponed' && next.startsAt.getTime() !== before.startsAt.getTime() ? 'scheduled' : before.status;
      if (isActive(status)) {
        await assertNoConflicts(tx, [{ key: gameId, gameId, ...next }]);
      }
      const calendarChange = moved || teamsChanged || status !== before.status;
      const [after] = await tx
        .update(games)
        .set({ ...next, status, sequence: before.sequence + (calendarChange ? 1 : 0), revision: nextGameRevision(), updatedAt: new Date() })
        .where(eq(games.id, gameId))
        .returning();
      await recordAudit(tx, { actor: admin, action: 'games.updated', entityType: 'game', entityId: gameId, before, after });
      const game = await loadScheduleGame(tx, gameId);
      await publishLiveChanges(tx, [before]);
      const formerRefereeIds = before.refereeUserId && before.refereeUserId !== next.refereeUserId ? [before.refereeUserId] : [];
      if (moved || status !== before.status) {
        const what = status !== before.status ? 'rescheduled' : 'moved';
        await notifyScheduleChanges(tx, deps.baseUrl, [{ game, what, previousStartsAt: before.startsAt.toISOString(), formerRefereeIds }]);
      }
      return game;
    }),
  );
}

/** Which statuses each admin decision may start from. */
const ALLOWED_FROM: Record<GameStatusInput['status'], readonly GameStatus[]> = {
  postponed: ['scheduled'],
  cancelled: ['scheduled', 'postponed'],
  forfeit: ['scheduled', 'live', 'final', 'postponed', 'cancelled', 'forfeit'],
  scheduled: ['postponed', 'cancelled', 'forfeit'],
};

const STATUS_NOTICES: Partial<Record<GameStatusInput['status'], GameNotice['what']>> = {
  postponed: 'postponed',
  cancelled: 'cancelled',
  scheduled: 'back on',
};

export async function setGameStatus({ actor, gameId, input, ...deps }: Deps & { gameId: string; input: GameStatusInput }): Promise<AdminScheduleGame> {
  const admin = requireActor(actor);
  const seasonId = await seasonOfGame(deps.db, gameId);
  return withFieldIndex(() =>
    deps.db.transaction(async (tx) => {
      await lockSeasonSchedule(tx, seasonId);
      const before = await lockGame(tx, gameId);
      const to = input.status;
      if (!(ALLOWED_FROM[to] as readonly string[]).includes(before.status)) {
        const label = GAME_STATUS_LABELS[before.status];
        throw conflict(
          before.status === to
            ? `That game is already ${label.toLowerCase()}.`
            : `A ${label.toLowerCase()} game cannot be set to ${GAME_STATUS_LABELS[to].toLowerCase()}.`,
        );
      }
      let change: Partial<typeof games.$inferInsert>;
      if (to === 'forfeit') {
        const winner = input.forfeit_winner_team_id;
        if (winner !== before.homeTeamId && winner !== before.awayTeamId) throw invalidField('forfeit_winner_team_id', ADMIN_SCHEDULE_MESSAGES.forfeitWinner);
        const { forfeitWinnerGoals, forfeitLoserGoals } = await readLeagueSettings(tx);
        const homeWins = winner === before.homeTeamId;
        change = {
          status: 'forfeit',
          forfeitWinnerTeamId: winner,
          homeScore: homeWins ? forfeitWinnerGoals : forfeitLoserGoals,
          awayScore: homeWins ? forfeitLoserGoals : forfeitWinnerGoals,
          isLive: false,
        };
      } else if (to === 'scheduled') {
        await assertNoConflicts(tx, [
          {
            key: gameId,
            gameId,
            homeTeamId: before.homeTeamId,
            awayTeamId: before.awayTeamId,
            fieldId: before.fieldId,
            refereeUserId: before.refereeUserId,
            startsAt: before.startsAt,
          },
        ]);
        change = { status: 'scheduled', forfeitWinnerTeamId: null, homeScore: null, awayScore: null, isLive: false };
      } else {
        change = { status: to, isLive: false };
      }
      const [after] = await tx
        .update(games)
        .set({ ...change, sequence: before.sequence + 1, revision: nextGameRevision(), updatedAt: new Date() })
        .where(eq(games.id, gameId))
        .returning();
      // A forfeit given or lifted, or a final overruled: the division's table is behind (decision 041).
      if (hasResult(before.status) || hasResult(to)) await markStandingsStale(tx, before.seasonId, before.divisionId);
      await recordAudit(tx, { actor: admin, action: `games.${to}`, entityType: 'game', entityId: gameId, before, after });
      const game = await loadScheduleGame(tx, gameId);
      await publishLiveChanges(tx, [before]);
      const what = STATUS_NOTICES[to];
      if (what) await notifyScheduleChanges(tx, deps.baseUrl, [{ game, what }]);
      return game;
    }),
  );
}

export async function deleteGame({ actor, gameId, db }: Deps & { gameId: string }): Promise<void> {
  const admin = requireActor(actor);
  const seasonId = await seasonOfGame(db, gameId);
  await db.transaction(async (tx) => {
    await lockSeasonSchedule(tx, seasonId);
    const before = await lockGame(tx, gameId);
    if (before.status !== 'scheduled' || (await hasEvents(tx, gameId))) throw conflict(SCHEDULE_ERRORS.notDeletable);
    await tx.delete(games).where(eq(games.id, gameId));
    await recordAudit(tx, { actor: admin, action: 'games.deleted', entityType: 'game', entityId: gameId, before, after: null });
  });
}
