import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { changePasswordInputSchema, resetPasswordInputSchema } from './auth';

function issuesOf(schema: z.core.$ZodType, value: unknown) {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('new password confirmation', () => {
  it('puts the mismatch message on the confirmation field, when resetting and when changing', () => {
    const mismatch = { path: 'confirm_password', message: 'The passwords do not match.' };
    expect(issuesOf(resetPasswordInputSchema, { password: 'a-long-new-passphrase', confirm_password: 'something-else-entirely' })).toEqual([mismatch]);
    expect(
      issuesOf(changePasswordInputSchema, { current_password: 'old', password: 'a-long-new-passphrase', confirm_password: 'something-else-entirely' }),
    ).toEqual([mismatch]);
  });

  it('accepts a matching confirmation', () => {
    expect(issuesOf(resetPasswordInputSchema, { password: 'a-long-new-passphrase', confirm_password: 'a-long-new-passphrase' })).toEqual([]);
  });
});
