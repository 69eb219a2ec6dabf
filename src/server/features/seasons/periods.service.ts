import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { PERIOD_MESSAGES, type RegistrationPeriodInput } from '../../../shared/schemas/seasons';
import type { AdminRegistrationPeriod } from '../../../shared/api/seasons';
import type { Database, Transaction } from '../../db/client';
import { divisions, registrationPeriods } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { AppError, invalidField, notFound } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';
import { lockSeason, toPeriodStatus } from './season-views';

const periodColumns = {
  id: registrationPeriods.id,
  seasonId: registrationPeriods.seasonId,
  divisionId: registrationPeriods.divisionId,
  divisionName: divisions.name,
  status: registrationPeriods.status,
  opensAt: registrationPeriods.opensAt,
  closesAt: registrationPeriods.closesAt,
  capacity: registrationPeriods.capacity,
  feeCents: registrationPeriods.feeCents,
  createdAt: registrationPeriods.createdAt,
};

interface PeriodRow {
  id: string;
  seasonId: string;
  divisionId: string;
  divisionName: string;
  status: string;
  opensAt: Date | null;
  closesAt: Date | null;
  capacity: number | null;
  feeCents: number;
  createdAt: Date;
}

function toAdminPeriod(row: PeriodRow): AdminRegistrationPeriod {
  return {
    id: row.id,
    season_id: row.seasonId,
    division_id: row.divisionId,
    division_name: row.divisionName,
    status: toPeriodStatus(row.status),
    opens_at: row.opensAt?.toISOString() ?? null,
    closes_at: row.closesAt?.toISOString() ?? null,
    capacity: row.capacity,
    fee_cents: row.feeCents,
    created_at: row.createdAt.toISOString(),
  };
}

async function loadPeriod(db: Database | Transaction, seasonId: string, periodId: string): Promise<AdminRegistrationPeriod> {
  const [row] = await db
    .select(periodColumns)
    .from(registrationPeriods)
    .innerJoin(divisions, eq(divisions.id, registrationPeriods.divisionId))
    .where(and(eq(registrationPeriods.id, periodId), eq(registrationPeriods.seasonId, seasonId)));
  if (!row) throw notFound('That registration period');
  return toAdminPeriod(row);
}

/** A season's periods, by division name; 404 for a season that does not exist. */
export async function listPeriods({ db, actor, seasonId }: { db: Database; actor: Actor | null; seasonId: string }): Promise<AdminRegistrationPeriod[]> {
  requireActor(actor);
  const id = seasonId;
  return db.transaction(async (tx) => {
    await lockSeason(tx, id);
    const rows = await tx
      .select(periodColumns)
      .from(registrationPeriods)
      .innerJoin(divisions, eq(divisions.id, registrationPeriods.divisionId))
      .where(eq(registrationPeriods.seasonId, id))
      .orderBy(asc(divisions.name), desc(registrationPeriods.createdAt));
    return rows.map(toAdminPeriod);
  });
}

/**
 * The division must exist, and a season offers each division through one period only (the
 * table has no unique index; the season's row lock makes this check safe).
 */
async function checkDivision(tx: Transaction, seasonId: string, divisionId: string, exceptPeriodId?: string): Promise<void> {
  const [division] = await tx.select({ id: divisions.id }).from(divisions).where(eq(divisions.id, divisionId));
  if (!division) throw invalidField('division_id', PERIOD_MESSAGES.division);
  const [taken] = await tx
    .select({ id: registrationPeriods.id })
    .from(registrationPeriods)
    .where(
      and(
        eq(registrationPeriods.seasonId, seasonId),
        eq(registrationPeriods.divisionId, divisionId),
        exceptPeriodId ? ne(registrationPeriods.id, exceptPeriodId) : undefined,
      ),
    );
  if (taken) throw new AppError('CONFLICT', PERIOD_MESSAGES.duplicate, [{ path: 'division_id', message: PERIOD_MESSAGES.duplicate }]);
}

const valuesOf = (input: RegistrationPeriodInput) => ({
  divisionId: input.division_id,
  status: input.status,
  opensAt: input.opens_at ? new Date(input.opens_at) : null,
  closesAt: input.closes_at ? new Date(input.closes_at) : null,
  capacity: input.capacity ?? null,
  feeCents: input.fee_cents,
});

export async function createPeriod({
  db,
  actor,
  seasonId,
  input,
}: {
  db: Database;
  actor: Actor | null;
  seasonId: string;
  input: RegistrationPeriodInput;
}): Promise<AdminRegistrationPeriod> {
  const admin = requireActor(actor);
  const id = seasonId;
  return db.transaction(async (tx) => {
    await lockSeason(tx, id);
    await checkDivision(tx, id, input.division_id);
    const [after] = await tx
      .insert(registrationPeriods)
      .values({ seasonId: id, ...valuesOf(input) })
      .returning();
    if (!after) throw new Error('registration period was not stored');
    await recordAudit(tx, { actor: admin, action: 'registration_period.created', entityType: 'registration_period', entityId: after.id, before: null, after });
    return loadPeriod(tx, id, after.id);
  });
}

async function lockPeriod(tx: Transaction, seasonId: string, periodId: string) {
  const [row] = await tx
    .select()
    .from(registrationPeriods)
    .where(and(eq(registrationPeriods.id, periodId), eq(registrationPeriods.seasonId, seasonId)))
    .for('update');
  if (!row) throw notFound('That registration period');
  return row;
}

export async function updatePeriod({
  db,
  actor,
  seasonId,
  periodId,
  input,
}: {
  db: Database;
  actor: Actor | null;
  seasonId: string;
  periodId: string;
  input: RegistrationPeriodInput;
}): Promise<AdminRegistrationPeriod> {
  const admin = requireActor(actor);
  const sId = seasonId;
  const pId = periodId;
  return db.transaction(async (tx) => {
    await lockSeason(tx, sId);
    const before = await lockPeriod(tx, sId, pId);
    await checkDivision(tx, sId, input.division_id, pId);
    const [after] = await tx.update(registrationPeriods).set(valuesOf(input)).where(eq(registrationPeriods.id, pId)).returning();
    await recordAudit(tx, { actor: admin, action: 'registration_period.updated', entityType: 'registration_period', entityId: pId, before, after });
    return loadPeriod(tx, sId, pId);
  });
}

/** Registrations made through the period keep their season, division and fee (their link is cleared). */
export async function deletePeriod({
  db,
  actor,
  seasonId,
  periodId,
}: {
  db: Database;
  actor: Actor | null;
  seasonId: string;
  periodId: string;
}): Promise<void> {
  const admin = requireActor(actor);
  const sId = seasonId;
  const pId = periodId;
  await db.transaction(async (tx) => {
    const before = await lockPeriod(tx, sId, pId);
    await tx.delete(registrationPeriods).where(eq(registrationPeriods.id, pId));
    await recordAudit(tx, { actor: admin, action: 'registration_period.deleted', entityType: 'registration_period', entityId: pId, before, after: null });
  });
}
