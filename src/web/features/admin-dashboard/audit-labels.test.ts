import { describe, expect, it } from 'vitest';
import { actionLabel, entityTypeLabel, fieldLabel } from './audit-labels';

describe('actionLabel', () => {
  it('reads the actions features record', () => {
    expect(actionLabel('settings.updated')).toBe('Settings updated');
    expect(actionLabel('season.created')).toBe('Season created');
    expect(actionLabel('waitlist.invitation_expired')).toBe('Waitlist invitation expired');
    expect(actionLabel('roster.player-added')).toBe('Roster player added');
  });

  it('falls back to the raw text for anything else', () => {
    expect(actionLabel('')).toBe('');
    expect(actionLabel('weird/action!')).toBe('weird/action!');
  });
});

describe('entityTypeLabel and fieldLabel', () => {
  it('turns names into words', () => {
    expect(entityTypeLabel('waitlist_entry')).toBe('Waitlist entry');
    expect(entityTypeLabel('site_settings')).toBe('Site settings');
    expect(fieldLabel('waitlist_enabled')).toBe('Waitlist enabled');
    expect(fieldLabel('startsAt')).toBe('Starts at');
    expect(fieldLabel('a.b')).toBe('a.b');
  });
});
