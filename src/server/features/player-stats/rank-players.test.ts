import { describe, expect, it } from 'vitest';
import { rankPlayers, type RankablePlayer } from './rank-players';

const line = (name: string, goals: number, assists: number, games: number): RankablePlayer & { id: string } => {
  const [firstName = '', lastName = ''] = name.split(' ');
  return { id: name, firstName, lastName, goals, assists, games };
};

const order = (lines: RankablePlayer[]) => rankPlayers(lines).map((r) => `${r.rank} ${r.firstName} ${r.lastName}`);

describe('rankPlayers', () => {
  it('counts goals plus assists as points and puts the most points first', () => {
    const ranked = rankPlayers([line('Ann Low', 1, 0, 3), line('Bo High', 2, 3, 3), line('Cy Mid', 0, 3, 3)]);
    expect(ranked.map((r) => [r.id, r.points, r.rank])).toEqual([
      ['Bo High', 5, 1],
      ['Cy Mid', 3, 2],
      ['Ann Low', 1, 3],
    ]);
  });

  it('breaks a tie on points by more goals', () => {
    expect(order([line('Ann Assists', 1, 3, 4), line('Bo Goals', 3, 1, 4)])).toEqual(['1 Bo Goals', '2 Ann Assists']);
  });

  it('breaks a tie on points and goals by fewer games', () => {
    expect(order([line('Ann Many', 2, 2, 6), line('Bo Few', 2, 2, 4)])).toEqual(['1 Bo Few', '2 Ann Many']);
  });

  it('lists players level on points, goals and games by last then first name, sharing the rank', () => {
    const ranked = order([
      line('Zed Adams', 2, 1, 5),
      line('Amy Young', 2, 1, 5),
      line('Bea Adams', 2, 1, 5),
      line('Top Scorer', 4, 0, 5),
      line('Last One', 1, 0, 5),
    ]);
    expect(ranked).toEqual(['1 Top Scorer', '2 Bea Adams', '2 Zed Adams', '2 Amy Young', '5 Last One']);
  });

  it('applies the rules in order: points before goals before games', () => {
    // More goals but fewer points loses; fewer games but fewer goals loses.
    expect(order([line('Ann Goals', 3, 0, 1), line('Bo Points', 1, 3, 9)])).toEqual(['1 Bo Points', '2 Ann Goals']);
    expect(order([line('Ann Fresh', 1, 2, 1), line('Bo Goals', 2, 1, 9)])).toEqual(['1 Bo Goals', '2 Ann Fresh']);
  });

  it('keeps the other fields of each line and leaves its input alone', () => {
    const input = [line('Ann One', 0, 1, 1), line('Bo Two', 1, 1, 1)];
    const copy = structuredClone(input);
    expect(rankPlayers(input)[0]).toMatchObject({ id: 'Bo Two', points: 2, rank: 1 });
    expect(input).toEqual(copy);
    expect(rankPlayers([])).toEqual([]);
  });
});
