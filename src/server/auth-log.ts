import type { Logger } from 'pino';
import { databaseErrorLogFields, isDatabaseUnavailable, noteDatabaseFailure } from './db/unavailable';

/**
 * Better Auth's log lines, through our logger (decision 050). Some of them quote what a caller
 * sent: "Invalid callbackURL: <url>", "If it's a valid URL, please add <url> to trustedOrigins",
 * "Sign-up attempt for existing email: <e-mail>" (better-auth/dist/api/middlewares/origin-check.mjs,
 * routes/sign-up.mjs). A caller chooses that text, up to the body limit: it is never logged, and
 * nothing here spends more than a glance on it.
 */

/** Longer than any message of Better Auth's own; what a caller appended beyond it is dropped. */
export const AUTH_LOG_TEXT_MAX = 300;

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Better Auth's `logger` option: nothing is worked on for a level the logger does not write. */
export function authLogger(logger: Logger) {
  return {
    level: 'debug' as const,
    log: (level: AuthLogLevel, message: string, ...details: unknown[]) => {
      // A database that cannot answer: noted whatever the level, so the request answers 503 and
      // logs it once; elsewhere one short line, no stack (decision 056).
      const away = details.find(isDatabaseUnavailable);
      if (away !== undefined) {
        if (!noteDatabaseFailure(away)) logger.warn({ component: 'auth', ...databaseErrorLogFields(away) }, safeAuthLogText(message));
        return;
      }
      if (!logger.isLevelEnabled(level)) return;
      logger[level]({ component: 'auth', details: details.map(safeAuthLogValue) }, safeAuthLogText(message));
    },
  };
}

/** The developer's hint that follows a refused address, which it repeats. */
const ADD_TO_TRUSTED_ORIGINS = "If it's a valid URL, please add ";
/** Messages that end with the value a caller sent, after their first ": ". */
const QUOTING_PREFIXES = ['Invalid ', 'Sign-up attempt for existing email'];

/**
 * A Better Auth message without the caller's values: cut short first, the quoted value of the
 * messages above dropped, then any e-mail address masked (a linear pattern: see EMAIL_IN_TEXT).
 */
export function safeAuthLogText(text: string): string {
  if (text.startsWith(ADD_TO_TRUSTED_ORIGINS)) return "If it's a valid URL, please add it to TRUSTED_ORIGINS";
  let safe = text.length > AUTH_LOG_TEXT_MAX ? `${text.slice(0, AUTH_LOG_TEXT_MAX)}…` : text;
  const colon = safe.indexOf(': ');
  if (colon > 0 && QUOTING_PREFIXES.some((prefix) => safe.startsWith(prefix))) safe = safe.slice(0, colon);
  return safe.replace(EMAIL_IN_TEXT, '[email]');
}

function safeAuthLogValue(value: unknown): unknown {
  return typeof value === 'string' ? safeAuthLogText(value) : value;
}

/**
 * An e-mail address inside a text. The lookbehind lets a match start only where a word starts
 * (after a space, a quote, an @ or the beginning): without it every position of a long word
 * with no @ would be tried again up to the word's end, quadratic in its length.
 */
export const EMAIL_IN_TEXT = /(?<![^\s@"'<>])[^\s@"'<>]+@[^\s@"'<>]+\.[^\s@"'<>]+/g;
