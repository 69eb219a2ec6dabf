import { describe, expect, it } from 'vitest';
import { computeSuspensions, suspendedForGame, type DisciplineCard, type DisciplineGame, type DisciplineRules } from './discipline';

const RULES: DisciplineRules = { redCardSuspensionGames: 1, yellowCardsPerSuspension: 5, yellowCardSuspensionGames: 1 };
const DAY = 86_400_000;
const START = Date.UTC(2030, 3, 1, 18);

/** Team A's season: game g1 … gN a week apart against B; statuses as given. */
function season(statuses: string[]): DisciplineGame[] {
  return statuses.map((status, i) => ({ id: `g${i + 1}`, homeTeamId: 'A', awayTeamId: 'B', startsAt: new Date(START + i * 7 * DAY), status }));
}

let n = 0;
function card(type: DisciplineCard['type'], gameId: string, playerId = 'p1', teamId = 'A'): DisciplineCard {
  n += 1;
  return { eventId: `e${n}`, gameId, playerId, teamId, type };
}

describe('computeSuspensions', () => {
  it('suspends a red card for the next game the team plays, then counts it served', () => {
    const red = card('red_card', 'g1');
    const [s, ...others] = computeSuspensions({ cards: [red], games: season(['final', 'final', 'scheduled']), rules: RULES });
    expect(others).toEqual([]);
    expect(s).toMatchObject({
      key: `red:${red.eventId}`,
      playerId: 'p1',
      teamId: 'A',
      reason: { kind: 'red_card' },
      originGameId: 'g1',
      games: 1,
      adjusted: false,
      servedGameIds: ['g2'],
      remaining: 0,
      status: 'served',
    });
  });

  it('keeps a red card suspension serving while the next game is still to be played', () => {
    const [s] = computeSuspensions({ cards: [card('red_card', 'g1')], games: season(['final', 'scheduled']), rules: RULES });
    expect(s).toMatchObject({ servedGameIds: [], remaining: 1, status: 'serving' });
  });

  it('uses the league’s lengths: a red card for 3 games is served by three played games', () => {
    const rules = { ...RULES, redCardSuspensionGames: 3 };
    const [s] = computeSuspensions({ cards: [card('red_card', 'g1')], games: season(['final', 'final', 'forfeit', 'final', 'final']), rules });
    expect(s).toMatchObject({ games: 3, servedGameIds: ['g2', 'g3', 'g4'], status: 'served' });
  });

  it('suspends on every fifth yellow card, accumulated across games, and not before', () => {
    const games = season(Array(8).fill('final'));
    const cards = ['g1', 'g2', 'g2', 'g3', 'g4', 'g5', 'g6', 'g6', 'g7', 'g7'].map((g) => card('yellow_card', g));
    const suspensions = computeSuspensions({ cards, games, rules: RULES });
    expect(suspensions.map((s) => [s.key, s.reason, s.originGameId, s.servedGameIds])).toEqual([
      ['yellows:5', { kind: 'yellow_cards', count: 5 }, 'g4', ['g5']],
      ['yellows:10', { kind: 'yellow_cards', count: 10 }, 'g7', ['g8']],
    ]);
    expect(computeSuspensions({ cards: cards.slice(0, 4), games, rules: RULES })).toEqual([]);
  });

  it('counts each player’s yellow cards apart', () => {
    const cards = [1, 2, 3].flatMap((i) => [card('yellow_card', `g${i}`, 'p1'), card('yellow_card', `g${i}`, 'p2')]);
    expect(computeSuspensions({ cards, games: season(['final', 'final', 'final', 'final']), rules: { ...RULES, yellowCardsPerSuspension: 3 } })).toMatchObject([
      { playerId: 'p1', key: 'yellows:3' },
      { playerId: 'p2', key: 'yellows:3' },
    ]);
  });

  it('gives no suspension when the rules give 0 games', () => {
    const rules = { ...RULES, redCardSuspensionGames: 0, yellowCardSuspensionGames: 0, yellowCardsPerSuspension: 1 };
    expect(computeSuspensions({ cards: [card('red_card', 'g1'), card('yellow_card', 'g1')], games: season(['final', 'final']), rules })).toEqual([]);
  });

  it('serves a red card and a fifth yellow from one game one after the other', () => {
    const yellows = ['g1', 'g1', 'g2', 'g2'].map((g) => card('yellow_card', g));
    const fifth = card('yellow_card', 'g3');
    const red = card('red_card', 'g3');
    const suspensions = computeSuspensions({ cards: [...yellows, fifth, red], games: season(['final', 'final', 'final', 'final', 'scheduled']), rules: RULES });
    expect(suspensions.map((s) => [s.key, s.servedGameIds, s.status])).toEqual([
      ['yellows:5', ['g4'], 'served'],
      [`red:${red.eventId}`, [], 'serving'],
    ]);
    expect(suspendedForGame({ cards: [...yellows, fifth, red], games: season(['final', 'final', 'final', 'final', 'scheduled']), rules: RULES }, 'g5')).toEqual(
      new Map([['p1', { remaining: 1 }]]),
    );
  });

  it('does not count postponed or cancelled games as served', () => {
    const [s] = computeSuspensions({ cards: [card('red_card', 'g1')], games: season(['final', 'postponed', 'cancelled', 'final']), rules: RULES });
    expect(s).toMatchObject({ servedGameIds: ['g4'], status: 'served' });
  });

  it('orders games by kick-off, whatever order they are given in', () => {
    const games = season(['final', 'final', 'final']).reverse();
    const [s] = computeSuspensions({ cards: [card('red_card', 'g1')], games, rules: RULES });
    expect(s?.servedGameIds).toEqual(['g2']);
  });

  it('serves a suspension only with the games of the team the card was for', () => {
    const games: DisciplineGame[] = [
      { id: 'a1', homeTeamId: 'A', awayTeamId: 'B', startsAt: new Date(START), status: 'final' },
      { id: 'c1', homeTeamId: 'C', awayTeamId: 'D', startsAt: new Date(START + DAY), status: 'final' },
      { id: 'a2', homeTeamId: 'E', awayTeamId: 'A', startsAt: new Date(START + 2 * DAY), status: 'final' },
    ];
    const [s] = computeSuspensions({ cards: [card('red_card', 'a1')], games, rules: RULES });
    expect(s?.servedGameIds).toEqual(['a2']);
  });

  describe('adjustments', () => {
    const games = season(['final', 'final', 'final', 'scheduled']);

    it('shortens a suspension', () => {
      const red = card('red_card', 'g1');
      const rules = { ...RULES, redCardSuspensionGames: 3 };
      const [s] = computeSuspensions({ cards: [red], games, rules, adjustments: [{ playerId: 'p1', suspensionKey: `red:${red.eventId}`, games: 1 }] });
      expect(s).toMatchObject({ ruleGames: 3, games: 1, adjusted: true, servedGameIds: ['g2'], remaining: 0, status: 'served' });
    });

    it('lifts a suspension with 0 games, which frees the games for the next one', () => {
      const first = card('red_card', 'g1');
      const second = card('red_card', 'g1');
      const [lifted, next] = computeSuspensions({
        cards: [first, second],
        games,
        rules: RULES,
        adjustments: [{ playerId: 'p1', suspensionKey: `red:${first.eventId}`, games: 0 }],
      });
      expect(lifted).toMatchObject({ games: 0, servedGameIds: [], remaining: 0, status: 'lifted' });
      expect(next).toMatchObject({ servedGameIds: ['g2'], status: 'served' });
    });

    it('lengthens a suspension past the games played so far', () => {
      const red = card('red_card', 'g1');
      const [s] = computeSuspensions({ cards: [red], games, rules: RULES, adjustments: [{ playerId: 'p1', suspensionKey: `red:${red.eventId}`, games: 4 }] });
      expect(s).toMatchObject({ ruleGames: 1, games: 4, servedGameIds: ['g2', 'g3'], remaining: 2, status: 'serving' });
    });

    it('ignores another player’s adjustment of the same key', () => {
      const cards = ['g1', 'g1', 'g1', 'g1', 'g1'].map((g) => card('yellow_card', g));
      const [s] = computeSuspensions({ cards, games, rules: RULES, adjustments: [{ playerId: 'p2', suspensionKey: 'yellows:5', games: 0 }] });
      expect(s).toMatchObject({ games: 1, adjusted: false, status: 'served' });
    });
  });
});

describe('suspendedForGame', () => {
  it('flags the player for the next game, and not for the game of the card nor the one after', () => {
    const cards = [card('red_card', 'g1', 'p1'), card('yellow_card', 'g1', 'p2')];
    const games = season(['final', 'scheduled', 'scheduled']);
    expect(suspendedForGame({ cards, games, rules: RULES }, 'g2')).toEqual(new Map([['p1', { remaining: 1 }]]));
    expect(suspendedForGame({ cards, games, rules: RULES }, 'g1').size).toBe(0);
    expect(suspendedForGame({ cards, games, rules: RULES }, 'g3').size).toBe(0);
  });

  it('flags the player for the live game that serves it, and for the game that served it once final', () => {
    const cards = [card('red_card', 'g1')];
    expect(suspendedForGame({ cards, games: season(['final', 'live']), rules: RULES }, 'g2').get('p1')).toEqual({ remaining: 1 });
    expect(suspendedForGame({ cards, games: season(['final', 'final']), rules: RULES }, 'g2').get('p1')).toEqual({ remaining: 0 });
  });

  it('moves the flag past a postponed game to the next one', () => {
    const cards = [card('red_card', 'g1')];
    const games = season(['final', 'postponed', 'scheduled']);
    expect(suspendedForGame({ cards, games, rules: RULES }, 'g2').size).toBe(0);
    expect(suspendedForGame({ cards, games, rules: RULES }, 'g3').has('p1')).toBe(true);
  });

  it('does not flag a lifted suspension, nor a player of another team', () => {
    const red = card('red_card', 'g1');
    const games = season(['final', 'scheduled']);
    expect(
      suspendedForGame({ cards: [red], games, rules: RULES, adjustments: [{ playerId: 'p1', suspensionKey: `red:${red.eventId}`, games: 0 }] }, 'g2').size,
    ).toBe(0);
    const other: DisciplineGame = { id: 'x', homeTeamId: 'C', awayTeamId: 'D', startsAt: new Date(START + 3 * DAY), status: 'scheduled' };
    expect(suspendedForGame({ cards: [red], games: [...games, other], rules: RULES }, 'x').size).toBe(0);
  });
});
