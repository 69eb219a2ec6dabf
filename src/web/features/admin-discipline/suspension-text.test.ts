import { describe, expect, it } from 'vitest';
import { adjustedMessage, lengthText, progressText, yellowCardsRuleText } from './suspension-text';

describe('suspension texts', () => {
  it('names the rules’ length only when an admin changed it', () => {
    expect(lengthText({ games: 1, rule_games: 1, adjustment: null })).toBe('1 game');
    expect(lengthText({ games: 3, rule_games: 1, adjustment: { games: 3, reason: 'r', adjusted_by: null, adjusted_at: '' } })).toBe('3 games (rules: 1)');
  });

  it('says what was served and what is left', () => {
    expect(progressText({ games: 2, served: 1, remaining: 1, status: 'serving' })).toBe('1 of 2 served, 1 left');
    expect(progressText({ games: 1, served: 1, remaining: 0, status: 'served' })).toBe('1 of 1 served');
    expect(progressText({ games: 0, served: 0, remaining: 0, status: 'lifted' })).toBe('Lifted');
  });

  it('tells a lifted suspension from a changed one', () => {
    const player = { id: 'p', name: 'Dana Reyes' };
    expect(adjustedMessage({ player, games: 0, reason_label: 'Red card' })).toBe("Dana Reyes's suspension (red card) is lifted.");
    expect(adjustedMessage({ player, games: 2, reason_label: '5 yellow cards' })).toBe("Dana Reyes's suspension (5 yellow cards) is now 2 games.");
  });

  it('states the yellow card rule in words', () => {
    expect([1, 2, 3, 5, 11, 12, 13, 20].map(yellowCardsRuleText)).toEqual([
      'every yellow card',
      'every 2nd yellow card',
      'every 3rd yellow card',
      'every 5th yellow card',
      'every 11th yellow card',
      'every 12th yellow card',
      'every 13th yellow card',
      'every 20th yellow card',
    ]);
  });
});
