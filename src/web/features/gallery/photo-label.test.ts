import { describe, expect, it } from 'vitest';
import { photoLabel, stepIndex } from './photo-label';

describe('photoLabel', () => {
  it('uses the caption, else a numbered name', () => {
    expect(photoLabel({ caption: 'Opening day' }, 0)).toBe('Opening day');
    expect(photoLabel({ caption: '  ' }, 2)).toBe('League photo 3');
  });
});

describe('stepIndex', () => {
  it('moves within the list and stops at the ends', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBeNull();
    expect(stepIndex(0, -1, 3)).toBeNull();
    expect(stepIndex(2, -1, 3)).toBe(1);
  });
});
