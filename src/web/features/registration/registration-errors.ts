import { REGISTRATION_MESSAGES } from '../../../shared/registrations';
import { isApiError } from '../../lib/api-client';
import type { FieldMessage } from './form-values';
import { fieldOfIssuePath } from './wizard';

export interface RegistrationError {
  /** Shown above the step, in the server's words. */
  message: string;
  /** Set on their fields; the wizard takes the user to the earliest step among them. */
  fields: FieldMessage[];
  /** The page's options are out of date (a new waiver, places gone, the waitlist switched on). */
  refreshOptions: boolean;
}

/** Refusals that are about the chosen season and division, whatever status they come with. */
const PERIOD_MESSAGES: readonly string[] = [
  REGISTRATION_MESSAGES.periodFull,
  REGISTRATION_MESSAGES.periodNotOpen,
  REGISTRATION_MESSAGES.alreadyRegistered,
  REGISTRATION_MESSAGES.invitationOtherDivision,
];
const SIGNATURE_MESSAGES: readonly string[] = [REGISTRATION_MESSAGES.signedNameMismatch, REGISTRATION_MESSAGES.waiverOutdated];
const STALE_OPTIONS_MESSAGES: readonly string[] = [
  REGISTRATION_MESSAGES.periodFull,
  REGISTRATION_MESSAGES.periodNotOpen,
  REGISTRATION_MESSAGES.waiverOutdated,
  REGISTRATION_MESSAGES.waitlistOnly,
  REGISTRATION_MESSAGES.invitationInvalid,
];

/** The waiver's id is not typed by anyone: its message belongs under the signature. */
const formFieldOf = (field: string) => (field === 'waiver_id' ? 'waiver_signed_name' : field);

/**
 * Where a refused registration sends the user: a field's issues to their fields (422; a
 * division's age or gender rule is under the division choice), a full division to the division step, a new waiver version to the waiver step (409); everything
 * else is said above the form, with every value kept.
 */
export function describeRegistrationError(error: unknown): RegistrationError {
  if (!isApiError(error)) return { message: 'Something went wrong. Please try again.', fields: [], refreshOptions: false };
  const fromIssues = error.issues
    .map((issue) => ({ field: formFieldOf(fieldOfIssuePath(issue.path)), message: issue.message }))
    .filter((issue) => issue.field !== '');
  // A division refused under its choice (its rules, or an exception, changed since the page
  // asked: decision 061) is shown afresh among the divisions not open to the person.
  const refreshOptions = STALE_OPTIONS_MESSAGES.includes(error.message) || fromIssues.some((issue) => issue.field === 'period_id');
  if (fromIssues.length > 0) return { message: error.message, fields: fromIssues, refreshOptions };
  if (PERIOD_MESSAGES.includes(error.message)) return { message: error.message, fields: [{ field: 'period_id', message: error.message }], refreshOptions };
  if (SIGNATURE_MESSAGES.includes(error.message)) {
    return { message: error.message, fields: [{ field: 'waiver_signed_name', message: error.message }], refreshOptions };
  }
  return { message: error.message, fields: [], refreshOptions };
}

/** A refused discount code: the server's message for the field, or what went wrong otherwise. */
export function describeQuoteError(error: unknown): string {
  if (!isApiError(error)) return 'The code could not be checked. Please try again.';
  const issue = error.issues.find((i) => fieldOfIssuePath(i.path) === 'discount_code') ?? error.issues[0];
  return issue?.message ?? error.message;
}
