import { describe, expect, it } from 'vitest';
import { canInvite, invitationState, sentMessage } from './invitation-state';

const now = new Date('2031-02-10T12:00:00Z');
const tz = { timeZone: 'America/Toronto', locale: 'en-US' };
const invitation = (overrides: Partial<{ sent_at: string; expires_at: string; claimed_at: string | null }> = {}) => ({
  sent_at: '2031-02-01T15:00:00Z',
  expires_at: '2031-02-15T15:00:00Z',
  claimed_at: null,
  ...overrides,
});

describe('invitationState', () => {
  it('says registered first, whatever the invitation', () => {
    expect(invitationState({ registered: true, invitation: invitation(), email: 'a@example.test' }, now, tz)).toBe('Registered');
  });

  it('tells an open, a used and an expired invitation apart', () => {
    expect(invitationState({ registered: false, invitation: invitation(), email: 'a@example.test' }, now, tz)).toBe(
      'Invited on Feb 1, 2031, expires Feb 15, 2031',
    );
    expect(invitationState({ registered: false, invitation: invitation({ claimed_at: '2031-02-03T15:00:00Z' }), email: 'a@example.test' }, now, tz)).toBe(
      'Invitation used on Feb 3, 2031',
    );
    expect(invitationState({ registered: false, invitation: invitation({ expires_at: '2031-02-09T15:00:00Z' }), email: 'a@example.test' }, now, tz)).toBe(
      'Invitation expired on Feb 9, 2031',
    );
  });

  it('without an invitation, says whether one can be sent', () => {
    expect(invitationState({ registered: false, invitation: null, email: 'a@example.test' }, now, tz)).toBe('Not invited');
    expect(invitationState({ registered: false, invitation: null, email: null }, now, tz)).toBe('No e-mail address');
  });
});

describe('canInvite', () => {
  it('leaves out the registered and those without an e-mail address', () => {
    expect(canInvite({ registered: false, email: 'a@example.test' })).toBe(true);
    expect(canInvite({ registered: true, email: 'a@example.test' })).toBe(false);
    expect(canInvite({ registered: false, email: null })).toBe(false);
  });
});

describe('sentMessage', () => {
  it('counts what was sent and why the rest were skipped', () => {
    expect(sentMessage({ sent: 1, skipped: [] })).toBe('1 invitation sent.');
    expect(
      sentMessage({
        sent: 2,
        skipped: [
          { player_id: 'a', reason: 'already_registered' },
          { player_id: 'b', reason: 'no_email' },
          { player_id: 'c', reason: 'already_registered' },
        ],
      }),
    ).toBe('2 invitations sent. 3 skipped: 1 no e-mail address, 2 already registered.');
  });
});
