import { describe, expect, it } from 'vitest';
import { emptyWaitlistValues, isWaitlistField, WAITLIST_DRAFT_FIELDS, parseWaitlistForm, type WaitlistFormValues } from './form-values';

const complete: WaitlistFormValues = {
  ...emptyWaitlistValues(),
  first_name: 'Ana',
  last_name: 'Silva',
  email: 'ana@example.com',
  phone_number: '(555) 123-4567',
  date_of_birth: '1990-01-15',
  gender: 'Female',
  is_new_player: true,
  skill_level: 6,
  positions_played: ['Midfield'],
  preferred_position: 'Midfield',
  jersey_size: 'M',
  emergency_contact_name: 'Rui Silva',
  emergency_contact_phone: '555 987 6543',
  has_physical_conditions: false,
  waiver_accepted: true,
};

describe('parseWaitlistForm', () => {
  it('accepts a complete entry and leaves the photo file out of the input', () => {
    const result = parseWaitlistForm({ ...complete, photo: null });
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.input).not.toHaveProperty('photo');
      expect(result.input.mailing_list_opt_in).toBe(false);
    }
  });

  it('refuses an unticked waiver with the spec message', () => {
    const result = parseWaitlistForm({ ...complete, waiver_accepted: false });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.issues.map((i) => i.message)).toContain('You must accept the waiver.');
  });
});

describe('isWaitlistField', () => {
  it('knows the wizard fields, and nothing else', () => {
    expect(isWaitlistField('email')).toBe(true);
    expect(isWaitlistField('photo_url')).toBe(true);
    expect(isWaitlistField('waiver_accepted')).toBe(true);
    expect(isWaitlistField('password')).toBe(false);
  });
});

describe('WAITLIST_DRAFT_FIELDS', () => {
  it('keeps every typed field on the device, and not the photo', () => {
    expect(WAITLIST_DRAFT_FIELDS).toEqual(expect.arrayContaining(['first_name', 'email', 'date_of_birth', 'positions_played', 'notes', 'waiver_accepted']));
    expect(WAITLIST_DRAFT_FIELDS).not.toContain('photo');
    expect(WAITLIST_DRAFT_FIELDS).not.toContain('photo_url');
  });
});
