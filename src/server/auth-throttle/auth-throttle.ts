import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import { isPhoneOnlyEmail } from '../../shared/accounts';
import { normalizePhone } from '../../shared/schemas/auth';
import type { Database } from '../db/client';
import { userRoles, users, verifications } from '../db/schema/index';
import {
  clearFailures,
  consumeRateLimit,
  releaseAttempt,
  reserveAttempt,
  type FailureLockRule,
  type RateLimitResult,
  type RateLimitRule,
} from '../http/rate-limit';
import type { Messenger } from '../messaging/messenger';

/**
 * The limits of issue 12 on signing in and on what signing in sends (texts cost money, mails
 * can be used to pester someone), counted in the database so every app process agrees:
 * - sign-in failures, never successes: per account, a short lock after a few failures in a
 *   row (doubling each time), the same for an e-mail that has no account; per client address,
 *   a ceiling of failures past which each wrong password locks its account at once. A right
 *   password is never refused for what other accounts did from its address (decision 086):
 *   a clubhouse or a mobile carrier puts a crowd behind one address. Refused redirect
 *   addresses count toward that ceiling too, and are refused past it;
 * - sign-ups: per e-mail an hour, and per client address a day (in the hundreds, so a
 *   registration night at the club is not turned away);
 * - sign-in codes by text: per number (3 per 10 minutes, 10 per day) and for the whole league
 *   per day, after which the admins are told once;
 * - password-reset mails and "someone tried to sign up with your address" mails: per account;
 *   sign-up codes: per address.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const SIGN_IN_LOCK: Omit<FailureLockRule, 'key'> = {
  failuresBeforeLock: 5,
  firstLockMs: MINUTE_MS,
  maxLockMs: 15 * MINUTE_MS,
  failureWindowMs: 15 * MINUTE_MS,
  lockMemoryMs: DAY_MS,
};
export const CODES_PER_NUMBER = [
  { limit: 3, windowMs: 10 * MINUTE_MS, name: '10min' },
  { limit: 10, windowMs: DAY_MS, name: 'day' },
] as const;
export const DEFAULT_SIGN_IN_CODES_PER_DAY = 500;
export const RESET_MAILS_PER_ACCOUNT_PER_HOUR = 3;
export const SIGN_UP_NOTICES_PER_ACCOUNT_PER_HOUR = 3;
export const SIGN_UP_CODES_PER_ADDRESS_PER_HOUR = 5;
/** Sign-ups with one e-mail an hour: past the 5 codes it may be mailed, so those stay the same answer (decision 086). */
export const SIGN_UPS_PER_EMAIL_PER_HOUR = 10;
/** Sign-ups from one client address a day: a club's registration night, not a script's (decision 086). */
export const SIGN_UPS_PER_ADDRESS_PER_DAY = 300;

export const TOO_MANY_SIGN_UPS_FOR_EMAIL_MESSAGE =
  'This e-mail address was used to sign up several times in the last hour. Please use the code we e-mailed, or try again in an hour.';
export const TOO_MANY_SIGN_UPS_FROM_ADDRESS_MESSAGE =
  'Too many accounts were created from this network today. Please try again tomorrow or from another network.';

export const CODES_USED_UP_MESSAGE =
  'The league has sent all the sign-in codes by text it can for today. Please sign in with your e-mail and password, or try again tomorrow.';

export interface AuthThrottleConfig {
  db: Database;
  messenger: Messenger;
  baseUrl: string;
  /** Failed sign-ins allowed per client address per minute. */
  signInFailuresPerAddressPerMinute: number;
  /** Sign-in codes by text per day for the whole league. */
  signInCodesPerDay: number;
  leagueName: () => Promise<string>;
}

export interface SignInAttempt {
  /** The e-mail tried (any case); absent for phone codes. */
  email?: string;
  /** The client address, when the call came over HTTP. */
  address?: string;
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;

/** The UTC day, e.g. 2026-11-21: the league's code ceiling counts per calendar day. */
function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The count of sign-ups from one client address, over a day from the first. */
export function signUpsByAddressRule(address: string): RateLimitRule {
  return { key: `sign-ups:address:${address}`, limit: SIGN_UPS_PER_ADDRESS_PER_DAY, windowMs: DAY_MS };
}

/** The count of sign-ups with one e-mail (any case), over an hour from the first. */
export function signUpsByEmailRule(email: string): RateLimitRule {
  return { key: `sign-ups:email:${email.trim().toLowerCase()}`, limit: SIGN_UPS_PER_EMAIL_PER_HOUR, windowMs: HOUR_MS };
}

/** The league's count of codes texted on the day of `now`. */
export function leagueCodesRule(now: Date, codesPerDay: number): RateLimitRule {
  return { key: `sign-in-codes:league:${utcDay(now)}`, limit: codesPerDay, windowMs: DAY_MS };
}

/**
 * The answer while sign-in is refused. Anyone can keep an account locked by sending wrong
 * passwords, so it names the way in that a lock does not stop: a reset link by e-mail, which
 * also ends the lock (a phone code works too, but not every account has a sign-in number).
 * The same for every e-mail, with an account or not.
 */
export function lockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or choose a new password with "Forgot password?": the link we e-mail you works while sign-in is locked.`;
}

function tooMany(message: string, retryAfterSeconds: number): APIError {
  return new APIError('TOO_MANY_REQUESTS', { message, code: 'RATE_LIMITED' }, { 'Retry-After': String(retryAfterSeconds) });
}

export function createAuthThrottle(config: AuthThrottleConfig) {
  const { db } = config;
  const accountKey = (email: string) => `sign-in-failures:account:${email.trim().toLowerCase()}`;
  const addressRule = (address: string) => ({
    key: `sign-in-failures:address:${address}`,
    limit: config.signInFailuresPerAddressPerMinute,
    windowMs: MINUTE_MS,
  });

  return {
    /**
     * Before a password is checked: one attempt of the account is reserved (counted as a
     * failure until it succeeds), refused while the account is locked. Reserving in the database
     * before the check is what keeps wrong passwords sent at once from all being checked (issue
     * 19). The same answer whether or not the account exists, since both are counted alike.
     * Nothing is refused here for the client address: a right password is never turned away
     * for what other accounts did from it (decision 086).
     */
    async checkSignIn(attempt: SignInAttempt, now = new Date()): Promise<void> {
      if (attempt.email === undefined) return;
      const byAccount = await reserveAttempt(db, { key: accountKey(attempt.email), ...SIGN_IN_LOCK }, now);
      if (!byAccount.allowed) throw tooMany(lockedMessage(byAccount.retryAfterSeconds), byAccount.retryAfterSeconds);
    },

    /**
     * A wrong password or code: the address counts it (the account's was counted by checkSignIn).
     * Past the address's ceiling, the wrong password locks its account at once instead of after
     * a few: someone trying one password on many accounts from one address gets one guess per
     * account per lock, while the crowd's other members, with their right passwords, go in.
     */
    async signInFailed(attempt: SignInAttempt, now = new Date()): Promise<void> {
      if (!attempt.address) return;
      const byAddress = await consumeRateLimit(db, addressRule(attempt.address), now);
      if (byAddress.allowed || attempt.email === undefined) return;
      await reserveAttempt(db, { key: accountKey(attempt.email), ...SIGN_IN_LOCK, failuresBeforeLock: 1 }, now);
    },

    /**
     * Before a sign-up from outside (not the server's own accounts): per e-mail an hour, then
     * per client address a day. Both count every sign-up, whether the e-mail is taken or new,
     * so the answers do not tell which.
     */
    async checkSignUp(attempt: SignInAttempt, now = new Date()): Promise<void> {
      if (attempt.email !== undefined) {
        const byEmail = await consumeRateLimit(db, signUpsByEmailRule(attempt.email), now);
        if (!byEmail.allowed) throw tooMany(TOO_MANY_SIGN_UPS_FOR_EMAIL_MESSAGE, byEmail.retryAfterSeconds);
      }
      if (attempt.address) {
        const byAddress = await consumeRateLimit(db, signUpsByAddressRule(attempt.address), now);
        if (!byAddress.allowed) throw tooMany(TOO_MANY_SIGN_UPS_FROM_ADDRESS_MESSAGE, byAddress.retryAfterSeconds);
      }
    },

    /**
     * A request refused for what it asked (a redirect address too long or not trusted, decision
     * 050) counts as a failed sign-in of its address: probing from one address meets the same
     * ceiling. Not allowed once the address is over it.
     */
    async requestRefused(address: string | undefined, now = new Date()): Promise<RateLimitResult> {
      if (!address) return { allowed: true, retryAfterSeconds: 0 };
      return consumeRateLimit(db, addressRule(address), now);
    },

    /**
     * A correct sign-in, or a new password set with a reset link (which proves the mailbox,
     * so it also ends a lock someone else's wrong passwords put on the account).
     */
    async signInSucceeded(email: string): Promise<void> {
      await clearFailures(db, accountKey(email));
    },

    /** A sign-in that neither succeeded nor was a wrong password (e.g. a disabled account). */
    async signInEndedOtherwise(email: string): Promise<void> {
      await releaseAttempt(db, accountKey(email));
    },

    /**
     * Before a code is texted to `phone`: per number (in E.164, however it was typed), then for
     * the league. Throws the refusal; the first refusal of a day by the league's ceiling tells
     * the admins.
     */
    async checkSignInCode(typed: string, now = new Date()): Promise<void> {
      const phone = normalizePhone(typed);
      for (const rule of CODES_PER_NUMBER) {
        const result = await consumeRateLimit(db, { key: `sign-in-codes:${rule.name}:${phone}`, limit: rule.limit, windowMs: rule.windowMs }, now);
        if (!result.allowed) throw tooMany('Too many codes were sent to this number. Please wait and try again later.', result.retryAfterSeconds);
      }
      const day = utcDay(now);
      const league = await consumeRateLimit(db, leagueCodesRule(now, config.signInCodesPerDay), now);
      if (league.allowed) return;
      const notice = await consumeRateLimit(db, { key: `sign-in-codes:league-notice:${day}`, limit: 1, windowMs: DAY_MS }, now);
      if (notice.allowed) await tellAdminsCodesUsedUp(config);
      const nextDay = Date.parse(`${day}T00:00:00Z`) + DAY_MS;
      // 503: texting codes is out of service until tomorrow; the app keeps this message.
      throw new APIError(
        'SERVICE_UNAVAILABLE',
        { message: CODES_USED_UP_MESSAGE, code: 'SIGN_IN_CODES_USED_UP' },
        {
          'Retry-After': String(Math.max(1, Math.ceil((nextDay - now.getTime()) / 1000))),
        },
      );
    },

    /** Whether one more reset mail may go to this e-mail address (any case) this hour. */
    async allowResetMail(email: string, now = new Date()): Promise<boolean> {
      const rule = { key: `reset-mails:${email.trim().toLowerCase()}`, limit: RESET_MAILS_PER_ACCOUNT_PER_HOUR, windowMs: HOUR_MS };
      return (await consumeRateLimit(db, rule, now)).allowed;
    },

    /** Whether one more sign-up code may be mailed to this address (any case) this hour. */
    async allowSignUpCode(email: string, now = new Date()): Promise<boolean> {
      const rule = { key: `sign-up-codes:${email.trim().toLowerCase()}`, limit: SIGN_UP_CODES_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS };
      return (await consumeRateLimit(db, rule, now)).allowed;
    },

    /**
     * A new reset link retires the older ones: every reset token of the account but the newest
     * is deleted, in one statement. Two requests at once each keep the newest they can see, so
     * at most one link stays valid. Returns whether `token` is still that one (else its mail is
     * not worth sending).
     */
    async retireOlderResetLinks(userId: string, token: string): Promise<boolean> {
      const ofAccount = and(eq(verifications.value, userId), like(verifications.identifier, 'reset-password:%'));
      await db.execute(sql`delete from verifications where ${ofAccount} and id <> (
        select id from verifications where ${ofAccount} order by created_at desc, id desc limit 1)`);
      const [kept] = await db
        .select({ id: verifications.id })
        .from(verifications)
        .where(eq(verifications.identifier, `reset-password:${token}`));
      return kept !== undefined;
    },

    /**
     * Sign-up with an address that has an account: the owner is told by mail (a few times an
     * hour at most), while the caller gets the answer a new account gets.
     */
    async tellOwnerOfSignUpAttempt(email: string, now = new Date()): Promise<void> {
      const [owner] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, email.trim().toLowerCase()));
      if (!owner || isPhoneOnlyEmail(owner.email)) return;
      const allowed = await consumeRateLimit(db, { key: `sign-up-notices:${owner.id}`, limit: SIGN_UP_NOTICES_PER_ACCOUNT_PER_HOUR, windowMs: HOUR_MS }, now);
      if (!allowed.allowed) return;
      await config.messenger.sendEmail({
        to: owner.email,
        subject: `${await config.leagueName()}: someone tried to create an account with your address`,
        text: [
          'Someone tried to create a new account with this e-mail address, which already has an account.',
          '',
          `If it was you, sign in here: ${config.baseUrl}/login`,
          `Forgot your password? Choose a new one here: ${config.baseUrl}/reset-password`,
          '',
          'If it was not you, you need not do anything: your account is unchanged.',
        ].join('\n'),
      });
    },
  };
}

async function tellAdminsCodesUsedUp(config: AuthThrottleConfig): Promise<void> {
  const admins = await config.db
    .selectDistinct({ email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(userRoles.role, 'admin'), isNull(users.disabledAt)));
  const leagueName = await config.leagueName();
  for (const admin of admins) {
    if (isPhoneOnlyEmail(admin.email)) continue;
    await config.messenger.sendEmail({
      to: admin.email,
      subject: `${leagueName}: today's sign-in codes by text are used up`,
      text: [
        `The league has sent ${config.signInCodesPerDay} sign-in codes by text today, its daily limit, and refuses more until tomorrow (UTC).`,
        'Players can still sign in with their e-mail and password.',
        '',
        'If this is more than your players would ask for, someone may be requesting codes to run up the text bill.',
        'The limit is the SIGN_IN_CODES_PER_DAY setting.',
      ].join('\n'),
    });
  }
}
