import type { JoinWaitlistFormValues } from '../../../shared/schemas/waitlist';

/**
 * The player fields the waitlist wizard and /register both ask (same fields and messages,
 * product.md), as a form holds them while being filled in: any may still be unset. The blocks
 * in this folder read only these, from the form of the surrounding FormProvider, so they work
 * inside any form whose values include them.
 */
export type PlayerFieldValues = Pick<
  Partial<JoinWaitlistFormValues>,
  | 'first_name'
  | 'last_name'
  | 'phone_number'
  | 'date_of_birth'
  | 'gender'
  | 'skill_level'
  | 'positions_played'
  | 'preferred_position'
  | 'jersey_size'
  | 'emergency_contact_name'
  | 'emergency_contact_phone'
  | 'has_physical_conditions'
  | 'physical_conditions_details'
>;

/** The player fields of an empty form: texts empty, choices unset. */
export function emptyPlayerDetails(): PlayerFieldValues {
  return {
    first_name: '',
    last_name: '',
    phone_number: '',
    date_of_birth: '',
    positions_played: [],
    emergency_contact_name: '',
    emergency_contact_phone: '',
    physical_conditions_details: '',
  };
}

/**
 * Turns "19900115" into "1990-01-15" while typing, so a phone's number pad (no hyphen key on
 * some) can enter the spec's yyyy-MM-dd; hyphens typed by hand are kept in the same places.
 */
export function formatDateTyping(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 4) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`;
}
