import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { GameWithEvents } from '../../../shared/api/games';
import type { RefereeGame } from '../../../shared/api/referee';
import { gameFixture } from '../../test/game-fixture';
import { newerRefereeGame, refereeKeys, storeAnsweredGame } from './api';

// Issue 20, item 1: the referee's page fell back to 1-0 after reconnecting, because an answer
// read before the goal landed arrived after the goal's own answer and replaced it.

const game = (revision: number, home_score: number): GameWithEvents => gameFixture({ revision, home_score });

const view = (g: GameWithEvents, referee_name: string | null = null): RefereeGame => ({
  game: g,
  mode: 'referee',
  may_change_final: false,
  home_roster: [],
  away_roster: [],
  referee_name,
  has_report: false,
});

describe("the referee page's game", () => {
  it('keeps the game it holds when a late answer is older, and takes an answer as new or newer', () => {
    const held = view(game(5, 2));
    expect(newerRefereeGame(held, view(game(4, 1)))).toBe(held);
    expect(newerRefereeGame(held, view(game(6, 3))).game.home_score).toBe(3);
    // As new: other fields (here the referee's name) may have changed without the game.
    expect(newerRefereeGame(held, view(game(5, 2), 'Ref Ria')).referee_name).toBe('Ref Ria');
    expect(newerRefereeGame(undefined, view(game(1, 0))).game.revision).toBe(1);
  });

  it("stores a write's answer only when it is not older than the game shown", () => {
    const client = new QueryClient();
    client.setQueryData(refereeKeys.game('g1'), view(game(7, 2)));
    storeAnsweredGame(client, game(6, 1));
    expect(client.getQueryData<RefereeGame>(refereeKeys.game('g1'))?.game.home_score).toBe(2);
    storeAnsweredGame(client, game(8, 3));
    expect(client.getQueryData<RefereeGame>(refereeKeys.game('g1'))?.game.home_score).toBe(3);
  });
});
