import { describe, expect, it } from 'vitest';
import type { GameWithEvents } from '../../../shared/api/games';
import { announcementFor, applyGameUpdate } from './live-board';

function game(id: string, overrides: Partial<GameWithEvents> = {}): GameWithEvents {
  return {
    id,
    starts_at: '2030-05-01T14:00:00.000Z',
    status: 'live',
    is_live: true,
    round: 1,
    division_name: 'Premier',
    venue_name: 'Riverside Park',
    field: 'Field 1',
    home_team: { id: `${id}-home`, name: 'Lions' },
    away_team: { id: `${id}-away`, name: 'Tigers' },
    home_score: 0,
    away_score: 0,
    season_id: 'season',
    division_id: 'division',
    revision: 1,
    events: [],
    ...overrides,
  };
}

describe('the live board', () => {
  it('replaces a game it shows with the newer one', () => {
    const board = [game('a'), game('b', { starts_at: '2030-05-01T15:00:00.000Z' })];
    const next = applyGameUpdate(board, game('a', { home_score: 1 }));
    expect(next.map((g) => [g.id, g.home_score])).toEqual([
      ['a', 1],
      ['b', 0],
    ]);
    expect(board[0]?.home_score).toBe(0);
  });

  it('ignores a message older than the game it shows (a late one, overtaken by a newer)', () => {
    const board = [game('a', { home_score: 2, revision: 5 })];
    expect(applyGameUpdate(board, game('a', { home_score: 1, revision: 4 }))).toEqual([expect.objectContaining({ home_score: 2, revision: 5 })]);
    expect(applyGameUpdate(board, game('a', { home_score: 3, revision: 6 }))).toEqual([expect.objectContaining({ home_score: 3, revision: 6 })]);
  });

  it('adds a game that kicks off, in kick-off order', () => {
    const board = [game('b', { starts_at: '2030-05-01T15:00:00.000Z' })];
    expect(applyGameUpdate(board, game('a')).map((g) => g.id)).toEqual(['a', 'b']);
  });

  it('keeps a game that ends, with its final score, and ignores changes to games it never showed live', () => {
    const ended = applyGameUpdate([game('a')], game('a', { is_live: false, status: 'final', home_score: 2 }));
    expect(ended).toEqual([expect.objectContaining({ id: 'a', is_live: false, status: 'final', home_score: 2 })]);
    expect(applyGameUpdate([game('a')], game('old', { is_live: false, status: 'final' })).map((g) => g.id)).toEqual(['a']);
  });
});

describe('what a screen reader is told', () => {
  it('announces kick-off, a changed score and full time, and nothing else', () => {
    expect(announcementFor(undefined, game('a'))).toBe('Kick-off: Lions against Tigers.');
    expect(announcementFor(game('a'), game('a', { home_score: 1 }))).toBe('Score update: Lions 1, Tigers 0.');
    expect(announcementFor(game('a', { home_score: 1 }), game('a', { home_score: 1, is_live: false, status: 'final' }))).toBe('Full time: Lions 1, Tigers 0.');
    expect(announcementFor(game('a'), game('a', { events: [] }))).toBeNull();
    expect(announcementFor(undefined, game('a', { is_live: false }))).toBeNull();
  });
});
