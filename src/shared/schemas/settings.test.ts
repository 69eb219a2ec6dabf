import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { leagueSettingsFields, SETTINGS_MESSAGES } from './settings';

const contactEmail = (value: string) => z.safeParse(leagueSettingsFields.contact_email, value).success;

describe('the contact e-mail setting', () => {
  it('takes an address with a dotted domain, or nothing', () => {
    for (const value of ['', 'league@example.org', 'a.b@mail.example.co.uk', 'x@.b.c', 'x@b..']) expect(contactEmail(value), value).toBe(true);
    for (const value of ['league', 'league@', 'league@example', 'a@b.', 'a@.', 'a@..', 'a b@c.d', 'a@b@c.d']) expect(contactEmail(value), value).toBe(false);
  });

  it('refuses a 200 KB value in linear time, with its message (issue 19: patterns on what callers send)', () => {
    for (const value of [`a@${'.'.repeat(200_000)}@`, `a@${'b.'.repeat(100_000)} `, `${'a'.repeat(200_000)}@`]) {
      const started = performance.now();
      const result = z.safeParse(leagueSettingsFields.contact_email, value);
      expect(performance.now() - started).toBeLessThan(100);
      expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toContain(SETTINGS_MESSAGES.contactEmail);
    }
  });
});
