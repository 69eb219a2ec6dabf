import { describe, expect, it } from 'vitest';
import type { StandingsExplanation, StandingsRow } from './api/rankings';
import { STANDINGS_RULES } from './api/rankings';
import { explainPlace, formatGoalDifference, STANDINGS_RULE_LABELS } from './standings';

function rowWith(explanation: Omit<StandingsExplanation, 'team_id' | 'team_name'> | null): StandingsRow {
  return {
    position: 1,
    team_id: 'r',
    team_name: 'Riverside Rovers',
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    goals_for: 0,
    goals_against: 0,
    goal_difference: 0,
    points: 0,
    adjustment: 0,
    disciplinary_points: 0,
    form: [],
    explanation: explanation && { ...explanation, team_id: 'i', team_name: 'Ironworks FC' },
  };
}

describe('explainPlace', () => {
  it.each([
    [{ rule: 'points', ours: 10, theirs: 9 }, 'Ahead of Ironworks FC on points, 10 to 9'],
    [{ rule: 'goal_difference', ours: 3, theirs: -1 }, 'Ahead of Ironworks FC on goal difference, +3 to \u22121'],
    [{ rule: 'goal_difference', ours: 0, theirs: -4 }, 'Ahead of Ironworks FC on goal difference, 0 to \u22124'],
    [{ rule: 'goals_for', ours: 12, theirs: 10 }, 'Ahead of Ironworks FC on goals scored, 12 to 10'],
    [{ rule: 'head_to_head', ours: 4, theirs: 1 }, 'Ahead of Ironworks FC on head-to-head points, 4 to 1'],
    [{ rule: 'discipline', ours: 2, theirs: 5 }, 'Ahead of Ironworks FC with fewer disciplinary points, 2 to 5'],
    [{ rule: 'name', ours: null, theirs: null }, 'Ahead of Ironworks FC by name: level on every tiebreaker'],
  ] as const)('explains %o', (explanation, sentence) => {
    expect(explainPlace(rowWith(explanation))).toBe(sentence);
  });

  it('says nothing for the last row', () => {
    expect(explainPlace(rowWith(null))).toBeNull();
  });

  it('leaves the values out when a rule comes without them', () => {
    expect(explainPlace(rowWith({ rule: 'points', ours: null, theirs: 9 }))).toBe('Ahead of Ironworks FC on points');
  });
});

describe('formatGoalDifference', () => {
  it('signs positive values and uses a real minus sign', () => {
    expect([formatGoalDifference(3), formatGoalDifference(0), formatGoalDifference(-2)]).toEqual(['+3', '0', '\u22122']);
  });
});

describe('STANDINGS_RULE_LABELS', () => {
  it('labels every rule, in the order they apply', () => {
    expect(Object.keys(STANDINGS_RULE_LABELS)).toEqual([...STANDINGS_RULES]);
    expect(Object.values(STANDINGS_RULE_LABELS).every((label) => label.length > 0)).toBe(true);
  });
});
