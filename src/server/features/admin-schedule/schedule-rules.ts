import { and, count, eq, inArray } from 'drizzle-orm';
import { ADMIN_SCHEDULE_MESSAGES } from '../../../shared/schemas/admin-schedule';
import type { Database, Transaction } from '../../db/client';
import { fields, gameEvents, teams, userRoles } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/errors';
import { AppError, invalidField } from '../../http/errors';
import { findScheduleConflicts, type ScheduleCandidate, type ScheduleConflict } from '../schedule/index';

type Db = Database | Transaction;

export const SCHEDULE_ERRORS = {
  teamsApart: 'Both teams must be of the same season and division.',
  teamsOfGame: "Choose teams of the game's season and division.",
  notMovable: 'Only a scheduled or postponed game can be moved or changed.',
  fieldTaken: 'That field is already booked at that time.',
  notDeletable: 'Only a scheduled game with no recorded events can be deleted; postpone or cancel it instead.',
  notPostponedMakeup: 'Only a postponed game can take a make-up slot.',
} as const;

export interface TeamPlace {
  id: string;
  seasonId: string;
  divisionId: string;
}

/** The two teams, each checked to exist (422 under its field). */
export async function loadTeams(tx: Db, homeTeamId: string, awayTeamId: string): Promise<{ home: TeamPlace; away: TeamPlace }> {
  const rows = await tx
    .select({ id: teams.id, seasonId: teams.seasonId, divisionId: teams.divisionId })
    .from(teams)
    .where(inArray(teams.id, [homeTeamId, awayTeamId]));
  const home = rows.find((r) => r.id === homeTeamId);
  const away = rows.find((r) => r.id === awayTeamId);
  if (!home) throw invalidField('home_team_id', ADMIN_SCHEDULE_MESSAGES.homeTeam);
  if (!away) throw invalidField('away_team_id', ADMIN_SCHEDULE_MESSAGES.awayTeam);
  return { home, away };
}

/** The field, share-locked so that an admin deleting it at the same moment waits for this save (or wins first). */
export async function assertFieldExists(tx: Transaction, fieldId: string | null | undefined, path = 'field_id'): Promise<void> {
  if (!fieldId) return;
  const [row] = await tx.select({ id: fields.id }).from(fields).where(eq(fields.id, fieldId)).for('share');
  if (!row) throw invalidField(path, ADMIN_SCHEDULE_MESSAGES.field);
}

/** A referee is a user holding the referee role. */
export async function assertReferee(tx: Db, userId: string | null | undefined): Promise<void> {
  if (!userId) return;
  const [row] = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'referee')));
  if (!row) throw invalidField('referee_user_id', ADMIN_SCHEDULE_MESSAGES.referee);
}

export async function hasEvents(tx: Db, gameId: string): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(gameEvents).where(eq(gameEvents.gameId, gameId));
  return (row?.n ?? 0) > 0;
}

const CONFLICT_PATHS: Record<ScheduleConflict['kind'], string> = { team: 'starts_at', field: 'field_id', referee: 'referee_user_id' };

/**
 * Refuses a change that double-books (409), naming every clash; call it under the season lock.
 * `pathOf` places each message under the form field it concerns (a list of moves uses its index).
 */
export async function assertNoConflicts(
  tx: Transaction,
  candidates: ScheduleCandidate[],
  pathOf: (conflict: ScheduleConflict) => string = (c) => CONFLICT_PATHS[c.kind],
): Promise<void> {
  const conflicts = await findScheduleConflicts(tx, candidates);
  if (conflicts.length === 0) return;
  const messages = [...new Set(conflicts.map((c) => `${c.message}.`))];
  throw new AppError(
    'CONFLICT',
    messages.join(' '),
    conflicts.map((c) => ({ path: pathOf(c), message: `${c.message}.` })),
  );
}

export const conflictPath = (conflict: ScheduleConflict) => CONFLICT_PATHS[conflict.kind];

/** The partial unique index (field, kick-off) is the database's last word on a field booked twice. */
export async function withFieldIndex<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', SCHEDULE_ERRORS.fieldTaken, [{ path: 'field_id', message: SCHEDULE_ERRORS.fieldTaken }]);
    throw error;
  }
}
