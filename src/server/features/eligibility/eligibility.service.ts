import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { EligibilityException } from '../../../shared/api/divisions';
import { checkEligibility, isGenderRule, type Person } from '../../../shared/eligibility';
import { ELIGIBILITY_EXCEPTION_MESSAGES, type CreateEligibilityExceptionInput } from '../../../shared/schemas/eligibility';
import type { Database, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { divisions, eligibilityExceptions, players, seasons, users } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { AppError, invalidField, notFound } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';

/**
 * Division eligibility on the server (decision 044): every path that puts a person in a
 * division or on a roster (waitlist, registration, roster add, returning-player invitation)
 * asks `findIneligibility` inside the transaction that inserts, with the rules of
 * src/shared/eligibility.ts. An admin's exception for the person, season and division lets
 * them through.
 */

export interface EligibilityQuestion {
  seasonId: string;
  divisionId: string;
  person: Person;
  /** The person's e-mail and player record, as far as known: either can match an exception. */
  email?: string | null;
  playerId?: string | null;
}

export interface Ineligibility {
  field: 'date_of_birth' | 'gender';
  message: string;
  divisionName: string;
}

async function rulesOf(tx: Database | Transaction, seasonId: string, divisionId: string) {
  const [division] = await tx
    .select({ name: divisions.name, minAge: divisions.minAge, genderRule: divisions.genderRule })
    .from(divisions)
    .where(eq(divisions.id, divisionId));
  const [season] = await tx.select({ startDate: seasons.startDate }).from(seasons).where(eq(seasons.id, seasonId));
  if (!division || !season) return null;
  return {
    rules: { name: division.name, minAge: division.minAge, genderRule: isGenderRule(division.genderRule) ? division.genderRule : 'open' },
    seasonStart: season.startDate,
  };
}

function personMatch(email: string | null | undefined, playerId: string | null | undefined): SQL | undefined {
  const byEmail = email ? eq(eligibilityExceptions.email, email.trim().toLowerCase()) : undefined;
  const byPlayer = playerId ? eq(eligibilityExceptions.playerId, playerId) : undefined;
  if (byEmail && byPlayer) return or(byEmail, byPlayer);
  return byEmail ?? byPlayer;
}

/** Whether an admin let this person into the division for the season. */
export async function hasEligibilityException(tx: Database | Transaction, question: Omit<EligibilityQuestion, 'person'>): Promise<boolean> {
  const who = personMatch(question.email, question.playerId);
  if (!who) return false;
  const [row] = await tx
    .select({ id: eligibilityExceptions.id })
    .from(eligibilityExceptions)
    .where(and(eq(eligibilityExceptions.seasonId, question.seasonId), eq(eligibilityExceptions.divisionId, question.divisionId), who))
    .limit(1);
  return row !== undefined;
}

/**
 * The season/division pairs (`${seasonId}/${divisionId}`) of the given seasons where an admin
 * let this person in: what the registration wizard needs to offer those divisions anyway.
 */
export async function eligibilityExceptionPlaces(
  db: Database | Transaction,
  person: { email?: string | null; playerId?: string | null; seasonIds: readonly string[] },
): Promise<Set<string>> {
  const who = personMatch(person.email, person.playerId);
  if (!who || person.seasonIds.length === 0) return new Set();
  const rows = await db
    .select({ seasonId: eligibilityExceptions.seasonId, divisionId: eligibilityExceptions.divisionId })
    .from(eligibilityExceptions)
    .where(and(inArray(eligibilityExceptions.seasonId, [...person.seasonIds]), who));
  return new Set(rows.map((row) => `${row.seasonId}/${row.divisionId}`));
}

/** The rule the person breaks (and has no exception for), or null when they may play. */
export async function findIneligibility(tx: Database | Transaction, question: EligibilityQuestion): Promise<Ineligibility | null> {
  const found = await rulesOf(tx, question.seasonId, question.divisionId);
  if (!found) return null;
  const result = checkEligibility(found.rules, found.seasonStart, question.person);
  if (result.eligible) return null;
  if (await hasEligibilityException(tx, question)) return null;
  return { field: result.field, message: result.message, divisionName: found.rules.name };
}

/**
 * A 422 with the rule's message under the person's answer that breaks it (the waitlist's form,
 * which has no division choice; registration files its refusal under the division, decision
 * 061). Call inside the transaction that inserts.
 */
export async function assertEligible(tx: Database | Transaction, question: EligibilityQuestion): Promise<void> {
  const refusal = await findIneligibility(tx, question);
  if (refusal) throw invalidField(refusal.field, refusal.message);
}

const duplicate = () =>
  new AppError('CONFLICT', ELIGIBILITY_EXCEPTION_MESSAGES.duplicate, [{ path: 'email', message: ELIGIBILITY_EXCEPTION_MESSAGES.duplicate }]);

/** Stores one exception and its audit row, in the caller's transaction. */
export async function grantEligibilityException(
  tx: Transaction,
  {
    admin,
    seasonId,
    divisionId,
    email,
    playerId,
    reason,
    now = new Date(),
  }: { admin: Actor; seasonId: string; divisionId: string; email: string | null; playerId: string | null; reason: string; now?: Date },
): Promise<string> {
  const [row] = await tx
    .insert(eligibilityExceptions)
    .values({
      seasonId,
      divisionId,
      email: email?.trim().toLowerCase() || null,
      playerId,
      reason: reason.trim(),
      grantedByUserId: admin.userId,
      grantedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw duplicate();
  await recordAudit(tx, {
    actor: admin,
    action: 'eligibility_exception.granted',
    entityType: 'eligibility_exception',
    entityId: row.id,
    before: null,
    after: row,
  });
  return row.id;
}

const exceptionColumns = {
  id: eligibilityExceptions.id,
  seasonId: eligibilityExceptions.seasonId,
  seasonName: seasons.name,
  divisionId: eligibilityExceptions.divisionId,
  email: eligibilityExceptions.email,
  playerId: eligibilityExceptions.playerId,
  playerName: sql<string | null>`(select p.first_name || ' ' || p.last_name from players p
    where p.id = ${eligibilityExceptions.playerId} or (${eligibilityExceptions.playerId} is null and lower(p.email) = ${eligibilityExceptions.email})
    order by p.created_at limit 1)`,
  reason: eligibilityExceptions.reason,
  grantedByName: users.name,
  grantedAt: eligibilityExceptions.grantedAt,
};

async function selectExceptions(db: Database | Transaction, where: SQL | undefined): Promise<EligibilityException[]> {
  const rows = await db
    .select(exceptionColumns)
    .from(eligibilityExceptions)
    .innerJoin(seasons, eq(seasons.id, eligibilityExceptions.seasonId))
    .leftJoin(users, eq(users.id, eligibilityExceptions.grantedByUserId))
    .where(where)
    .orderBy(desc(eligibilityExceptions.grantedAt), desc(eligibilityExceptions.id));
  return rows.map((r) => ({
    id: r.id,
    season_id: r.seasonId,
    season_name: r.seasonName,
    division_id: r.divisionId,
    email: r.email,
    player_id: r.playerId,
    player_name: r.playerName,
    reason: r.reason,
    granted_by_name: r.grantedByName,
    granted_at: r.grantedAt.toISOString(),
  }));
}

async function assertDivision(db: Database | Transaction, divisionId: string): Promise<void> {
  const [division] = await db.select({ id: divisions.id }).from(divisions).where(eq(divisions.id, divisionId));
  if (!division) throw notFound('That division');
}

/** GET /api/admin/divisions/:divisionId/eligibility-exceptions: newest first, every season. */
export async function listEligibilityExceptions({
  db,
  actor,
  divisionId,
}: {
  db: Database;
  actor: Actor | null;
  divisionId: string;
}): Promise<EligibilityException[]> {
  requireActor(actor);
  await assertDivision(db, divisionId);
  return selectExceptions(db, eq(eligibilityExceptions.divisionId, divisionId));
}

/** POST /api/admin/divisions/:divisionId/eligibility-exceptions */
export async function createEligibilityException({
  db,
  actor,
  divisionId,
  input,
}: {
  db: Database;
  actor: Actor | null;
  divisionId: string;
  input: CreateEligibilityExceptionInput;
}): Promise<EligibilityException> {
  const admin = requireActor(actor);
  try {
    return await db.transaction(async (tx) => {
      await assertDivision(tx, divisionId);
      const [season] = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, input.season_id));
      if (!season) throw invalidField('season_id', ELIGIBILITY_EXCEPTION_MESSAGES.season);
      if (input.player_id) {
        const [player] = await tx.select({ id: players.id }).from(players).where(eq(players.id, input.player_id));
        if (!player) throw invalidField('player_id', ELIGIBILITY_EXCEPTION_MESSAGES.player);
      }
      const id = await grantEligibilityException(tx, {
        admin,
        seasonId: season.id,
        divisionId,
        email: input.email || null,
        playerId: input.player_id ?? null,
        reason: input.reason,
      });
      const [created] = await selectExceptions(tx, eq(eligibilityExceptions.id, id));
      if (!created) throw new Error('the exception was not stored');
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** DELETE /api/admin/divisions/:divisionId/eligibility-exceptions/:exceptionId: the person is held to the rules again (nothing already stored is undone). */
export async function removeEligibilityException({
  db,
  actor,
  divisionId,
  exceptionId,
}: {
  db: Database;
  actor: Actor | null;
  divisionId: string;
  exceptionId: string;
}): Promise<void> {
  const admin = requireActor(actor);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .delete(eligibilityExceptions)
      .where(and(eq(eligibilityExceptions.id, exceptionId), eq(eligibilityExceptions.divisionId, divisionId)))
      .returning();
    if (!before) throw notFound('That exception');
    await recordAudit(tx, {
      actor: admin,
      action: 'eligibility_exception.removed',
      entityType: 'eligibility_exception',
      entityId: before.id,
      before,
      after: null,
    });
  });
}
