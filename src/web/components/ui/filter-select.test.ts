import { describe, expect, it } from 'vitest';
import { withChosen } from './filter-select';

const SEASONS = [{ value: 's1', label: 'Spring' }];

describe('filter select options', () => {
  it('keeps a chosen value selectable while it is not among the options', () => {
    expect(withChosen(SEASONS, 's9', 'Chosen season')).toEqual([...SEASONS, { value: 's9', label: 'Chosen season' }]);
  });

  it('adds nothing when the value is listed, not chosen, or the select has no such label', () => {
    expect(withChosen(SEASONS, 's1', 'Chosen season')).toEqual(SEASONS);
    expect(withChosen(SEASONS, null, 'Chosen season')).toEqual(SEASONS);
    expect(withChosen(SEASONS, 's9', undefined)).toEqual(SEASONS);
  });
});
