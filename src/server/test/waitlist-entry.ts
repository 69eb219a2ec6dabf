import { uniqueEmail } from './test-server';

/** A waitlist form that passes every rule (POST /api/waitlist); overrides change single fields. */
export function validWaitlistEntry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: 'Jamie',
    last_name: 'Rivera',
    email: uniqueEmail('join'),
    phone_number: '(416) 555-0123',
    date_of_birth: '1992-04-09',
    gender: 'Female',
    is_new_player: true,
    skill_level: 6,
    positions_played: ['Midfield', 'Defense'],
    preferred_position: 'Midfield',
    jersey_size: 'M',
    emergency_contact_name: 'Sam Rivera',
    emergency_contact_phone: '416-555-0124',
    has_physical_conditions: false,
    mailing_list_opt_in: true,
    notes: 'Weeknights are best.',
    waiver_accepted: true,
    ...overrides,
  };
}
