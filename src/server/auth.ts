import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { phoneNumber } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from '../shared/schemas/auth';
import type { Database } from './db/client';
import { accounts, rateLimits, sessions, userRoles, users, verifications } from './db/schema/index';
import type { Messenger } from './messaging/messenger';

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
}

/** Header our server sets from the socket (or a trusted proxy); clients cannot forge it. */
export const CLIENT_IP_HEADER = 'x-league-client-ip';

/** Accounts made by phone sign-in get a placeholder address on a reserved domain. */
export const PHONE_ONLY_EMAIL_DOMAIN = 'phone.invalid';
export function isPhoneOnlyEmail(email: string): boolean {
  return email.endsWith(`@${PHONE_ONLY_EMAIL_DOMAIN}`);
}

export function createAuth(config: AuthConfig) {
  const { db, messenger } = config;
  return betterAuth({
    appName: 'League',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.secret,
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
        '/sign-in/email': { window: 60, max: config.signInLimitPerMinute },
        '/phone-number/send-otp': { window: 60, max: 3 },
        '/phone-number/verify': { window: 60, max: config.signInLimitPerMinute },
        '/request-password-reset': { window: 60, max: 3 },
      },
    },
    advanced: {
      useSecureCookies: config.secureCookies,
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
          getTempEmail: (phone) => `${phone.replace(/\D/g, '')}@${PHONE_ONLY_EMAIL_DOMAIN}`,
          getTempName: (phone) => phone,
        },
      }),
    ],
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
