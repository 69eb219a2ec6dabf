import { describe, expect, it } from 'vitest';
import { emptyWaitlistValues, formatDateTyping, isWaitlistField, parseWaitlistForm, type WaitlistFormValues } from './form-values';

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

describe('formatDateTyping', () => {
  it('inserts the hyphens of yyyy-MM-dd as digits arrive', () => {
    expect(formatDateTyping('1990')).toBe('1990');
    expect(formatDateTyping('19900')).toBe('1990-0');
    expect(formatDateTyping('199001')).toBe('1990-01');
    expect(formatDateTyping('19900115')).toBe('1990-01-15');
  });

  it('keeps a date typed with hyphens and drops anything past the day', () => {
    expect(formatDateTyping('1990-01-15')).toBe('1990-01-15');
    expect(formatDateTyping('1990-01-155')).toBe('1990-01-15');
  });

  it('lets a trailing hyphen be deleted', () => {
    expect(formatDateTyping('1990')).toBe('1990');
    expect(formatDateTyping('')).toBe('');
  });
});

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
