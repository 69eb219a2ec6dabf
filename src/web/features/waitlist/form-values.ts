import { z } from 'zod/mini';
import { emptyPlayerDetails } from '../../components/player-fields/values';
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

const FIELD_NAMES: ReadonlySet<string> = new Set(STEP_FIELDS.flat());

/** A field of the wizard (what the server may name in a 422), as the form knows it. */
export function isWaitlistField(name: string): name is Exclude<keyof WaitlistFormValues, 'photo'> {
  return FIELD_NAMES.has(name);
}

export function emptyWaitlistValues(): WaitlistFormValues {
  return {
    ...emptyPlayerDetails(),
    email: '',
    notes: '',
    mailing_list_opt_in: false,
    waiver_accepted: false,
    photo: null,
  };
}

export type JoinWaitlistParse = { success: true; input: JoinWaitlistInput } | { success: false; issues: readonly z.core.$ZodIssue[] };

/** The whole form through the shared schema (spec §4: submit checks everything). */
export function parseWaitlistForm(values: WaitlistFormValues): JoinWaitlistParse {
  const { photo: _photo, ...fields } = values;
  const result = z.safeParse(joinWaitlistInputSchema, fields);
  return result.success ? { success: true, input: result.data } : { success: false, issues: result.error.issues };
}

type DraftField = Exclude<keyof WaitlistFormValues, 'photo' | 'photo_url'>;

/** What the draft on the device keeps (decision 046): every field typed, not the photo. */
export const WAITLIST_DRAFT_FIELDS: readonly DraftField[] = STEP_FIELDS.flat().filter(
  (field): field is DraftField => isWaitlistField(field) && field !== 'photo_url',
);
