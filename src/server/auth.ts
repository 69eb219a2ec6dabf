import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { phoneNumber } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { isPhoneOnlyEmail, PHONE_ONLY_EMAIL_DOMAIN } from '../shared/accounts';
import { normalizePhone, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from '../shared/schemas/auth';
import type { Database } from './db/client';
import { accounts, rateLimits, sessions, userRoles, users, verifications } from './db/schema/index';
import type { Logger } from 'pino';
import type { Messenger } from './messaging/messenger';
import { weakPasswordReason } from './password-policy';

export interface AuthConfig {
  db: Database;
  messenger: Messenger;
  secret: string;
  /** Where the browser reaches the site; links in messages point here. */
  baseUrl: string;
  trustedOrigins: string[];
  secureCookies: boolean;
  signInLimitPerMinute: number;
  leagueName: () => Promise<string>;
  logger: Logger;
}

/** Header our server sets from the socket (or a trusted proxy); clients cannot forge it. */
export const CLIENT_IP_HEADER = 'x-league-client-ip';


export function createAuth(config: AuthConfig) {
  const { db, messenger } = config;
  return betterAuth({
    appName: 'League',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.secret,
    // Through our logger, so LOG_LEVEL and redaction apply; details go to the log only.
    logger: {
      level: 'debug',
      log: (level, message, ...details: unknown[]) => config.logger[level]({ component: 'auth', details }, message),
    },
    trustedOrigins: config.trustedOrigins,
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
      async sendResetPassword({ user, token }) {
        const link = `${config.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await messenger.sendEmail({
          to: user.email,
          subject: `${await config.leagueName()}: reset your password`,
          text: `Someone asked to reset the password of this account.\n\nChoose a new password here (the link works for one hour, once):\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.`,
        });
      },
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
        '/sign-in/email': { window: 60, max: config.signInLimitPerMinute },
        '/phone-number/send-otp': { window: 60, max: 3 },
        '/phone-number/verify': { window: 60, max: config.signInLimitPerMinute },
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
    },
    plugins: [
      phoneNumber({
        otpLength: 6,
        expiresIn: 5 * 60,
        allowedAttempts: 3,
        phoneNumberValidator: (value) => PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= 10,
        async sendOTP({ phoneNumber: to, code }) {
          await messenger.sendSms({ to, body: `${await config.leagueName()} sign-in code: ${code}` });
        },
        // A phone number nobody has yet becomes a new account with no e-mail address.
        signUpOnVerification: {
          // The random part keeps the placeholder unique ("+1555…" and "1555…" share digits)
          // and unguessable, so nobody can take a phone's address first.
          getTempEmail: (phone) => `${phone.replace(/\D/g, '')}.${randomBytes(4).toString('hex')}@${PHONE_ONLY_EMAIL_DOMAIN}`,
          getTempName: (phone) => phone,
        },
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body: unknown = ctx.body;
        if (typeof body !== 'object' || body === null) return;
        if (ctx.path === '/sign-up/email' && 'email' in body && typeof body.email === 'string' && isPhoneOnlyEmail(body.email.trim().toLowerCase())) {
          throw new APIError('BAD_REQUEST', { message: 'Please enter a valid email address.' });
        }
        const newPassword = newPasswordIn(ctx.path, body);
        if (newPassword !== undefined) {
          const email = 'email' in body && typeof body.email === 'string' ? body.email : ctx.context.session?.user.email;
          const reason = weakPasswordReason(newPassword, { email });
          if (reason) throw new APIError('BAD_REQUEST', { message: reason });
        }
        // Better Auth finds a phone's account and code by the exact text: one canonical form
        // per number, so "+1 (555) 123-4567" and "+15551234567" are one account, not two.
        // An invalid number is left as it is for the plugin's validator to refuse.
        const byPhone = ctx.path.startsWith('/phone-number/') || ctx.path === '/sign-in/phone-number';
        if (byPhone && 'phoneNumber' in body && typeof body.phoneNumber === 'string' && PHONE_PATTERN.test(body.phoneNumber.trim())) {
          return { context: { body: { ...body, phoneNumber: normalizePhone(body.phoneNumber) } } };
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
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
  if (!field || !(field in body)) return undefined;
  const value: unknown = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}
