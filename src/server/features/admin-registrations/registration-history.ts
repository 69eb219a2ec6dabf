import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, REGISTRATION_STATUS_LABELS, REGISTRATION_STATUSES } from '../../../shared/registrations';
import { formatCents } from '../../format-money';

/**
 * One line for a registration's audit row on the admin's registration page: what happened, and
 * what changed as the before/after snapshots show it. The snapshots are registration rows as
 * JSON (camelCase keys); rows written by other features (the player's flow, the webhook) are
 * read the same way, and an action this file does not know is named from its text.
 */
const HEADLINES: Record<string, string> = {
  'registration.created': 'Registered',
  'registration.cancelled': 'Cancelled',
  'registration.refunded': 'Marked refunded',
  'registration.marked_paid': 'Marked paid',
  'registration.moved': 'Moved to another division',
  'registration.notes_updated': 'Notes changed',
};

type Snapshot = Record<string, unknown>;

const snapshotOf = (value: unknown): Snapshot | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Snapshot) : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const cents = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A value read from an audit snapshot (stored JSON, any age) is checked against its list, not cast. */
const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

function statusLabel(value: string): string {
  return isOneOf(REGISTRATION_STATUSES, value) ? REGISTRATION_STATUS_LABELS[value] : value;
}

function methodLabel(value: string): string {
  return isOneOf(PAYMENT_METHODS, value) ? PAYMENT_METHOD_LABELS[value] : value;
}

/** "registration.invitation_claimed" → "Invitation claimed". */
function headlineOf(action: string): string {
  const known = HEADLINES[action];
  if (known) return known;
  const words = action
    .replace(/^registration\./, '')
    .replace(/[._-]+/g, ' ')
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : action;
}

export function summarizeRegistrationChange(action: string, beforeValue: unknown, afterValue: unknown): string {
  const before = snapshotOf(beforeValue);
  const after = snapshotOf(afterValue);
  const details: string[] = [];
  const statusBefore = text(before?.status);
  const statusAfter = text(after?.status);
  if (statusAfter && statusBefore !== statusAfter) {
    details.push(statusBefore ? `${statusLabel(statusBefore)} → ${statusLabel(statusAfter)}` : statusLabel(statusAfter));
  }
  const paidBefore = cents(before?.amountPaidCents) ?? 0;
  const paidAfter = cents(after?.amountPaidCents);
  if (paidAfter !== null && paidAfter !== paidBefore) {
    const method = text(after?.paymentMethod);
    details.push(`${formatCents(paidAfter)} paid${method ? ` by ${methodLabel(method)}` : ''}`);
  }
  const divisionBefore = text(before?.divisionName);
  const divisionAfter = text(after?.divisionName);
  if (divisionBefore && divisionAfter && divisionBefore !== divisionAfter) details.push(`${divisionBefore} → ${divisionAfter}`);
  const headline = headlineOf(action);
  return details.length > 0 ? `${headline}: ${details.join('; ')}` : headline;
}
