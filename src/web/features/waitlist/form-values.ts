import { z } from 'zod/mini';
import { STEP_FIELDS } from './wizard';
import { joinWaitlistInputSchema, type JoinWaitlistFormValues, type JoinWaitlistInput } from '../../../shared/schemas/waitlist';

/**
 * What the wizard holds while it is being filled in: any field may still be unset, the waiver
 * box starts unticked, and the photo is the chosen file (its URL exists only after upload).
 */
export type WaitlistFormValues = Omit<Partial<JoinWaitlistFormValues>, 'waiver_accepted'> & {
  waiver_accepted: boolean;
  photo: File | null;
};

/**
 * The player fields /register asks too (same fields and messages, product.md): the step files'
 * field blocks read only these, so they work inside either form.
 */
export type SharedPlayerFields = Pick<
  WaitlistFormValues,
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

const FIELD_NAMES: ReadonlySet<string> = new Set(STEP_FIELDS.flat());

/** A field of the wizard (what the server may name in a 422), as the form knows it. */
export function isWaitlistField(name: string): name is Exclude<keyof WaitlistFormValues, 'photo'> {
  return FIELD_NAMES.has(name);
}

export function emptyWaitlistValues(): WaitlistFormValues {
  return {
    first_name: '',
    last_name: '',
    email: '',
    phone_number: '',
    date_of_birth: '',
    positions_played: [],
    emergency_contact_name: '',
    emergency_contact_phone: '',
    physical_conditions_details: '',
    notes: '',
    mailing_list_opt_in: false,
    waiver_accepted: false,
    photo: null,
  };
}

export type JoinWaitlistParse =
  | { success: true; input: JoinWaitlistInput }
  | { success: false; issues: readonly z.core.$ZodIssue[] };

/** The whole form through the shared schema (spec §4: submit checks everything). */
export function parseWaitlistForm(values: WaitlistFormValues): JoinWaitlistParse {
  const { photo: _photo, ...fields } = values;
  const result = z.safeParse(joinWaitlistInputSchema, fields);
  return result.success ? { success: true, input: result.data } : { success: false, issues: result.error.issues };
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
