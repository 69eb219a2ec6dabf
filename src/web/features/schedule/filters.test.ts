import { describe, expect, it } from 'vitest';
import {
  activeScheduleFilterCount,
  changeScheduleFilter,
  scheduleFiltersFromSearch,
  scheduleFiltersToSearch,
  scheduleQuery,
  type ScheduleFilters,
} from './filters';

const none: ScheduleFilters = { seasonId: null, divisionId: null, teamId: null, date: null, view: null, page: null };
const divisions: Record<string, string> = { t1: 'd1', t2: 'd2' };
const divisionOf = (teamId: string) => divisions[teamId];

describe('schedule filters in the address', () => {
  it('reads and writes every filter under the API names, leaving empty ones out', () => {
    const filters = scheduleFiltersFromSearch(new URLSearchParams('season_id=s&division_id=d1&team_id=t1&date=2030-05-04&page=3'));
    expect(filters).toEqual({ seasonId: 's', divisionId: 'd1', teamId: 't1', date: '2030-05-04', view: null, page: 3 });
    expect(scheduleFiltersToSearch(filters).toString()).toBe('season_id=s&division_id=d1&team_id=t1&date=2030-05-04&page=3');
    const past = scheduleFiltersFromSearch(new URLSearchParams('team_id=t1&view=past&page=2'));
    expect(past).toEqual({ ...none, teamId: 't1', view: 'past', page: 2 });
    expect(scheduleFiltersToSearch(past).toString()).toBe('team_id=t1&view=past&page=2');
    expect(scheduleQuery(none)).toEqual({});
  });

  it('ignores a malformed date, view or page rather than sending it, and a view beside a day', () => {
    expect(scheduleFiltersFromSearch(new URLSearchParams('date=tomorrow&page=0&view=soon'))).toEqual(none);
    expect(scheduleFiltersFromSearch(new URLSearchParams('date=2030-05-04&view=past'))).toEqual({ ...none, date: '2030-05-04' });
    expect(scheduleFiltersFromSearch(new URLSearchParams('page=2.5'))).toEqual(none);
  });
});

describe('activeScheduleFilterCount', () => {
  it('counts the filters that narrow the list (not the view or the page)', () => {
    expect(activeScheduleFilterCount(none)).toBe(0);
    expect(activeScheduleFilterCount({ ...none, view: 'past', page: 2 })).toBe(0);
    expect(activeScheduleFilterCount({ ...none, seasonId: 's', teamId: 't1', date: '2030-05-04' })).toBe(3);
  });
});

describe('changeScheduleFilter', () => {
  const chosen: ScheduleFilters = { seasonId: 's', divisionId: 'd1', teamId: 't1', date: '2030-05-04', view: null, page: 4 };

  it('goes back to the first page on any change', () => {
    expect(changeScheduleFilter(chosen, { date: null }, divisionOf)).toEqual({ ...chosen, date: null, page: null });
    expect(changeScheduleFilter({ ...chosen, date: null, view: 'past' }, { teamId: 't2' }, divisionOf)).toEqual({
      ...chosen,
      teamId: 't2',
      date: null,
      view: 'past',
      page: null,
    });
  });

  it('lets a day replace the view, and a new season go back to the opening view', () => {
    const past: ScheduleFilters = { ...chosen, date: null, view: 'past' };
    expect(changeScheduleFilter(past, { date: '2030-05-05' }, divisionOf)).toMatchObject({ date: '2030-05-05', view: null });
    expect(changeScheduleFilter(past, { seasonId: 'other' }, divisionOf).view).toBeNull();
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
