import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { REGISTRATION_MESSAGES } from '../../../shared/registrations';
import {
  emptyRegistrationValues,
  parseRegistrationForm,
  prefillFromPlayer,
  REGISTRATION_DRAFT_FIELDS,
  registrationStepSchema,
  storedIdentity,
  type RegistrationFormValues,
} from './form-values';

const PERIOD = '11111111-1111-4111-8111-111111111111';
const WAIVER = '22222222-2222-4222-8222-222222222222';

function filled(overrides: Partial<RegistrationFormValues> = {}): RegistrationFormValues {
  return {
    ...emptyRegistrationValues(),
    first_name: 'Robin',
    last_name: 'Tester',
    phone_number: '(416) 555-0199',
    date_of_birth: '1990-04-25',
    gender: 'Female',
    skill_level: 6,
    positions_played: ['Midfield'],
    preferred_position: 'Midfield',
    jersey_size: 'M',
    emergency_contact_name: 'Sam Tester',
    emergency_contact_phone: '416-555-0123',
    has_physical_conditions: false,
    physical_conditions_details: 'old text',
    period_id: PERIOD,
    waiver_signed_name: 'robin  tester',
    discount_code: ' spring20 ',
    ...overrides,
  };
}

const context = { invitation: null, waiverId: WAIVER, waiverSigned: false, uploadedPhotoUrl: null };

describe('prefillFromPlayer', () => {
  it('fills empty fields from the player record, keeping what was typed', () => {
    const current = { ...emptyRegistrationValues(), phone_number: '(905) 555-0100' };
    const fill = prefillFromPlayer(
      current,
      {
        first_name: 'Ana',
        last_name: 'Silva',
        phone_number: '(416) 555-0000',
        jersey_size: 'L',
        positions_played: ['Defense'],
        has_physical_conditions: false,
      },
      'Account Name',
    );
    expect(fill).toEqual({ first_name: 'Ana', last_name: 'Silva', jersey_size: 'L', positions_played: ['Defense'], has_physical_conditions: false });
  });

  it("starts a new player's names from the account name", () => {
    expect(prefillFromPlayer(emptyRegistrationValues(), null, 'Ana Maria Silva')).toEqual({ first_name: 'Ana', last_name: 'Maria Silva' });
  });
});

describe('storedIdentity', () => {
  it("takes a returning player's stored date of birth and gender (issue 19 item 12), leaving out what the record lacks", () => {
    expect(storedIdentity({ date_of_birth: '1992-03-14', gender: 'Female' })).toEqual({ date_of_birth: '1992-03-14', gender: 'Female' });
    expect(storedIdentity({ first_name: 'Ana' })).toEqual({});
    expect(storedIdentity(null)).toEqual({});
  });
});

describe('registrationStepSchema', () => {
  it("checks the typed signature against the details' name, unless the waiver is signed already", () => {
    const check = (values: RegistrationFormValues, waiverSigned = false) => z.safeParse(registrationStepSchema(3, { waiverSigned }), values);
    expect(check(filled()).success).toBe(true);
    const wrong = check(filled({ waiver_signed_name: 'Robin T' }));
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((i) => i.message)).toEqual([REGISTRATION_MESSAGES.signedNameMismatch]);
    expect(check(filled({ waiver_signed_name: '' })).error?.issues.map((i) => i.message)).toEqual(['Type your full name to sign the waiver.']);
    expect(check(filled({ waiver_signed_name: '' }), true).success).toBe(true);
  });

  it('asks for a season and division on its step', () => {
    expect(z.safeParse(registrationStepSchema(2, { waiverSigned: false }), filled({ period_id: '' })).error?.issues[0]?.message).toBe(
      'Choose a season and division.',
    );
  });
});

describe('parseRegistrationForm', () => {
  it('builds the request: trimmed code, no stale condition details, the invitation', () => {
    const parsed = parseRegistrationForm(filled(), { ...context, invitation: 'tok' });
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.input.discount_code).toBe('spring20');
    expect(parsed.input.invitation).toBe('tok');
    expect(parsed.input.player.physical_conditions_details).toBeNull();
    expect(parsed.input.waiver_id).toBe(WAIVER);
  });

  it('signs with the details name when the active waiver is signed already', () => {
    const parsed = parseRegistrationForm(filled({ waiver_signed_name: '' }), { ...context, waiverSigned: true });
    expect(parsed.success && parsed.input.waiver_signed_name).toBe('Robin Tester');
  });

  it('sends the uploaded photo when a new one was chosen, else the saved one', () => {
    const photo = new File(['x'], 'p.jpg', { type: 'image/jpeg' });
    const saved = 'http://localhost/media/player-photos/u/old.jpg';
    const withNew = parseRegistrationForm(filled({ photo, photo_url: saved }), {
      ...context,
      uploadedPhotoUrl: 'http://localhost/media/player-photos/u/new.jpg',
    });
    expect(withNew.success && withNew.input.player.photo_url).toBe('http://localhost/media/player-photos/u/new.jpg');
    const kept = parseRegistrationForm(filled({ photo_url: saved }), context);
    expect(kept.success && kept.input.player.photo_url).toBe(saved);
  });

  it('names the form fields of the issues', () => {
    const parsed = parseRegistrationForm(filled({ emergency_contact_phone: '12', period_id: '' }), context);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.fields.map((f) => f.field).sort()).toEqual(['emergency_contact_phone', 'period_id']);
  });
});

describe('REGISTRATION_DRAFT_FIELDS', () => {
  it('keeps what was typed on every step, and not the photo', () => {
    expect(REGISTRATION_DRAFT_FIELDS).toEqual(expect.arrayContaining(['phone_number', 'date_of_birth', 'period_id', 'waiver_signed_name', 'discount_code']));
    expect(REGISTRATION_DRAFT_FIELDS).not.toContain('photo');
    expect(REGISTRATION_DRAFT_FIELDS).not.toContain('photo_url');
  });
});
