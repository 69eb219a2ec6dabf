import { and, eq, inArray } from 'drizzle-orm';
import { TRADE_MESSAGES } from '../../../shared/trades';
import { zonedDate } from '../../../shared/zoned-time';
import { readLeagueSettings } from '../../core/settings/league-settings';
import type { Database, Transaction } from '../../db/client';
import { players, teamRosters, teams, tradeSteps } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { AppError, conflict, invalidField } from '../../http/errors';
import { findIneligibility } from '../eligibility/index';
import { lockTeam, type TeamRow } from '../teams/index';
import type { TradeStep } from '../../../shared/trades';

type Db = Database | Transaction;
const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** The league's trade deadline and whether today (in the league's time zone) is past it. */
export async function tradeDeadline(db: Db, now: Date): Promise<{ deadline: string | null; passed: boolean }> {
  const settings = await readLeagueSettings(db);
  const deadline = settings.tradeDeadline;
  return { deadline, passed: deadline !== null && zonedDate(now, settings.timeZone) > deadline };
}

/** 409 past the deadline: proposing, accepting and approving stop then (declining, withdrawing and rejecting do not). */
export async function assertBeforeDeadline(db: Db, now: Date): Promise<void> {
  const { deadline, passed } = await tradeDeadline(db, now);
  if (passed && deadline) throw conflict(TRADE_MESSAGES.deadlinePassed(deadline));
}

/**
 * Both teams' rows, locked in a fixed order (no deadlock between two trades of the same pair):
 * every roster change of a team takes the same lock (teams/lockTeam), so none runs while this
 * transaction checks and moves.
 */
export async function lockTradeTeams(tx: Transaction, teamIds: readonly [string, string]): Promise<Map<string, TeamRow>> {
  const locked = new Map<string, TeamRow>();
  for (const id of [...teamIds].sort()) locked.set(id, await lockTeam(tx, id));
  return locked;
}

export interface Moving {
  playerId: string;
  fromTeamId: string;
}

/**
 * Every player is still on the team they leave, is not its captain, and may play for the team
 * they join (the division's eligibility, decision 044). `path` names the field a refusal is
 * filed under; `status` is 'conflict' at approval (the rosters changed), else a 422.
 */
export async function assertPlayersMayMove(
  tx: Db,
  moving: readonly Moving[],
  teamsById: ReadonlyMap<string, TeamRow>,
  refuse: (message: string, playerId: string) => AppError,
): Promise<void> {
  if (moving.length === 0) return;
  const rows = await tx
    .select({ player: players, teamId: teamRosters.teamId, role: teamRosters.rosterRole })
    .from(players)
    .leftJoin(teamRosters, and(eq(teamRosters.playerId, players.id), inArray(teamRosters.teamId, [...teamsById.keys()])))
    .where(
      inArray(
        players.id,
        moving.map((m) => m.playerId),
      ),
    );
  for (const { playerId, fromTeamId } of moving) {
    const from = teamsById.get(fromTeamId);
    const to = [...teamsById.values()].find((t) => t.id !== fromTeamId);
    const row = rows.find((r) => r.player.id === playerId && r.teamId === fromTeamId);
    if (!from || !to) throw new AppError('INTERNAL', 'a trade names a team it does not have');
    const anyRow = rows.find((r) => r.player.id === playerId);
    if (!row) throw refuse(anyRow ? TRADE_MESSAGES.notOnTeam(nameOf(anyRow.player), from.name) : TRADE_MESSAGES.notOnTeamChoice, playerId);
    if (row.role === 'captain') throw refuse(TRADE_MESSAGES.captainTraded(nameOf(row.player)), playerId);
    const refusal = await findIneligibility(tx, {
      seasonId: to.seasonId,
      divisionId: to.divisionId,
      email: row.player.email,
      playerId,
      person: { dateOfBirth: row.player.dateOfBirth, gender: row.player.gender },
    });
    if (refusal) throw refuse(TRADE_MESSAGES.ineligible(nameOf(row.player), refusal.message), playerId);
  }
}

/** A refusal filed under the list the player was chosen in (the proposal form shows it there). */
export const fieldRefusal = (path: string) => (message: string) => invalidField(path, message);
/** At approval, a player no longer where the trade expects is the rosters having changed: 409. */
export const rosterChanged = (message: string) => new AppError('CONFLICT', `${message} ${TRADE_MESSAGES.rosterChanged}`);

export async function addStep(tx: Transaction, tradeId: string, step: TradeStep, actor: Actor, at: Date, note = ''): Promise<void> {
  await tx.insert(tradeSteps).values({ tradeId, step, actorUserId: actor.userId, note, at });
}

export async function teamRow(db: Db, teamId: string): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(eq(teams.id, teamId));
  return row;
}
