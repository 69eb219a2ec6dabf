import { describe, expect, it } from 'vitest';
import { filterOptionsFrom, representativeEntries } from './filter-options';

describe('season and division filter options', () => {
  it('looks up one entry per distinct season and division, skipping entries in none', () => {
    const items = [
      { id: 'a', season_name: 'Spring', division_name: 'Open' },
      { id: 'b', season_name: 'Spring', division_name: 'Open' },
      { id: 'c', season_name: 'Spring', division_name: 'Coed' },
      { id: 'd', season_name: null, division_name: null },
      { id: 'e', season_name: 'Fall', division_name: 'Open' },
    ];
    expect(representativeEntries(items)).toEqual(['a', 'c', 'e']);
    expect(representativeEntries(items, 2)).toEqual(['a', 'c']);
  });

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
