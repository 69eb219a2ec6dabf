// zod/mini (decision 006). Every message here is spec §5's, to the character.
import { z } from 'zod/mini';
import { withFormat } from './formats';
import { PHONE_PATTERN } from './auth';
import { isCalendarDate } from './calendar-date';
import { nameField, textField } from './text';
import { GENDERS, JERSEY_SIZES, isTeamPreference, POSITIONS, SKILL_MAX, SKILL_MIN } from '../waitlist';

const MESSAGES = {
  email: 'Please enter a valid email address.',
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  phoneLength: 'Phone number must be at least 10 digits.',
  phonePattern: 'Please enter a valid phone number.',
  dateOfBirth: 'Date of birth is required.',
  gender: 'Gender is required.',
  isNewPlayer: 'Please specify if you are a new or returning player.',
  previousTeam: 'Please select your previous team.',
  teamPreference: 'Please select your team preference.',
  skill: 'Skill level must be between 1 and 10.',
  positions: 'Please select at least one position you play.',
  preferredPosition: 'Please select your preferred position.',
  photoUrl: 'Invalid photo URL.',
  jerseySize: 'Jersey size is required.',
  emergencyName: 'Emergency contact name is required.',
  emergencyPhone: 'Emergency contact phone must be at least 10 digits.',
  hasConditions: 'Please specify if you have any physical conditions.',
  conditionDetails: 'Please specify the physical conditions that might impact your participation.',
  waiver: 'You must accept the waiver.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Step 1: Personal Info
export const personalInfoSchema = z.object({
  first_name: nameField('First name', MESSAGES.firstName),
  last_name: nameField('Last name', MESSAGES.lastName),
  email: z.string({ error: MESSAGES.email }).check(z.trim(), z.email(MESSAGES.email)),
  phone_number: z.string({ error: MESSAGES.phoneLength }).check(z.trim(), z.minLength(10, MESSAGES.phoneLength), z.regex(PHONE_PATTERN, MESSAGES.phonePattern)),
  date_of_birth: z
    .string({ error: MESSAGES.dateOfBirth })
    .check(z.trim(), z.minLength(1, MESSAGES.dateOfBirth), z.refine(isCalendarDate, 'Enter the date as yyyy-MM-dd.'), withFormat('date')),
  gender: z.enum(GENDERS, { error: MESSAGES.gender }),
});

// Step 2: RFC Experience. A returning player names the previous team and a preference.
const experienceFields = {
  is_new_player: z.boolean({ error: MESSAGES.isNewPlayer }),
  previous_team_id: z.optional(z.nullable(z.string())),
  // Any text: a new player's form may still hold '' here, which is not an answer; a returning player's is checked below.
  team_preference: z.optional(z.nullable(z.string())),
  skill_level: z.number({ error: MESSAGES.skill }).check(z.int(MESSAGES.skill), z.gte(SKILL_MIN, MESSAGES.skill), z.lte(SKILL_MAX, MESSAGES.skill)),
  positions_played: z.array(z.enum(POSITIONS), { error: MESSAGES.positions }).check(z.minLength(1, MESSAGES.positions)),
  preferred_position: z.enum(POSITIONS, { error: MESSAGES.preferredPosition }),
};

// Cross-field rules run even while other fields are still wrong, so each step shows all of
// its messages at once; so they only act on the exact values they depend on.
const whenObject = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

interface ReturningFields {
  is_new_player: boolean;
  previous_team_id?: string | null;
  team_preference?: string | null;
}
const returningPlayerRules = z.superRefine<ReturningFields>((value, ctx) => {
  if (value.is_new_player !== false) return;
  if (!value.previous_team_id || !UUID.test(value.previous_team_id)) {
    ctx.addIssue({ code: 'custom', path: ['previous_team_id'], message: MESSAGES.previousTeam, input: value.previous_team_id });
  }
  if (!isTeamPreference(value.team_preference)) {
    ctx.addIssue({ code: 'custom', path: ['team_preference'], message: MESSAGES.teamPreference, input: value.team_preference });
  }
}, whenObject);
export const experienceSchema = z.object(experienceFields).check(returningPlayerRules);

// Step 3: Player Kit & Photo. The form holds the chosen file; what is stored is its URL.
const kitFields = {
  jersey_size: z.enum(JERSEY_SIZES, { error: MESSAGES.jerseySize }),
  photo_url: z.optional(z.nullable(z.string().check(z.url(MESSAGES.photoUrl)))),
};
export const kitSchema = z.object(kitFields);

// Step 4: Contact & Health
const contactHealthFields = {
  emergency_contact_name: nameField('Emergency contact name', MESSAGES.emergencyName, 2),
  emergency_contact_phone: z
    .string({ error: MESSAGES.emergencyPhone })
    .check(z.trim(), z.minLength(10, MESSAGES.emergencyPhone), z.regex(PHONE_PATTERN, MESSAGES.emergencyPhone)),
  has_physical_conditions: z.boolean({ error: MESSAGES.hasConditions }),
  physical_conditions_details: z.optional(z.nullable(textField({ max: 2000, tooLong: 'Physical conditions must be at most 2000 characters.' }))),
  mailing_list_opt_in: z._default(z.boolean(), false),
  notes: z.optional(z.nullable(z.string().check(z.maxLength(2000, 'Notes must be at most 2000 characters.')))),
  waiver_accepted: z.literal(true, { error: MESSAGES.waiver }),
};
interface ConditionFields {
  has_physical_conditions: boolean;
  physical_conditions_details?: string | null;
}
const physicalConditionRules = z.superRefine<ConditionFields>((value, ctx) => {
  if (value.has_physical_conditions === true && !value.physical_conditions_details?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['physical_conditions_details'], message: MESSAGES.conditionDetails, input: value.physical_conditions_details });
  }
}, whenObject);
export const contactHealthSchema = z.object(contactHealthFields).check(physicalConditionRules);

/** The four steps in order: Next validates only the current one (spec §4). */
export const waitlistStepSchemas = [personalInfoSchema, experienceSchema, kitSchema, contactHealthSchema] as const;

/** The whole entry, as POST /api/waitlist takes it: the same rules as the four steps. */
export const joinWaitlistInputSchema = z
  .object({ ...personalInfoSchema.shape, ...experienceFields, ...kitFields, ...contactHealthFields })
  .check(returningPlayerRules, physicalConditionRules);
export type JoinWaitlistInput = z.infer<typeof joinWaitlistInputSchema>;
/** What the form holds before parsing (booleans and numbers may still be unset). */
export type JoinWaitlistFormValues = z.input<typeof joinWaitlistInputSchema>;

/** The spec's messages, for the checks only the server can make (a previous team that exists). */
export { MESSAGES as WAITLIST_MESSAGES };
