import { describe, expect, it } from 'vitest';
import { changeScheduleFilter, scheduleFiltersFromSearch, scheduleFiltersToSearch, scheduleQuery, type ScheduleFilters } from './filters';

const none: ScheduleFilters = { seasonId: null, divisionId: null, teamId: null, date: null, page: null };
const divisions: Record<string, string> = { t1: 'd1', t2: 'd2' };
const divisionOf = (teamId: string) => divisions[teamId];

describe('schedule filters in the address', () => {
  it('reads and writes every filter under the API names, leaving empty ones out', () => {
    const filters = scheduleFiltersFromSearch(new URLSearchParams('season_id=s&division_id=d1&team_id=t1&date=2030-05-04&page=3'));
    expect(filters).toEqual({ seasonId: 's', divisionId: 'd1', teamId: 't1', date: '2030-05-04', page: 3 });
    expect(scheduleFiltersToSearch(filters).toString()).toBe('season_id=s&division_id=d1&team_id=t1&date=2030-05-04&page=3');
    expect(scheduleQuery(none)).toEqual({});
  });

  it('ignores a malformed date or page rather than sending it', () => {
    expect(scheduleFiltersFromSearch(new URLSearchParams('date=tomorrow&page=0'))).toEqual(none);
    expect(scheduleFiltersFromSearch(new URLSearchParams('page=2.5'))).toEqual(none);
  });
});

describe('changeScheduleFilter', () => {
  const chosen: ScheduleFilters = { seasonId: 's', divisionId: 'd1', teamId: 't1', date: '2030-05-04', page: 4 };

  it('goes back to the opening page on any change', () => {
    expect(changeScheduleFilter(chosen, { date: null }, divisionOf)).toEqual({ ...chosen, date: null, page: null });
  });

  it('drops division and team with a new season', () => {
    expect(changeScheduleFilter(chosen, { seasonId: 'other' }, divisionOf)).toEqual({ ...none, seasonId: 'other', date: '2030-05-04' });
  });

  it('drops a team that is not of the new division, keeps one that is', () => {
    expect(changeScheduleFilter(chosen, { divisionId: 'd2' }, divisionOf).teamId).toBeNull();
    expect(changeScheduleFilter({ ...chosen, divisionId: null }, { divisionId: 'd1' }, divisionOf).teamId).toBe('t1');
    expect(changeScheduleFilter(chosen, { divisionId: null }, divisionOf).teamId).toBe('t1');
  });
});
