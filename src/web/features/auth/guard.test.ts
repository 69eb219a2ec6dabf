import { describe, expect, it } from 'vitest';
import { AREA_ROLES } from '../../../shared/roles';
import { guardDecision, redirectTarget } from './guard';

describe('guardDecision (spec §4, §6)', () => {
  it('waits while auth loads, whatever else is known', () => {
    expect(guardDecision({ loading: true, signedIn: false, role: '' })).toBe('loading');
    expect(guardDecision({ loading: true, signedIn: true, role: 'admin', allowed: AREA_ROLES.adminArea })).toBe('loading');
  });

  it('sends signed-out visitors to sign in', () => {
    expect(guardDecision({ loading: false, signedIn: false, role: '' })).toBe('sign-in');
  });

  it('lets any signed-in user in when no roles are listed (/profile)', () => {
    expect(guardDecision({ loading: false, signedIn: true, role: '' })).toBe('allow');
    expect(guardDecision({ loading: false, signedIn: true, role: 'player' })).toBe('allow');
  });

  it('sends a role outside the list home', () => {
    expect(guardDecision({ loading: false, signedIn: true, role: 'player', allowed: AREA_ROLES.captainArea })).toBe('home');
    expect(guardDecision({ loading: false, signedIn: true, role: 'referee', allowed: AREA_ROLES.adminArea })).toBe('home');
    expect(guardDecision({ loading: false, signedIn: true, role: '', allowed: AREA_ROLES.playerArea })).toBe('home');
    expect(guardDecision({ loading: false, signedIn: true, role: 'statistician', allowed: AREA_ROLES.refereeArea })).toBe('home');
  });

  it('lets listed roles in', () => {
    expect(guardDecision({ loading: false, signedIn: true, role: 'admin', allowed: AREA_ROLES.captainArea })).toBe('allow');
    expect(guardDecision({ loading: false, signedIn: true, role: 'referee', allowed: AREA_ROLES.refereeArea })).toBe('allow');
    expect(guardDecision({ loading: false, signedIn: true, role: 'captain', allowed: AREA_ROLES.playerArea })).toBe('allow');
  });
});

describe('redirectTarget', () => {
  it('returns to where the guard found the user, query and hash included', () => {
    expect(redirectTarget({ from: { pathname: '/profile', search: '?tab=phone', hash: '#x' } })).toBe('/profile?tab=phone#x');
  });

  it('goes home without a usable origin', () => {
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget({})).toBe('/');
    expect(redirectTarget({ from: 'profile' })).toBe('/');
    expect(redirectTarget({ from: { pathname: 'https://evil.example' } })).toBe('/');
    expect(redirectTarget({ from: { pathname: '//evil.example/x' } })).toBe('/');
    expect(redirectTarget({ from: { pathname: '/login' } })).toBe('/');
  });
});
