import { WAITLIST_CLOSED_MESSAGE } from '../../../shared/waitlist';
import { isApiError } from '../../lib/api-client';

export interface FieldMessage {
  field: string;
  message: string;
}

export interface InlineError {
  /** Shown in the dialog above the step, after the spec's toast has gone. */
  message: string | null;
  /** Set on the fields, so the wizard can take the user to the step to fix. */
  fields: FieldMessage[];
}

/**
 * The server's 409 for a waitlist closed meanwhile (an admin turned waitlist mode off while
 * the form was open, decision 011), from the photo upload or the join.
 */
export function isWaitlistClosedError(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.message === WAITLIST_CLOSED_MESSAGE;
}

/**
 * What the dialog shows besides the toast when the join fails: the server's own words for a
 * conflict (409 "This email is already on the waitlist.") or invalid fields (422), which the
 * user can fix; nothing more for failures they cannot. A closed waitlist is about no field.
 */
export function describeJoinError(error: unknown): InlineError {
  if (!isApiError(error)) return { message: null, fields: [] };
  if (isWaitlistClosedError(error)) return { message: error.message, fields: [] };
  if (error.status === 409) return { message: error.message, fields: [{ field: 'email', message: error.message }] };
  if (error.status === 422 || error.status === 400) {
    const fields = error.issues.map((issue) => ({ field: issue.path.split('.')[0] ?? '', message: issue.message })).filter((issue) => issue.field !== '');
    return { message: error.message, fields };
  }
  return { message: null, fields: [] };
}

/** A refused photo (4xx: wrong type, too large) says why; other failures need no more than the toast. */
export function describeUploadError(error: unknown): string | null {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : null;
}
