import { describe, expect, it } from 'vitest';
import { gameFixture } from '../../test/game-fixture';
import { readLiveMessage } from './api';

// The stream's ids are the rows' UUIDs: the schema holds them to that format (decision 070).
const game = gameFixture({
  id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  home_team: { id: '0b1c2d3e-4f50-4a6b-8c7d-8e9f0a1b2c3d', name: 'Lions' },
  away_team: { id: '1c2d3e4f-5061-4b7c-9d8e-9fa0b1c2d3e4', name: 'Tigers' },
  season_id: '2d3e4f50-6172-4c8d-ae9f-a0b1c2d3e4f5',
  division_id: '3e4f5061-7283-4d9e-bfa0-b1c2d3e4f506',
  home_score: 1,
  revision: 4,
});

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
