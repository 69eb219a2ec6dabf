import { describe, expect, it } from 'vitest';
import { resolveEffectiveRole, roleAllowed, AREA_ROLES } from './roles';

describe('resolveEffectiveRole (spec §4)', () => {
  it.each([
    [['player', 'referee', 'statistician', 'captain', 'admin'], 'admin'],
    [['player', 'admin'], 'admin'],
    [['referee', 'captain'], 'captain'],
    [['player', 'referee', 'statistician', 'captain'], 'captain'],
    [['player', 'referee', 'statistician'], 'statistician'],
    [['player', 'referee'], 'referee'],
    [['player'], 'player'],
  ])('picks by priority admin > captain > statistician > referee > player: %j → %s', (roles, expected) => {
    expect(resolveEffectiveRole(roles)).toBe(expected);
  });

  it('prefers a known role over unknown ones listed before it', () => {
    expect(resolveEffectiveRole(['coach', 'treasurer', 'player'])).toBe('player');
  });

  it('uses the first listed role when none is known', () => {
    expect(resolveEffectiveRole(['coach', 'treasurer'])).toBe('coach');
    expect(resolveEffectiveRole(['treasurer', 'coach'])).toBe('treasurer');
  });

  it('matches role names exactly (no case folding)', () => {
    expect(resolveEffectiveRole(['Admin', 'player'])).toBe('player');
    expect(resolveEffectiveRole(['ADMIN'])).toBe('ADMIN');
  });

  it('gives the empty role to no roles', () => {
    expect(resolveEffectiveRole([])).toBe('');
  });
});

describe('roleAllowed', () => {
  it('never lets the empty role into a guarded area', () => {
    expect(roleAllowed('', AREA_ROLES.playerArea)).toBe(false);
  });

  it('follows the area lists of spec §6', () => {
    expect(roleAllowed('player', AREA_ROLES.playerArea)).toBe(true);
    expect(roleAllowed('referee', AREA_ROLES.playerArea)).toBe(false);
    expect(roleAllowed('captain', AREA_ROLES.captainArea)).toBe(true);
    expect(roleAllowed('player', AREA_ROLES.captainArea)).toBe(false);
    expect(roleAllowed('referee', AREA_ROLES.refereeArea)).toBe(true);
    expect(roleAllowed('admin', AREA_ROLES.refereeArea)).toBe(true);
    expect(roleAllowed('captain', AREA_ROLES.adminArea)).toBe(false);
    expect(roleAllowed('admin', AREA_ROLES.adminArea)).toBe(true);
  });
});
