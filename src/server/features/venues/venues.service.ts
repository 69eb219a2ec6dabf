import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AdminVenue, AdminVenues } from '../../../shared/api/admin-schedule';
import { ACTIVE_GAME_STATUSES } from '../../../shared/games';
import type { FieldInput, VenueInput } from '../../../shared/schemas/admin-schedule';
import type { Database, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { fields, games, venues } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { AppError, conflict, notFound } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';

// Venues and their fields (decision 035: games are booked on a field). Names are unique
// without regard to case: a venue's among venues, a field's within its venue.

export const VENUE_MESSAGES = {
  venueNameTaken: 'There is already a venue with that name.',
  fieldNameTaken: 'This venue already has a field with that name.',
  venueInUse: 'This venue has games on its fields: move or delete them first.',
  fieldInUse: 'This field has scheduled or live games: move them to another field first.',
} as const;

type Db = Database | Transaction;

const nameTaken = (message: string) => new AppError('CONFLICT', message, [{ path: 'name', message }]);

/** Every venue with its fields and how many games use them, in two queries. */
async function loadVenues(db: Db, venueId?: string): Promise<AdminVenue[]> {
  const venueRows = await db
    .select({ id: venues.id, name: venues.name, address: venues.address })
    .from(venues)
    .where(venueId ? eq(venues.id, venueId) : undefined)
    .orderBy(asc(venues.name), asc(venues.id));
  if (venueRows.length === 0) return [];
  const active = sql<number>`count(${games.id}) filter (where ${inArray(games.status, [...ACTIVE_GAME_STATUSES])})`.mapWith(Number);
  const fieldRows = await db
    .select({ id: fields.id, venueId: fields.venueId, name: fields.name, active, all: count(games.id) })
    .from(fields)
    .leftJoin(games, eq(games.fieldId, fields.id))
    .where(
      inArray(
        fields.venueId,
        venueRows.map((v) => v.id),
      ),
    )
    .groupBy(fields.id)
    .orderBy(asc(fields.name), asc(fields.id));
  return venueRows.map((venue) => {
    const own = fieldRows.filter((f) => f.venueId === venue.id);
    return {
      ...venue,
      fields: own.map((f) => ({ id: f.id, name: f.name, active_games: f.active })),
      games: own.reduce((sum, f) => sum + f.all, 0),
    };
  });
}

async function loadVenue(db: Db, venueId: string): Promise<AdminVenue> {
  const [venue] = await loadVenues(db, venueId);
  if (!venue) throw notFound('That venue');
  return venue;
}

async function lockVenue(tx: Transaction, venueId: string) {
  const [row] = await tx.select().from(venues).where(eq(venues.id, venueId)).for('update');
  if (!row) throw notFound('That venue');
  return row;
}

async function lockField(tx: Transaction, venueId: string, fieldId: string) {
  const [row] = await tx
    .select()
    .from(fields)
    .where(and(eq(fields.id, fieldId), eq(fields.venueId, venueId)))
    .for('update');
  if (!row) throw notFound('That field');
  return row;
}

/** Case-insensitive uniqueness, checked first for the message; the unique index settles a race. */
async function guardName<T>(taken: () => Promise<boolean>, message: string, work: () => Promise<T>): Promise<T> {
  if (await taken()) throw nameTaken(message);
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(message);
    throw error;
  }
}

const venueNameTaken = (db: Db, name: string, exceptId?: string) => async () =>
  (
    await db
      .select({ id: venues.id })
      .from(venues)
      .where(and(sql`lower(${venues.name}) = lower(${name})`, exceptId ? ne(venues.id, exceptId) : undefined))
      .limit(1)
  ).length > 0;

const fieldNameTaken = (db: Db, venueId: string, name: string, exceptId?: string) => async () =>
  (
    await db
      .select({ id: fields.id })
      .from(fields)
      .where(and(eq(fields.venueId, venueId), sql`lower(${fields.name}) = lower(${name})`, exceptId ? ne(fields.id, exceptId) : undefined))
      .limit(1)
  ).length > 0;

export async function listVenues({ db, actor }: { db: Database; actor: Actor | null }): Promise<AdminVenues> {
  requireActor(actor);
  return { items: await loadVenues(db) };
}

export async function createVenue({ db, actor, input }: { db: Database; actor: Actor | null; input: Required<VenueInput> }): Promise<AdminVenue> {
  const admin = requireActor(actor);
  return guardName(venueNameTaken(db, input.name), VENUE_MESSAGES.venueNameTaken, () =>
    db.transaction(async (tx) => {
      const [after] = await tx.insert(venues).values({ name: input.name, address: input.address }).returning();
      if (!after) throw new Error('venue was not stored');
      await recordAudit(tx, { actor: admin, action: 'venues.created', entityType: 'venue', entityId: after.id, before: null, after });
      return loadVenue(tx, after.id);
    }),
  );
}

export async function updateVenue({
  db,
  actor,
  venueId,
  input,
}: {
  db: Database;
  actor: Actor | null;
  venueId: string;
  input: Required<VenueInput>;
}): Promise<AdminVenue> {
  const admin = requireActor(actor);
  return guardName(venueNameTaken(db, input.name, venueId), VENUE_MESSAGES.venueNameTaken, () =>
    db.transaction(async (tx) => {
      const before = await lockVenue(tx, venueId);
      const [after] = await tx.update(venues).set({ name: input.name, address: input.address }).where(eq(venues.id, venueId)).returning();
      await recordAudit(tx, { actor: admin, action: 'venues.updated', entityType: 'venue', entityId: venueId, before, after });
      return loadVenue(tx, venueId);
    }),
  );
}

/** Only a venue no game was ever booked at: deleting it would take the place off past results too. */
export async function deleteVenue({ db, actor, venueId }: { db: Database; actor: Actor | null; venueId: string }): Promise<void> {
  const admin = requireActor(actor);
  await db.transaction(async (tx) => {
    const before = await lockVenue(tx, venueId);
    const [used] = await tx.select({ n: count() }).from(games).innerJoin(fields, eq(fields.id, games.fieldId)).where(eq(fields.venueId, venueId));
    if ((used?.n ?? 0) > 0) throw conflict(VENUE_MESSAGES.venueInUse);
    const fieldRows = await tx.select().from(fields).where(eq(fields.venueId, venueId));
    await tx.delete(venues).where(eq(venues.id, venueId));
    await recordAudit(tx, {
      actor: admin,
      action: 'venues.deleted',
      entityType: 'venue',
      entityId: venueId,
      before: { ...before, fields: fieldRows },
      after: null,
    });
  });
}

export async function createField({
  db,
  actor,
  venueId,
  input,
}: {
  db: Database;
  actor: Actor | null;
  venueId: string;
  input: FieldInput;
}): Promise<AdminVenue> {
  const admin = requireActor(actor);
  return guardName(fieldNameTaken(db, venueId, input.name), VENUE_MESSAGES.fieldNameTaken, () =>
    db.transaction(async (tx) => {
      await lockVenue(tx, venueId);
      const [after] = await tx.insert(fields).values({ venueId, name: input.name }).returning();
      if (!after) throw new Error('field was not stored');
      await recordAudit(tx, { actor: admin, action: 'fields.created', entityType: 'field', entityId: after.id, before: null, after });
      return loadVenue(tx, venueId);
    }),
  );
}

export async function updateField({
  db,
  actor,
  venueId,
  fieldId,
  input,
}: {
  db: Database;
  actor: Actor | null;
  venueId: string;
  fieldId: string;
  input: FieldInput;
}): Promise<AdminVenue> {
  const admin = requireActor(actor);
  return guardName(fieldNameTaken(db, venueId, input.name, fieldId), VENUE_MESSAGES.fieldNameTaken, () =>
    db.transaction(async (tx) => {
      const before = await lockField(tx, venueId, fieldId);
      const [after] = await tx.update(fields).set({ name: input.name }).where(eq(fields.id, fieldId)).returning();
      await recordAudit(tx, { actor: admin, action: 'fields.updated', entityType: 'field', entityId: fieldId, before, after });
      return loadVenue(tx, venueId);
    }),
  );
}

/** Only a field no scheduled or live game is booked on; past games keep their result without it. */
export async function deleteField({
  db,
  actor,
  venueId,
  fieldId,
}: {
  db: Database;
  actor: Actor | null;
  venueId: string;
  fieldId: string;
}): Promise<AdminVenue> {
  const admin = requireActor(actor);
  return db.transaction(async (tx) => {
    const before = await lockField(tx, venueId, fieldId);
    const [used] = await tx
      .select({ n: count() })
      .from(games)
      .where(and(eq(games.fieldId, fieldId), inArray(games.status, [...ACTIVE_GAME_STATUSES])));
    if ((used?.n ?? 0) > 0) throw conflict(VENUE_MESSAGES.fieldInUse);
    await tx.delete(fields).where(eq(fields.id, fieldId));
    await recordAudit(tx, { actor: admin, action: 'fields.deleted', entityType: 'field', entityId: fieldId, before, after: null });
    return loadVenue(tx, venueId);
  });
}
