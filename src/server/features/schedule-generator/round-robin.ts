/**
 * Who plays whom in which round: the circle method (decision 039). Pure; teams are indices.
 *
 * One cycle is a single round robin of m − 1 rounds, m the team count made even with a bye.
 * The orientation is de Werra's canonical one, which gives the fewest breaks a single round
 * robin can have: n − 2 for n teams (even n), every team within one of as many home as away
 * games. The second cycle swaps every home and away and starts with the first cycle's last
 * round, which keeps a double round robin at 2n − 4 breaks (a plain mirror would give 3n − 6)
 * at the price of one pair of back-to-back meetings at the turn of the season.
 */

export type ScheduleFormat = { kind: 'single' } | { kind: 'double' } | { kind: 'games_per_team'; gamesPerTeam: number };

export interface Pairing {
  /** 1-based, in the order the rounds are played. */
  round: number;
  home: number;
  away: number;
}

/** One cycle's rounds over m (even) slots; slot m − 1 is the pivot of the circle. */
function circleCycle(m: number): [number, number][][] {
  const rounds: [number, number][][] = [];
  for (let r = 0; r < m - 1; r++) {
    const games: [number, number][] = [r % 2 === 0 ? [r, m - 1] : [m - 1, r]];
    for (let i = 1; i < m / 2; i++) {
      const a = (r + i) % (m - 1);
      const b = (r - i + (m - 1)) % (m - 1);
      games.push(i % 2 === 1 ? [a, b] : [b, a]);
    }
    rounds.push(games);
  }
  return rounds;
}

/** The second (and every even) cycle: home and away swapped, starting with the last round. */
function returnCycle(cycle: [number, number][][]): [number, number][][] {
  const last = cycle.at(-1);
  const order = last ? [last, ...cycle.slice(0, -1)] : [];
  return order.map((games) => games.map(([home, away]): [number, number] => [away, home]));
}

/** Rounds of cycle k (0-based): the first cycle, then its return, again and again. */
function cycleRounds(first: [number, number][][], second: [number, number][][], k: number) {
  return k % 2 === 0 ? first : second;
}

/**
 * The pairings of a format for n teams, round by round. A team with no opponent in a round
 * (odd n) rests: its bye is simply left out.
 *
 * N games per team: whole rounds while every team still needs a game; then, with an odd team
 * count, rounds are gone through again taking only the games of two teams that both still
 * need one (n × N is even, so the last ones always meet).
 */
export function roundRobinPairings(n: number, format: ScheduleFormat): Pairing[] {
  if (n < 2) return [];
  const m = n % 2 === 0 ? n : n + 1;
  const bye = n % 2 === 0 ? -1 : m - 1;
  const first = circleCycle(m);
  const second = returnCycle(first);
  const pairings: Pairing[] = [];
  const played = new Array<number>(n).fill(0);
  const push = (round: number, home: number, away: number) => {
    pairings.push({ round, home, away });
    played[home] = (played[home] ?? 0) + 1;
    played[away] = (played[away] ?? 0) + 1;
  };

  if (format.kind !== 'games_per_team') {
    const cycles = format.kind === 'single' ? 1 : 2;
    let round = 0;
    for (let k = 0; k < cycles; k++) {
      for (const games of cycleRounds(first, second, k)) {
        round += 1;
        for (const [home, away] of games) if (home !== bye && away !== bye) push(round, home, away);
      }
    }
    return pairings;
  }

  const target = format.gamesPerTeam;
  const needs = (team: number) => (played[team] ?? 0) < target;
  let round = 0;
  // Enough cycles for every team to reach its count; the loop ends as soon as all have.
  const maxCycles = 2 * Math.ceil(target / Math.max(1, m - 2)) + 2;
  for (let k = 0; k < maxCycles && played.some((_, team) => needs(team)); k++) {
    for (const games of cycleRounds(first, second, k)) {
      if (!played.some((_, team) => needs(team))) break;
      const taken = games.filter(([home, away]) => home !== bye && away !== bye && needs(home) && needs(away));
      if (taken.length === 0) continue;
      round += 1;
      for (const [home, away] of taken) push(round, home, away);
    }
  }
  return pairings;
}

/**
 * The meetings still owed once some were played (a division regenerated mid-season): each
 * played game takes away one pairing of its two teams, the earliest with the same home team
 * if there is one (so a double round robin's return game stays owed), else the earliest.
 * A played game the format no longer owes (an extra meeting) takes nothing.
 */
export function owedPairings(pairings: readonly Pairing[], played: readonly Pick<Pairing, 'home' | 'away'>[]): Pairing[] {
  const owed = [...pairings];
  for (const game of played) {
    const same = owed.findIndex((p) => p.home === game.home && p.away === game.away);
    const index = same >= 0 ? same : owed.findIndex((p) => p.home === game.away && p.away === game.home);
    if (index >= 0) owed.splice(index, 1);
  }
  return owed;
}

/** How many breaks (two home or two away games in a row) a team order of pairings holds. */
export function countBreaks(sequences: ReadonlyMap<number, readonly ('home' | 'away')[]>): number {
  let breaks = 0;
  for (const sides of sequences.values()) {
    for (let i = 1; i < sides.length; i++) if (sides[i] === sides[i - 1]) breaks += 1;
  }
  return breaks;
}

/** Each team's home/away order in the pairings' round order. */
export function sidesInOrder(pairings: readonly Pick<Pairing, 'home' | 'away'>[]): Map<number, ('home' | 'away')[]> {
  const sides = new Map<number, ('home' | 'away')[]>();
  const add = (team: number, side: 'home' | 'away') => {
    const list = sides.get(team) ?? [];
    list.push(side);
    sides.set(team, list);
  };
  for (const p of pairings) {
    add(p.home, 'home');
    add(p.away, 'away');
  }
  return sides;
}
