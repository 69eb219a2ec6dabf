import { describe, expect, it } from 'vitest';
import { gameFixture } from '../../test/game-fixture';
import { readLiveMessage } from './api';

const game = gameFixture({ home_score: 1, revision: 4 });

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
