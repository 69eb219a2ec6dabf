import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { emailOTP, phoneNumber } from 'better-auth/plugins';
import { and, eq } from 'drizzle-orm';
import { isPhoneOnlyEmail, NO_ACCOUNT_FOR_PHONE_MESSAGE } from '../shared/accounts';
import { isE164Phone, normalizePhone, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from '../shared/schemas/auth';
import { authLogger } from './auth-log';
import { redirectGuard } from './auth-redirects';
import { databaseFailureNoted } from './db/unavailable';
import { createAuthThrottle, DEFAULT_SIGN_IN_CODES_PER_DAY } from './auth-throttle/auth-throttle';
import type { Database } from './db/client';
import { accounts, rateLimits, sessions, userRoles, users, verifications } from './db/schema/index';
import type { Logger } from 'pino';
import type { Messenger } from './messaging/messenger';
import { lightPasswordHashing } from './light-password-hashing';
import { weakPasswordReason } from './password-policy';
import { secret } from './messaging/message-text';

export interface AuthConfig {
  db: Database;
  messenger: Messenger;
  secret: string;
  /** Where the browser reaches the site; links in messages point here. */
  baseUrl: string;
  trustedOrigins: string[];
  secureCookies: boolean;
  /** Failed sign-ins (wrong password or code) and refused redirect addresses allowed per client address per minute. */
  signInLimitPerMinute: number;
  /** Sign-in codes texted per day for the whole league (SIGN_IN_CODES_PER_DAY). */
  signInCodesPerDay?: number;
  leagueName: () => Promise<string>;
  logger: Logger;
  /** `light` in the test suites only (PASSWORD_HASHING, decision 090); Better Auth's scrypt otherwise. */
  passwordHashing?: 'standard' | 'light';
}

/** Header our server sets from the socket (or a trusted proxy); clients cannot forge it. */
export const CLIENT_IP_HEADER = 'x-league-client-ip';

/** Better Auth's answer to every password-reset request (better-auth/dist/api/routes/password.mjs). */
const RESET_REQUESTED_ANSWER = { status: true, message: 'If this email exists in our system, check your email for the reset link' };

/** Better Auth's errors that mean "wrong password" or "wrong code": what sign-in limits count. */
const SIGN_IN_FAILURE_CODES = new Set(['INVALID_EMAIL_OR_PASSWORD', 'EMAIL_NOT_VERIFIED', 'INVALID_OTP', 'OTP_EXPIRED', 'OTP_NOT_FOUND', 'TOO_MANY_ATTEMPTS']);

/** Better Auth's answer to a wrong password (better-auth/dist/api/routes/sign-in.mjs). */
const WRONG_PASSWORD_ANSWER = { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' };

/** How long a sign-up code works (decision 052). */
export const SIGN_UP_CODE_MINUTES = 15;

/**
 * Better Auth's routes we do not use, answered 404: the e-mail code plugin's other flows
 * (codes to sign in, reset or change an address) and the link-based verification (decision 052).
 */
const DISABLED_PATHS = [
  '/email-otp/send-verification-otp',
  '/email-otp/check-verification-otp',
  '/email-otp/create-verification-otp',
  '/email-otp/get-verification-otp',
  '/sign-in/email-otp',
  '/email-otp/request-password-reset',
  '/email-otp/reset-password',
  '/forget-password/email-otp',
  '/email-otp/request-email-change',
  '/email-otp/change-email',
  '/send-verification-email',
  '/verify-email',
];

export function createAuth(config: AuthConfig) {
  const { db, messenger } = config;
  const throttle = createAuthThrottle({
    db,
    messenger,
    baseUrl: config.baseUrl,
    signInFailuresPerAddressPerMinute: config.signInLimitPerMinute,
    signInCodesPerDay: config.signInCodesPerDay ?? DEFAULT_SIGN_IN_CODES_PER_DAY,
    leagueName: config.leagueName,
  });
  return betterAuth({
    appName: 'League',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.secret,
    // Through our logger, so LOG_LEVEL and redaction apply, without what callers sent (auth-log.ts).
    logger: authLogger(config.logger),
    // Refusals thrown from our hooks (limits, weak passwords) would otherwise be printed to
    // stderr by Better Auth's own console logger, past LOG_LEVEL; they are expected answers.
    onAPIError: {
      onError(error) {
        if (isAPIError(error) && error.status !== 'INTERNAL_SERVER_ERROR') {
          config.logger.debug({ component: 'auth', status: error.statusCode, code: errorCodeOf(error) }, 'auth request refused');
        } else if (!databaseFailureNoted()) {
          config.logger.error({ component: 'auth', err: error }, 'auth request failed');
        }
      },
    },
    trustedOrigins: config.trustedOrigins,
    disabledPaths: DISABLED_PATHS,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Sign-up never signs in and answers a taken address as a new one (decision 052): the
      // account is finished with the code mailed to the address (/email-otp/verify-email), and
      // the owner of a taken address is told by mail instead.
      requireEmailVerification: true,
      ...(config.passwordHashing === 'light' && { password: lightPasswordHashing }),
      async onExistingUserSignUp({ user }, request) {
        // Only over HTTP: the server's own calls (bootstrap admin, seeds) tell no one.
        if (request) await throttle.tellOwnerOfSignUpAttempt(user.email);
      },
      // The link proved the mailbox: a lock from wrong passwords (maybe someone else's) ends,
      // so the new password signs in at once (issue 19).
      async onPasswordReset({ user }) {
        await throttle.signInSucceeded(user.email);
      },
      async sendResetPassword({ user, token }) {
        // A new link retires the older ones; of requests at once, only the newest is mailed.
        if (!(await throttle.retireOlderResetLinks(user.id, token))) return;
        const link = `${config.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await messenger.sendEmail({
          to: user.email,
          subject: `${await config.leagueName()}: reset your password`,
          text: `Someone asked to reset the password of this account.\n\nChoose a new password here (the link works for one hour, once):\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.`,
          secrets: [secret(link, '[password reset link sent; only the recipient can read it]')],
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 120,
      customRules: {
        // Reading one's own session is what every page does on load; many players behind one
        // clubhouse address must not look signed out. It changes nothing, so it is not limited.
        '/get-session': false,
        // Sign-ins are limited by their failures only (auth-throttle), so a crowd signing in
        // correctly from one clubhouse address is never refused.
        '/sign-in/email': false,
        // Sign-ups are limited per e-mail and per address a day (auth-throttle), not 3 in 10
        // seconds (Better Auth's own rule): a registration night at the club signs up 50 at once.
        '/sign-up/email': false,
        '/phone-number/send-otp': { window: 60, max: 3 },
        '/phone-number/verify': false,
        // Wrong codes are counted like failed sign-ins (auth-throttle), and each code allows 3 tries.
        '/email-otp/verify-email': false,
        '/request-password-reset': { window: 60, max: 3 },
      },
    },
    advanced: {
      // Over https the cookies are `__Host-` cookies (Secure, Path=/, no Domain: no subdomain
      // can set or read them). Better Auth would prefix `__Secure-` itself, so we mark them
      // Secure here and name them ourselves.
      useSecureCookies: false,
      cookiePrefix: config.secureCookies ? '__Host-league' : 'league',
      defaultCookieAttributes: { secure: config.secureCookies, httpOnly: true, sameSite: 'lax', path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Better Auth skips its origin and redirect checks when NODE_ENV is test: the tests run
      // with the checks production has.
      disableOriginCheck: false,
    },
    plugins: [
      redirectGuard({ addressHeader: CLIENT_IP_HEADER, countRefusal: (address) => throttle.requestRefused(address) }),
      emailOTP({
        otpLength: 6,
        expiresIn: SIGN_UP_CODE_MINUTES * 60,
        allowedAttempts: 3,
        // Sign-up's verification mail is this code (no link): the page that signed up asks for it.
        overrideDefaultEmailVerification: true,
        disableSignUp: true,
        async sendVerificationOTP({ email, otp, type }, ctx) {
          // Server-made accounts (bootstrap admin, seeds) are confirmed already: no mail.
          if (type !== 'email-verification' || !ctx?.request) return;
          if (!(await throttle.allowSignUpCode(email))) return;
          await messenger.sendEmail({
            to: email,
            subject: `${await config.leagueName()}: your code to finish signing up`,
            secrets: [secret(otp, '[code sent]')],
            text: [
              `Your code: ${otp}`,
              '',
              `Enter it on the sign-up page to finish creating your account. It works for ${SIGN_UP_CODE_MINUTES} minutes.`,
              'Closed the page? Sign up again with this address for a new code.',
              '',
              'If you did not sign up, ignore this message: no account is made without the code.',
            ].join('\n'),
          });
        },
      }),
      phoneNumber({
        otpLength: 6,
        expiresIn: 5 * 60,
        allowedAttempts: 3,
        // The hook below has put the number in E.164; anything else is refused.
        phoneNumberValidator: isE164Phone,
        async sendOTP({ phoneNumber: to, code }) {
          await messenger.sendSms({ to, body: `${await config.leagueName()} sign-in code: ${code}`, secrets: [secret(code, '[code sent]')] });
        },
        // No signUpOnVerification (decision 049): a code never creates an account. A number no
        // account uses still gets a code (the same answer as for a known one, within the same
        // limits per number); its right code then answers "no account" (the after hook below).
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body: unknown = ctx.body;
        if (typeof body !== 'object' || body === null) return;
        if (ctx.path === '/sign-up/email' && 'email' in body && typeof body.email === 'string' && isPhoneOnlyEmail(body.email.trim().toLowerCase())) {
          throw new APIError('BAD_REQUEST', { message: 'Please enter a valid email address.' });
        }
        if (ctx.path === '/email-otp/verify-email') {
          const email = stringField(body, 'email');
          await throttle.checkSignIn({ email, address: ctx.headers?.get(CLIENT_IP_HEADER) ?? undefined });
          // The code proves the mailbox; the password proves it is the sign-up that sent it. A
          // wrong password spends a try like a wrong code, with the same answer.
          if (!(await signUpPasswordMatches(ctx.context, email, stringField(body, 'password')))) {
            return { context: { body: { ...body, otp: 'wrong password' } } };
          }
        }
        const newPassword = newPasswordIn(ctx.path, body);
        if (newPassword !== undefined) {
          const email = 'email' in body && typeof body.email === 'string' ? body.email : ctx.context.session?.user.email;
          const reason = weakPasswordReason(newPassword, { email });
          if (reason) throw new APIError('BAD_REQUEST', { message: reason });
        }
        // Sign-ups from outside are limited per e-mail and per client address (decision 086).
        // Signing up again before finishing starts afresh: the unfinished account (which cannot
        // sign in) goes, so the new sign-up's password is the one the code will confirm.
        if (ctx.path === '/sign-up/email' && ctx.request) {
          const email = stringField(body, 'email');
          await throttle.checkSignUp({ email, address: ctx.headers?.get(CLIENT_IP_HEADER) ?? undefined });
          if (email !== undefined) await dropUnfinishedAccount(db, email.trim().toLowerCase());
        }
        // Reset mails per e-mail address, for requests from outside (an admin's "send reset
        // e-mail" is not limited). Over the limit no link is made and nothing is sent, and the
        // caller gets Better Auth's answer as it is, whether or not the address has an account.
        const resetFor = ctx.path === '/request-password-reset' && ctx.request ? stringField(body, 'email') : undefined;
        if (resetFor !== undefined && !(await throttle.allowResetMail(resetFor))) return ctx.json(RESET_REQUESTED_ANSWER);
        const address = ctx.headers?.get(CLIENT_IP_HEADER) ?? undefined;
        if (ctx.path === '/sign-in/email') await throttle.checkSignIn({ email: stringField(body, 'email'), address });
        if (ctx.path === '/phone-number/verify') await throttle.checkSignIn({ address });
        // Better Auth finds a phone's account and code by the exact text, and the limits count
        // per text: one spelling per number (E.164), so "+1 (555) 123-4567", "555-123-4567"
        // and "+15551234567" are one account and one count of codes, not three (issue 19).
        // An invalid number is left as it is for the plugin's validator to refuse.
        const byPhone = ctx.path.startsWith('/phone-number/') || ctx.path === '/sign-in/phone-number';
        const phone = stringField(body, 'phoneNumber');
        if (byPhone && phone !== undefined && PHONE_PATTERN.test(phone.trim())) {
          const phoneNumber = normalizePhone(phone);
          if (ctx.path === '/phone-number/send-otp' && isE164Phone(phoneNumber)) await throttle.checkSignInCode(phoneNumber);
          return { context: { body: { ...body, phoneNumber } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned: unknown = ctx.context.returned;
        const body: unknown = ctx.body;
        if (typeof body !== 'object' || body === null) return;
        const failed = isAPIError(returned) ? errorCodeOf(returned) : undefined;
        const address = ctx.headers?.get(CLIENT_IP_HEADER) ?? undefined;
        if (ctx.path === '/sign-in/email' || ctx.path === '/email-otp/verify-email') {
          const email = stringField(body, 'email');
          if (failed && SIGN_IN_FAILURE_CODES.has(failed)) await throttle.signInFailed({ email, address });
          else if (email && !isAPIError(returned)) await throttle.signInSucceeded(email);
          else if (email) await throttle.signInEndedOtherwise(email);
        }
        // An account whose sign-up is not finished answers as a wrong password: "not verified"
        // would tell that the address was new (decision 052).
        if (ctx.path === '/sign-in/email' && failed === 'EMAIL_NOT_VERIFIED') return Response.json(WRONG_PASSWORD_ANSWER, { status: 401 });
        if (ctx.path === '/phone-number/verify' && failed && SIGN_IN_FAILURE_CODES.has(failed)) await throttle.signInFailed({ address });
        // The right code for a number no account uses: Better Auth (without signUpOnVerification)
        // has spent the code and found no user to update. Say so, to the one who holds the phone.
        if (ctx.path === '/phone-number/verify' && failed === 'FAILED_TO_UPDATE_USER' && (body as { updatePhoneNumber?: unknown }).updatePhoneNumber !== true) {
          const phone = stringField(body, 'phoneNumber');
          if (phone !== undefined && !(await hasAccountWithPhone(db, normalizePhone(phone)))) {
            return Response.json({ code: 'PHONE_NUMBER_NOT_EXIST', message: NO_ACCOUNT_FOR_PHONE_MESSAGE }, { status: 404 });
          }
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Accounts the server makes itself (bootstrap admin, seeds) need no code to finish.
          async before(user, ctx) {
            if (!ctx?.request) return { data: { ...user, emailVerified: true } };
          },
          // Every new account is a player; other roles are granted by an admin.
          async after(user) {
            await db.insert(userRoles).values({ userId: user.id, role: 'player' }).onConflictDoNothing();
          },
        },
      },
      session: {
        create: {
          async before(session) {
            const [owner] = await db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, session.userId));
            if (owner?.disabledAt) {
              throw new APIError('FORBIDDEN', { message: 'This account is disabled. Please contact the league.' });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The new password a call sets, on the endpoints that set one. */
function newPasswordIn(path: string, body: object): string | undefined {
  const field = path === '/sign-up/email' ? 'password' : ['/reset-password', '/change-password'].includes(path) ? 'newPassword' : undefined;
  return field ? stringField(body, field) : undefined;
}

/** Removes an account whose sign-up was never finished with its code (it never signed in). */
async function dropUnfinishedAccount(db: Database, email: string): Promise<void> {
  await db.delete(users).where(and(eq(users.email, email), eq(users.emailVerified, false)));
}

/** The part of Better Auth's endpoint context the password check uses. */
interface PasswordCheckContext {
  internalAdapter: {
    findUserByEmail(email: string, options: { includeAccounts: boolean }): Promise<{ accounts: { providerId: string; password?: string | null }[] } | null>;
  };
  password: { hash(password: string): Promise<string>; verify(input: { hash: string; password: string }): Promise<boolean> };
}

/** Whether `password` is the one of the unfinished sign-up of `email`. */
async function signUpPasswordMatches(context: PasswordCheckContext, email: string | undefined, password: string | undefined): Promise<boolean> {
  const found = email ? await context.internalAdapter.findUserByEmail(email.trim().toLowerCase(), { includeAccounts: true }) : null;
  const hash = found?.accounts.find((account) => account.providerId === 'credential')?.password;
  if (!hash || password === undefined) {
    // The same work as a check, so the time taken does not tell whether there is one.
    await context.password.hash(password ?? '');
    return false;
  }
  return context.password.verify({ hash, password });
}

async function hasAccountWithPhone(db: Database, phoneNumber: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phoneNumber)).limit(1);
  return row !== undefined;
}

function stringField(body: object, field: string): string | undefined {
  const value: unknown = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

function errorCodeOf(error: APIError): string | undefined {
  const body: unknown = error.body;
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string' ? body.code : undefined;
}
