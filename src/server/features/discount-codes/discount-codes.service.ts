import { and, eq, ne } from 'drizzle-orm';
import { DISCOUNT_CODE_DELETE_USED_MESSAGE, DISCOUNT_CODE_DUPLICATE_MESSAGE, DISCOUNT_CODE_VALUE_LOCKED_MESSAGE } from '../../../shared/discount-codes';
import type { AdminDiscountCode } from '../../../shared/api/discount-codes';
import type { DiscountCodeInput } from '../../../shared/schemas/discount-codes';
import type { Database, Transaction } from '../../db/client';
import { discountCodes, registrations, seasons } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { AppError, conflict, invalidField } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';
import { countDiscountCodeUses, loadAdminDiscountCode, lockDiscountCode } from './discount-code-views';
import { isUniqueViolation } from '../../db/errors';

const duplicateCode = () => new AppError('CONFLICT', DISCOUNT_CODE_DUPLICATE_MESSAGE, [{ path: 'code', message: DISCOUNT_CODE_DUPLICATE_MESSAGE }]);

/** The input's code is upper-cased by the schema; the stored ones are too, so equality is case-blind. */
async function assertCodeFree(tx: Transaction, code: string, exceptId?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(and(eq(discountCodes.code, code), exceptId ? ne(discountCodes.id, exceptId) : undefined));
  if (taken) throw duplicateCode();
}

async function assertSeasonExists(tx: Transaction, seasonId: string | null | undefined): Promise<void> {
  if (!seasonId) return;
  const [season] = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, seasonId));
  if (!season) throw invalidField('season_id', 'That season was not found.');
}

/** The columns an input sets; the value that does not belong to the kind is stored as null. */
function columnsOf(input: DiscountCodeInput) {
  return {
    code: input.code,
    description: input.description ?? '',
    kind: input.kind,
    percentOff: input.kind === 'percent' ? (input.percent_off ?? null) : null,
    amountOffCents: input.kind === 'amount' ? (input.amount_off_cents ?? null) : null,
    seasonId: input.season_id ?? null,
    validFrom: input.valid_from ? new Date(input.valid_from) : null,
    validUntil: input.valid_until ? new Date(input.valid_until) : null,
    maxUses: input.max_uses ?? null,
  };
}

/** Two admins saving the same code at once: the table's unique index answers for the second. */
async function withCodeGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode();
    throw error;
  }
}

export async function createDiscountCode({ db, actor, input }: { db: Database; actor: Actor | null; input: DiscountCodeInput }): Promise<AdminDiscountCode> {
  const admin = requireActor(actor);
  return withCodeGuard(() =>
    db.transaction(async (tx) => {
      await assertCodeFree(tx, input.code);
      await assertSeasonExists(tx, input.season_id);
      const [after] = await tx
        .insert(discountCodes)
        .values({ ...columnsOf(input), createdBy: admin.userId })
        .returning();
      if (!after) throw new Error('discount code was not stored');
      await recordAudit(tx, { actor: admin, action: 'discount_code.created', entityType: 'discount_code', entityId: after.id, before: null, after });
      return loadAdminDiscountCode(tx, after.id);
    }),
  );
}

/**
 * Everything may change, except that a code already used keeps its kind and amount: the
 * registrations that used it were priced by them. Maximum uses may not go below the uses.
 */
export async function updateDiscountCode({
  db,
  actor,
  codeId: id,
  input,
}: {
  db: Database;
  actor: Actor | null;
  codeId: string;
  input: DiscountCodeInput;
}): Promise<AdminDiscountCode> {
  const admin = requireActor(actor);
  return withCodeGuard(() =>
    db.transaction(async (tx) => {
      const before = await lockDiscountCode(tx, id);
      const next = columnsOf(input);
      const uses = await countDiscountCodeUses(tx, id);
      const valueChanged = next.kind !== before.kind || next.percentOff !== before.percentOff || next.amountOffCents !== before.amountOffCents;
      if (uses > 0 && valueChanged) throw conflict(DISCOUNT_CODE_VALUE_LOCKED_MESSAGE);
      if (next.maxUses !== null && next.maxUses < uses) {
        throw invalidField('max_uses', `Maximum uses cannot be below the ${uses} ${uses === 1 ? 'use' : 'uses'} so far.`);
      }
      await assertCodeFree(tx, next.code, id);
      await assertSeasonExists(tx, next.seasonId);
      const [after] = await tx
        .update(discountCodes)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(discountCodes.id, id))
        .returning();
      await recordAudit(tx, { actor: admin, action: 'discount_code.updated', entityType: 'discount_code', entityId: id, before, after });
      return loadAdminDiscountCode(tx, id);
    }),
  );
}

/** Switch a code on or off; switching to the state it is in changes nothing and records nothing. */
export async function setDiscountCodeActive({
  db,
  actor,
  codeId: id,
  isActive,
}: {
  db: Database;
  actor: Actor | null;
  codeId: string;
  isActive: boolean;
}): Promise<AdminDiscountCode> {
  const admin = requireActor(actor);
  return db.transaction(async (tx) => {
    const before = await lockDiscountCode(tx, id);
    if (before.isActive !== isActive) {
      const [after] = await tx.update(discountCodes).set({ isActive, updatedAt: new Date() }).where(eq(discountCodes.id, id)).returning();
      const action = isActive ? 'discount_code.activated' : 'discount_code.deactivated';
      await recordAudit(tx, { actor: admin, action, entityType: 'discount_code', entityId: id, before, after });
    }
    return loadAdminDiscountCode(tx, id);
  });
}

/**
 * Only a code no registration names may go, cancelled and refunded ones included: deleting
 * would set their reference to null and the admin could no longer see which code priced them.
 * (Editing looks at uses only: a registration stores its own fee and discount.)
 */
export async function deleteDiscountCode({ db, actor, codeId: id }: { db: Database; actor: Actor | null; codeId: string }): Promise<void> {
  const admin = requireActor(actor);
  await db.transaction(async (tx) => {
    const before = await lockDiscountCode(tx, id);
    const [named] = await tx.select({ id: registrations.id }).from(registrations).where(eq(registrations.discountCodeId, id)).limit(1);
    if (named) throw conflict(DISCOUNT_CODE_DELETE_USED_MESSAGE);
    await tx.delete(discountCodes).where(eq(discountCodes.id, id));
    await recordAudit(tx, { actor: admin, action: 'discount_code.deleted', entityType: 'discount_code', entityId: id, before, after: null });
  });
}
