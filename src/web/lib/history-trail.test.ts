import { describe, expect, it } from 'vitest';
import { readTrail, stepsBack, withTrail } from './history-trail';

const isStep = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value < 4;

describe('history steps', () => {
  it("reads the trail from the entry's state, the base step when there is none or it is not ours", () => {
    expect(readTrail(null, 'wizard', 0, isStep)).toEqual([0]);
    expect(readTrail({ from: '/x' }, 'wizard', 0, isStep)).toEqual([0]);
    expect(readTrail({ wizard: [0, 1, 2] }, 'wizard', 0, isStep)).toEqual([0, 1, 2]);
    expect(readTrail({ wizard: [0, 9] }, 'wizard', 0, isStep)).toEqual([0]);
    expect(readTrail({ wizard: 'x' }, 'wizard', 0, isStep)).toEqual([0]);
  });

  it("keeps the router's other state", () => {
    expect(withTrail({ from: '/x' }, 'wizard', [0, 1])).toEqual({ from: '/x', wizard: [0, 1] });
    expect(withTrail(null, 'wizard', [0])).toEqual({ wizard: [0] });
  });

  it('counts the entries back to an earlier step', () => {
    expect(stepsBack([0, 1, 2, 3], 2)).toBe(1);
    expect(stepsBack([0, 1, 2, 3], 0)).toBe(3);
    expect(stepsBack([0, 1, 2, 3], 3)).toBe(0);
    expect(stepsBack([0, 2], 1)).toBeNull();
  });
});
