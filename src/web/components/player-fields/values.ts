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
