import { describe, expect, it } from 'vitest';
import { navItems } from './nav-items';

const labels = (live: boolean, mobile: boolean) => navItems({ live, mobile }).map((item) => item.label);

describe('top navigation (spec §2)', () => {
  it('desktop: Schedule, Rankings, Teams; Follow Live first while a game is live', () => {
    expect(labels(false, false)).toEqual(['Schedule', 'Rankings', 'Teams']);
    expect(labels(true, false)).toEqual(['Follow Live', 'Schedule', 'Rankings', 'Teams']);
  });

  it('mobile adds Home, Waiver and Players', () => {
    expect(labels(false, true)).toEqual(['Home', 'Schedule', 'Rankings', 'Teams', 'Waiver', 'Players']);
    expect(labels(true, true)).toEqual(['Home', 'Follow Live', 'Schedule', 'Rankings', 'Teams', 'Waiver', 'Players']);
  });

  it('points at the spec routes', () => {
    expect(Object.fromEntries(navItems({ live: true, mobile: true }).map((item) => [item.label, item.to]))).toEqual({
      Home: '/',
      'Follow Live': '/live',
      Schedule: '/schedule',
      Rankings: '/rankings',
      Teams: '/teams-public',
      Waiver: '/waiver',
      Players: '/players-public',
    });
  });
});
