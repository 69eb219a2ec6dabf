import { describe, expect, it } from 'vitest';
import { waitlistStepSchemas } from '../../shared/schemas/waitlist';
import { issuesToFieldErrors, schemaResolver } from './schema-resolver';

describe('issuesToFieldErrors', () => {
  it('keys messages by the top-level field, first message first', () => {
    expect(
      issuesToFieldErrors([
        { path: ['phone_number'], message: 'Phone number must be at least 10 digits.', code: 'too_small' },
        { path: ['phone_number'], message: 'Please enter a valid phone number.', code: 'invalid_format' },
        { path: ['positions_played', 1], message: 'Invalid option' },
        { path: [], message: 'ignored: no field' },
      ]),
    ).toEqual({
      phone_number: { type: 'too_small', message: 'Phone number must be at least 10 digits.' },
      positions_played: { type: 'custom', message: 'Invalid option' },
    });
  });
});

describe('schemaResolver with the waitlist step schemas', () => {
  const resolve = (step: 0 | 1 | 2 | 3, values: Record<string, unknown>) =>
    schemaResolver<Record<string, unknown>>(() => waitlistStepSchemas[step])(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });

  it("reports only the current step's fields, with the spec messages", async () => {
    const result = await resolve(0, {});
    expect(Object.keys(result.errors).sort()).toEqual(['date_of_birth', 'email', 'first_name', 'gender', 'last_name', 'phone_number']);
    expect(result.errors.first_name?.message).toBe('First name is required.');
    expect(result.errors.email?.message).toBe('Please enter a valid email address.');
    expect(result.errors.gender?.message).toBe('Gender is required.');
  });

  it('asks a returning player for the previous team and the preference', async () => {
    const result = await resolve(1, { is_new_player: false, skill_level: 5, positions_played: ['Defense'], preferred_position: 'Defense' });
    expect(result.errors.previous_team_id?.message).toBe('Please select your previous team.');
    expect(result.errors.team_preference?.message).toBe('Please select your team preference.');
  });

  it("passes valid values on unchanged, other steps' values included", async () => {
    const values = { jersey_size: 'M', photo: 'kept', first_name: '' };
    const result = await resolve(2, values);
    expect(result.errors).toEqual({});
    expect(result.values).toBe(values);
  });
});
