import { z } from 'zod/mini';
import { REGISTRATION_MESSAGES } from '../../../shared/registrations';
import type { RegistrationPlayerDetails } from '../../../shared/api/registrations';
import {
  createRegistrationInputSchema,
  registrationPlayerSchema,
  signedNameMatches,
  type CreateRegistrationInput,
} from '../../../shared/schemas/registrations';
import { emptyPlayerDetails, type PlayerFieldValues } from '../../components/player-fields/values';
import { DETAILS_STEP, DISCOUNT_STEP, fieldOfIssuePath, PERIOD_STEP, WAIVER_STEP, type RegistrationStep } from './wizard';

/**
 * What the /register steps hold while they are filled in. The player fields are the
 * waitlist's (components/player-fields: one set of blocks); the photo is the newly chosen file, photo_url
 * the one already on the player record.
 */
export interface RegistrationFormValues extends PlayerFieldValues {
  photo: File | null;
  photo_url: string | null;
  period_id: string;
  waiver_signed_name: string;
  discount_code: string;
}

export interface FieldMessage {
  field: string;
  message: string;
}

const FIELD_NAMES: ReadonlySet<string> = new Set<keyof RegistrationFormValues>([
  'first_name',
  'last_name',
  'phone_number',
  'date_of_birth',
  'gender',
  'skill_level',
  'positions_played',
  'preferred_position',
  'jersey_size',
  'emergency_contact_name',
  'emergency_contact_phone',
  'has_physical_conditions',
  'physical_conditions_details',
  'photo',
  'photo_url',
  'period_id',
  'waiver_signed_name',
  'discount_code',
]);

type DraftField = Exclude<keyof RegistrationFormValues, 'photo' | 'photo_url'>;

/** What the draft on the device keeps (decision 046): everything typed; not the photo, which the player record or a new upload gives. */
export const REGISTRATION_DRAFT_FIELDS: readonly DraftField[] = [...FIELD_NAMES].filter(
  (field): field is DraftField => field !== 'photo' && field !== 'photo_url' && isRegistrationField(field),
);

/** A field of the form (what a server or schema issue may name). */
export function isRegistrationField(name: string): name is keyof RegistrationFormValues {
  return FIELD_NAMES.has(name);
}

export function emptyRegistrationValues(): RegistrationFormValues {
  return {
    ...emptyPlayerDetails(),
    photo: null,
    photo_url: null,
    period_id: '',
    waiver_signed_name: '',
    discount_code: '',
  };
}

type PlayerKey = keyof PlayerFieldValues | 'photo_url';

const isUnset = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** "Ana Maria Silva" → first "Ana", last "Maria Silva": the account's name until the player has one. */
function splitAccountName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

/**
 * The values to fill in from the player record (or, for a new player, the account's name):
 * only fields still empty, so nothing typed is overwritten when the options arrive late.
 * The record's choices are the form's own lists (the answer's schema says so, decision 070).
 */
export function prefillFromPlayer(
  current: RegistrationFormValues,
  player: Partial<RegistrationPlayerDetails> | null,
  accountName: string | null,
): Partial<Pick<RegistrationFormValues, PlayerKey>> {
  const known: Partial<Pick<RegistrationFormValues, PlayerKey>> = {
    ...(accountName ? splitAccountName(accountName) : {}),
  };
  if (player) {
    Object.assign(known, {
      first_name: player.first_name || known.first_name,
      last_name: player.last_name || known.last_name,
      phone_number: player.phone_number,
      date_of_birth: player.date_of_birth,
      gender: player.gender,
      skill_level: player.skill_level,
      positions_played: player.positions_played ?? [],
      preferred_position: player.preferred_position,
      jersey_size: player.jersey_size,
      photo_url: player.photo_url,
      emergency_contact_name: player.emergency_contact_name,
      emergency_contact_phone: player.emergency_contact_phone,
      has_physical_conditions: player.has_physical_conditions,
      physical_conditions_details: player.physical_conditions_details,
    });
  }
  const fill: Partial<Pick<RegistrationFormValues, PlayerKey>> = {};
  for (const [key, value] of Object.entries(known) as [PlayerKey, unknown][]) {
    if (!isUnset(value) && isUnset(current[key])) Object.assign(fill, { [key]: value });
  }
  return fill;
}

/** A returning player's stored date of birth and gender: what the server judges eligibility on. */
export type StoredIdentity = Partial<Pick<RegistrationFormValues, 'date_of_birth' | 'gender'>>;

/**
 * The date of birth and gender on the player's record (issue 19 item 12): they decide which
 * divisions the player may join, the registration does not change them (only an admin does),
 * so the details step shows them read-only and the form holds them over any draft.
 */
export function storedIdentity(player: Partial<RegistrationPlayerDetails> | null): StoredIdentity {
  const identity: StoredIdentity = {};
  if (player?.date_of_birth) identity.date_of_birth = player.date_of_birth;
  if (player?.gender) identity.gender = player.gender;
  return identity;
}

const anything = z.object({});
const periodSchema = z.object({ period_id: createRegistrationInputSchema.shape.period_id });
const discountSchema = z.object({ discount_code: createRegistrationInputSchema.shape.discount_code });
/** The typed signature checked as the server checks it: the details' first and last name. */
const signatureSchema = z
  .object({
    waiver_signed_name: createRegistrationInputSchema.shape.waiver_signed_name,
    first_name: z.optional(z.string()),
    last_name: z.optional(z.string()),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!value.waiver_signed_name.trim()) return;
      if (!signedNameMatches(value.waiver_signed_name, value.first_name ?? '', value.last_name ?? '')) {
        ctx.addIssue({ code: 'custom', path: ['waiver_signed_name'], message: REGISTRATION_MESSAGES.signedNameMismatch, input: value.waiver_signed_name });
      }
    }),
  );

/** The rules Next checks on a step (the account and payment steps have no fields of this form). */
export function registrationStepSchema(step: RegistrationStep, context: { waiverSigned: boolean }): z.core.$ZodType {
  switch (step) {
    case DETAILS_STEP:
      return registrationPlayerSchema;
    case PERIOD_STEP:
      return periodSchema;
    case WAIVER_STEP:
      return context.waiverSigned ? anything : signatureSchema;
    case DISCOUNT_STEP:
      return discountSchema;
    default:
      return anything;
  }
}

export interface SubmitContext {
  invitation: string | null;
  waiverId: string | null;
  /** The active version is signed already: the signature is the details' name. */
  waiverSigned: boolean;
  /** The uploaded new photo, or null to keep photo_url. */
  uploadedPhotoUrl: string | null;
}

/** The request body from the form's values, before the shared schema checks it. */
export function toCreateRegistrationBody(values: RegistrationFormValues, context: SubmitContext) {
  const code = values.discount_code.trim();
  return {
    period_id: values.period_id,
    invitation: context.invitation,
    player: {
      first_name: values.first_name,
      last_name: values.last_name,
      phone_number: values.phone_number,
      date_of_birth: values.date_of_birth,
      gender: values.gender,
      skill_level: values.skill_level,
      positions_played: values.positions_played,
      preferred_position: values.preferred_position,
      jersey_size: values.jersey_size,
      photo_url: values.photo ? context.uploadedPhotoUrl : values.photo_url,
      emergency_contact_name: values.emergency_contact_name,
      emergency_contact_phone: values.emergency_contact_phone,
      has_physical_conditions: values.has_physical_conditions,
      // Details for a "no" would be stale text from an earlier answer.
      physical_conditions_details: values.has_physical_conditions ? values.physical_conditions_details : null,
    },
    waiver_id: context.waiverId,
    waiver_signed_name: context.waiverSigned ? `${values.first_name ?? ''} ${values.last_name ?? ''}`.trim() : values.waiver_signed_name,
    discount_code: code === '' ? null : code,
  };
}

export type RegistrationParse = { success: true; input: CreateRegistrationInput } | { success: false; fields: FieldMessage[] };

/** Submit checks everything again with the server's own schema; issues name their form field. */
export function parseRegistrationForm(values: RegistrationFormValues, context: SubmitContext): RegistrationParse {
  const result = z.safeParse(createRegistrationInputSchema, toCreateRegistrationBody(values, context));
  if (result.success) return { success: true, input: result.data };
  const fields = result.error.issues
    .map((issue) => ({ field: fieldOfIssuePath(issue.path.map(String).join('.')), message: issue.message }))
    .filter((issue) => issue.field !== '');
  return { success: false, fields };
}
