import { describe, expect, it } from 'vitest';
import type { GameWithEvents } from '../../../shared/api/games';
import { readLiveMessage } from './api';

const game: GameWithEvents = {
  id: 'g1',
  starts_at: '2030-05-04T14:00:00.000Z',
  status: 'live',
  is_live: true,
  round: 3,
  division_name: 'Open',
  venue_name: null,
  field: null,
  home_team: { id: 'h', name: 'Lions' },
  away_team: { id: 'a', name: 'Tigers' },
  home_score: 1,
  away_score: 0,
  season_id: 's1',
  division_id: 'd1',
  revision: 4,
  events: [],
};

describe('readLiveMessage (the live stream is parsed with its schema, not cast)', () => {
  it('gives the game of a well-formed message', () => {
    expect(readLiveMessage(JSON.stringify({ type: 'game', game }))).toEqual(game);
  });

  it('skips a message whose game has a status outside GAME_STATUSES', () => {
    expect(readLiveMessage(JSON.stringify({ type: 'game', game: { ...game, status: 'abandoned' } }))).toBeNull();
  });

  it('skips a message of another type, a game missing fields, and text that is not JSON', () => {
    expect(readLiveMessage(JSON.stringify({ type: 'draft', game }))).toBeNull();
    expect(readLiveMessage(JSON.stringify({ type: 'game', game: { id: 'g1' } }))).toBeNull();
    expect(readLiveMessage('{"type":"game",')).toBeNull();
  });
});
