/** What the ranking reads of a player's line; anything else on the line is carried through. */
export interface RankablePlayer {
  firstName: string;
  lastName: string;
  games: number;
  goals: number;
  assists: number;
}

export type RankedPlayer<T extends RankablePlayer> = T & { points: number; rank: number };

/** More points, then more goals, then fewer games (issue 14): the order that decides a place. */
function compareStanding(a: RankedPlayer<RankablePlayer>, b: RankedPlayer<RankablePlayer>): number {
  return b.points - a.points || b.goals - a.goals || a.games - b.games;
}

/** Last name, then first name: only the order of players who share a place. */
function compareName(a: RankablePlayer, b: RankablePlayer): number {
  return a.lastName.localeCompare(b.lastName, 'en') || a.firstName.localeCompare(b.firstName, 'en');
}

/**
 * The player points leaderboard (product.md "Rankings and stats"): points are goals + assists;
 * ties go to more goals, then fewer games played, then the name. Players level on points, goals
 * and games share a rank (standard competition ranking, "1, 2, 2, 4"): the alphabet lists them
 * but does not make one better than the other.
 */
export function rankPlayers<T extends RankablePlayer>(lines: readonly T[]): RankedPlayer<T>[] {
  const scored = lines.map((line) => ({ ...line, points: line.goals + line.assists, rank: 0 }));
  scored.sort((a, b) => compareStanding(a, b) || compareName(a, b));
  scored.forEach((line, index) => {
    const above = scored[index - 1];
    line.rank = above && compareStanding(above, line) === 0 ? above.rank : index + 1;
  });
  return scored;
}
