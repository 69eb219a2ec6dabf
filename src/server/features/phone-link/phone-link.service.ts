import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DEFAULT_CALLING_CODE, normalizePhone, type LinkPhoneAuthInput } from '../../../shared/schemas/auth';
import type { PhoneLinkResult } from '../../../shared/api/session';
import type { Database } from '../../db/client';
import { players, users } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { AppError } from '../../http/errors';

/**
 * The spec's link-phone-auth: after a phone-only sign-in, attach the player record that
 * carries this phone number to the account. Only a number the account has verified by code
 * counts, so nobody can claim someone else's player record. Safe to call again.
 */
export async function linkPhoneAuth({ db, actor, input }: { db: Database; actor: Actor; input: LinkPhoneAuthInput }): Promise<PhoneLinkResult> {
  const phone = normalizePhone(input.phone_number);
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ phoneNumber: users.phoneNumber, verified: users.phoneNumberVerified }).from(users).where(eq(users.id, actor.userId));
    if (!account?.verified || !account.phoneNumber || normalizePhone(account.phoneNumber) !== phone) {
      throw new AppError('FORBIDDEN', 'This phone number has not been verified for your account.');
    }
    const [alreadyLinked] = await tx.select({ id: players.id }).from(players).where(eq(players.userId, actor.userId));
    if (alreadyLinked) return { linked: true, player_id: alreadyLinked.id };

    // A player's contact phone is kept as typed: compare its digits with the number's, with
    // or without the default country code, as normalizePhone reads a number typed without one.
    const digits = phone.replace(/\D/g, '');
    const spellings = digits.startsWith(DEFAULT_CALLING_CODE) ? [digits, digits.slice(DEFAULT_CALLING_CODE.length)] : [digits];
    const candidates = await tx
      .select({ id: players.id })
      .from(players)
      .where(and(isNull(players.userId), inArray(sql`regexp_replace(coalesce(${players.phone}, ''), '\\D', '', 'g')`, spellings)))
      .limit(2);
    // Two records with one number is a duplicate for an admin to merge, not ours to guess.
    const [only] = candidates;
    if (!only || candidates.length > 1) return { linked: false, player_id: null };
    await tx.update(players).set({ userId: actor.userId, updatedAt: new Date() }).where(eq(players.id, only.id));
    return { linked: true, player_id: only.id };
  });
}
