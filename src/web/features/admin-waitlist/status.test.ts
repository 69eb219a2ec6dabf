import { describe, expect, it } from 'vitest';
import { WAITLIST_STATUSES } from '../../../shared/waitlist';
import { actionAllowed, STATUS_COLORS, STATUS_LABELS } from './status';

describe('admin waitlist decisions by status', () => {
  it('invites only pending or expired entries', () => {
    expect(WAITLIST_STATUSES.filter((s) => actionAllowed('invite', s))).toEqual(['pending', 'expired']);
  });

  it('declines any entry not yet decided', () => {
    expect(WAITLIST_STATUSES.filter((s) => actionAllowed('decline', s))).toEqual(['pending', 'invited', 'expired']);
  });

  it('marks registered anything not registered already', () => {
    expect(WAITLIST_STATUSES.filter((s) => actionAllowed('mark-registered', s))).toEqual(['pending', 'invited', 'declined', 'expired']);
  });

  it('removes in any status, and names and colours every status', () => {
    expect(WAITLIST_STATUSES.every((s) => actionAllowed('remove', s))).toBe(true);
    expect(WAITLIST_STATUSES.every((s) => STATUS_LABELS[s] && STATUS_COLORS[s])).toBe(true);
  });
});
