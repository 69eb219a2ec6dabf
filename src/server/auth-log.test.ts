import { describe, expect, it } from 'vitest';
import { AUTH_LOG_TEXT_MAX, authLogger, EMAIL_IN_TEXT, safeAuthLogText } from './auth-log';
import { createLogger } from './logger';

/** How long `work` takes, in milliseconds. */
function msOf(work: () => unknown): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

/** Texts of 150 KB shaped to make a backtracking pattern retry every position (issue 19, item 1). */
const LONG = 150_000;
const PATHOLOGICAL = {
  word: `Invalid callbackURL: https://evil.example/${'a'.repeat(LONG)}`,
  spaces: `Invalid callbackURL: /${' '.repeat(LONG)}x`,
  ats: `Invalid callbackURL: ${'a@'.repeat(LONG / 2)}`,
  dots: `Invalid callbackURL: a@${'.'.repeat(LONG)}`,
};

describe("Better Auth's log lines", () => {
  it('keep what Better Auth says, without the address or e-mail a caller sent', () => {
    expect(safeAuthLogText('Invalid callbackURL: https://evil.example/steal')).toBe('Invalid callbackURL');
    expect(safeAuthLogText('Invalid redirectURL: /somewhere')).toBe('Invalid redirectURL');
    expect(safeAuthLogText('Invalid origin: https://evil.example')).toBe('Invalid origin');
    expect(safeAuthLogText("If it's a valid URL, please add https://evil.example/steal to trustedOrigins in your auth config\n")).not.toContain('evil');
    expect(safeAuthLogText('Sign-up attempt for existing email: someone@example.org')).toBe('Sign-up attempt for existing email');
    expect(safeAuthLogText('Could not send to someone@example.org today')).toBe('Could not send to [email] today');
    expect(safeAuthLogText('x'.repeat(AUTH_LOG_TEXT_MAX + 50))).toHaveLength(AUTH_LOG_TEXT_MAX + 1);
  });

  it('read a 150 KB text in linear time, whatever its shape', () => {
    for (const [shape, text] of Object.entries(PATHOLOGICAL)) {
      expect(
        msOf(() => safeAuthLogText(text)),
        shape,
      ).toBeLessThan(200);
      // The pattern alone too: it must not rely on the cut before it.
      expect(
        msOf(() => text.replace(EMAIL_IN_TEXT, '[email]')),
        shape,
      ).toBeLessThan(200);
    }
    expect('mail a@b.org and "c.d@e.f.org" not @x or y@'.replace(EMAIL_IN_TEXT, '[email]')).toBe('mail [email] and "[email]" not @x or y@');
  });

  it('cost nothing at a level the logger does not write', () => {
    const lines: string[] = [];
    const log = authLogger(createLogger('warn', { write: (line: string) => void lines.push(line) }));
    log.log('info', "If it's a valid URL, please add https://evil.example to trustedOrigins", 'Current list of trustedOrigins: http://localhost');
    log.log('error', PATHOLOGICAL.word);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 50, component: 'auth', msg: 'Invalid callbackURL' });
  });
});
