import { describe, expect, it } from 'vitest';
import { filterOptionsFrom } from './filter-options';

describe('season and division filter options', () => {
  it('builds distinct options sorted by name', () => {
    expect(
      filterOptionsFrom([
        { season_id: 's2', season_name: 'Spring', division_id: 'd1', division_name: 'Open' },
        { season_id: 's2', season_name: 'Spring', division_id: 'd2', division_name: 'Coed' },
        { season_id: 's1', season_name: 'Fall', division_id: 'd1', division_name: 'Open' },
        { season_id: null, season_name: null, division_id: null, division_name: null },
      ]),
    ).toEqual({
      seasons: [
        { value: 's1', label: 'Fall' },
        { value: 's2', label: 'Spring' },
      ],
      divisions: [
        { value: 'd2', label: 'Coed' },
        { value: 'd1', label: 'Open' },
      ],
    });
  });
});
