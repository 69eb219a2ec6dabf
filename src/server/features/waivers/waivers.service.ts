import { desc, eq, sql } from 'drizzle-orm';
import type { ActiveWaiver } from '../../../shared/api/waivers';
import type { Database, Transaction } from '../../db/client';
import { waivers } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { DEFAULT_WAIVER_BODY, DEFAULT_WAIVER_TITLE } from './default-waiver';

export async function findActiveWaiver(db: Database | Transaction): Promise<ActiveWaiver | null> {
  const [row] = await db.select().from(waivers).where(eq(waivers.isActive, true)).orderBy(desc(waivers.version)).limit(1);
  if (!row) return null;
  return { id: row.id, version: row.version, title: row.title, body: row.body, activated_at: row.activatedAt?.toISOString() ?? null };
}

export async function getActiveWaiver(db: Database): Promise<ActiveWaiver> {
  const waiver = await findActiveWaiver(db);
  if (!waiver) throw new AppError('NOT_FOUND', 'No waiver is active at the moment.');
  return waiver;
}

/**
 * At start-up: a database with no waiver at all gets version 1, active. Two processes
 * starting together store it once (the version is unique). A league that has waivers but
 * none active is left alone: that is an admin's choice.
 */
export async function ensureWaiver(db: Database | Transaction, options: { createdBy?: string | null; now?: Date } = {}): Promise<void> {
  const [any] = await db.select({ id: waivers.id }).from(waivers).limit(1);
  if (any) return;
  await db
    .insert(waivers)
    .values({
      version: 1,
      title: DEFAULT_WAIVER_TITLE,
      body: DEFAULT_WAIVER_BODY,
      isActive: true,
      activatedAt: options.now ?? sql`now()`,
      createdBy: options.createdBy ?? null,
    })
    .onConflictDoNothing();
}
