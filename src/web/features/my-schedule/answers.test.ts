import { describe, expect, it } from 'vitest';
import type { MySchedule, MyScheduleGame } from '../../../shared/api/availability';
import { replaceGame, withMyAnswer } from './answers';

const item = (id: string, overrides: Partial<MyScheduleGame> = {}): MyScheduleGame => ({
  game: {
    id,
    starts_at: '2030-05-04T22:00:00Z',
    status: 'scheduled',
    is_live: false,
    round: 1,
    division_name: 'Open',
    venue_name: null,
    field: null,
    home_team: { id: 'a', name: 'Lions' },
    away_team: { id: 'b', name: 'Tigers' },
    home_score: null,
    away_score: null,
  },
  team: { id: 'a', name: 'Lions' },
  my_status: null,
  my_position: null,
  can_answer: true,
  counts: { going: 2, maybe: 0, not_going: 1, no_answer: 3 },
  answers: null,
  ...overrides,
});

describe('withMyAnswer', () => {
  it('moves the count from no answer to the new answer', () => {
    expect(withMyAnswer(item('g'), 'going', 'me')).toMatchObject({ my_status: 'going', counts: { going: 3, maybe: 0, not_going: 1, no_answer: 2 } });
  });

  it('moves the count from the old answer, and changes nothing for the same answer', () => {
    const going = item('g', { my_status: 'not_going' });
    expect(withMyAnswer(going, 'maybe', 'me').counts).toEqual({ going: 2, maybe: 1, not_going: 0, no_answer: 3 });
    expect(withMyAnswer(going, 'not_going', 'me')).toBe(going);
  });

  it("updates the caller's own line in a captain's list", () => {
    const captain = item('g', {
      answers: [
        { player: { id: 'me', name: 'Cora Cap' }, status: null },
        { player: { id: 'p2', name: 'Pia Player' }, status: 'going' },
      ],
    });
    expect(withMyAnswer(captain, 'maybe', 'me').answers).toEqual([
      { player: { id: 'me', name: 'Cora Cap' }, status: 'maybe' },
      { player: { id: 'p2', name: 'Pia Player' }, status: 'going' },
    ]);
  });
});

describe('replaceGame', () => {
  it('replaces a game wherever it is listed', () => {
    const schedule: MySchedule = { season: null, player_id: 'me', teams: [], upcoming: [item('a'), item('b')], recent: [item('c')] };
    const next = replaceGame(schedule, item('b', { my_status: 'going' }));
    expect(next.upcoming.map((g) => g.my_status)).toEqual([null, 'going']);
    expect(replaceGame(next, item('c', { my_status: 'maybe' })).recent.map((g) => g.my_status)).toEqual(['maybe']);
  });
});
