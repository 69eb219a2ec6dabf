import { and, asc, count, eq, gt, inArray, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SubstituteRequest } from '../../../shared/api/lineups';
import type { Database, Transaction } from '../../db/client';
import { games, players, substituteRequests, teams } from '../../db/schema/index';

const substitute = alias(players, 'substitute');

/** The team's requests for a substitute that nobody has claimed yet, for games not started. */
export async function countOpenSubstituteRequests(db: Database | Transaction, teamId: string, now: Date): Promise<number> {
  const [open] = await db
    .select({ count: count() })
    .from(substituteRequests)
    .innerJoin(games, eq(games.id, substituteRequests.gameId))
    .where(and(eq(substituteRequests.teamId, teamId), eq(substituteRequests.status, 'open'), gt(games.startsAt, now)));
  return open?.count ?? 0;
}

/** Substitute requests in the answer's shape (the claimant's name only, nothing private). */
export async function readSubstituteRequests(db: Database | Transaction, where: SQL | undefined): Promise<SubstituteRequest[]> {
  const rows = await db
    .select({
      id: substituteRequests.id,
      gameId: substituteRequests.gameId,
      teamId: teams.id,
      teamName: teams.name,
      status: substituteRequests.status,
      note: substituteRequests.note,
      createdAt: substituteRequests.createdAt,
      subId: substitute.id,
      subFirst: substitute.firstName,
      subLast: substitute.lastName,
    })
    .from(substituteRequests)
    .innerJoin(teams, eq(teams.id, substituteRequests.teamId))
    .leftJoin(substitute, eq(substitute.id, substituteRequests.claimedByPlayerId))
    .where(where)
    .orderBy(asc(substituteRequests.createdAt), asc(substituteRequests.id));
  return rows.map((r) => ({
    id: r.id,
    game_id: r.gameId,
    team: { id: r.teamId, name: r.teamName },
    status: r.status,
    note: r.note,
    substitute: r.subId ? { id: r.subId, name: `${r.subFirst ?? ''} ${r.subLast ?? ''}`.trim() } : null,
    created_at: r.createdAt.toISOString(),
  }));
}

/** A team's requests for a game that were not withdrawn: open ones and who filled the others. */
export function listTeamSubstituteRequests(db: Database | Transaction, gameId: string, teamId: string): Promise<SubstituteRequest[]> {
  return readSubstituteRequests(
    db,
    and(eq(substituteRequests.gameId, gameId), eq(substituteRequests.teamId, teamId), ne(substituteRequests.status, 'cancelled')),
  );
}

export function readSubstituteRequestsByIds(db: Database | Transaction, ids: readonly string[]): Promise<SubstituteRequest[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return readSubstituteRequests(db, inArray(substituteRequests.id, [...ids]));
}
