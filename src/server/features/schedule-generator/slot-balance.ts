import type { Pairing } from './round-robin';

/**
 * Sharing out one day's times and fields among its games (decision 039). A team plays at most
 * once a day, so the cost of a day's assignment is the sum of each game's own cost: a game at
 * a time costs what its two teams' slot counts would then cost. A greedy start (the most
 * lopsided teams choose first) and then swaps of two games while a swap lowers the sum.
 *
 * A team's time cost is the sum of its squared counts per time (spread evenly is cheapest),
 * plus twice the square of early − late (the first against the last slot of the day, the
 * report's fairness figure). Fields: the sum of squared counts per field.
 */

export interface SlotCounts {
  /** [team][time index] games so far. */
  byTeamTime: number[][];
  /** [team][field index]. */
  byTeamField: number[][];
  byTime: number[];
  byField: number[];
  /** The time index of each pair's last meeting ("home:away" of the lower index first). */
  pairLastTime: Map<string, number>;
}

export const pairKey = (game: Pairing) => (game.home < game.away ? `${game.home}:${game.away}` : `${game.away}:${game.home}`);

/**
 * A pair meeting again at the time of its last meeting costs this much more: in a double
 * round robin, a pair's two games at opposite ends of the day cancel out in both teams'
 * early − late, which a day-by-day choice alone does not see coming.
 */
const SAME_TIME_AGAIN = 100;

function squares(list: readonly number[]): number {
  let sum = 0;
  for (const n of list) sum += n * n;
  return sum;
}

/** The cost of counts with one more game at plusAt, without copying them (called in the inner loops). */
function fieldCost(counts: readonly number[], plusAt: number): number {
  const at = counts[plusAt] ?? 0;
  return squares(counts) + 2 * at + 1;
}

function timeCost(counts: readonly number[], plusAt: number): number {
  const last = counts.length - 1;
  let spread = last >= 1 ? (counts[0] ?? 0) - (counts[last] ?? 0) : 0;
  if (last >= 1 && plusAt === 0) spread += 1;
  if (last >= 1 && plusAt === last) spread -= 1;
  return fieldCost(counts, plusAt) + 2 * spread * spread;
}

/** A tie-breaker below one: the slot used less overall so far. */
const usageTieBreak = (usage: readonly number[], at: number) => {
  const total = usage.reduce((a, b) => a + b, 0);
  return (0.5 * (usage[at] ?? 0)) / (1 + total);
};

interface AssignOptions<G> {
  games: readonly G[];
  /** Places (times or fields) and how many games each takes. */
  capacity: readonly number[];
  cost: (game: G, place: number) => number;
  allowed: (game: G, place: number) => boolean;
  /** Which games choose first. */
  urgency: (game: G) => number;
}

/** Games to places within capacities, lowering the summed cost; a game with no allowed place is left out. */
function assign<G>({ games, capacity, cost, allowed, urgency }: AssignOptions<G>): Map<G, number> {
  const left = [...capacity];
  const placeOf = new Map<G, number>();
  const order = games.map((game, i) => ({ game, i, urgency: urgency(game) })).sort((a, b) => b.urgency - a.urgency || a.i - b.i);
  for (const { game } of order) {
    let best: number | undefined;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let p = 0; p < left.length; p++) {
      if ((left[p] ?? 0) <= 0 || !allowed(game, p)) continue;
      const c = cost(game, p);
      if (c < bestCost - 1e-9) {
        best = p;
        bestCost = c;
      }
    }
    if (best === undefined) continue;
    placeOf.set(game, best);
    left[best] = (left[best] ?? 0) - 1;
  }

  // Swaps and moves while they help; the sum falls every time, so this ends. Bounded anyway.
  const placedGames = [...placeOf.keys()];
  for (let pass = 0, improved = true; improved && pass < 50; pass++) {
    improved = false;
    for (let i = 0; i < placedGames.length; i++) {
      const a = placedGames[i];
      if (a === undefined) continue;
      const pa = placeOf.get(a) ?? 0;
      for (let p = 0; p < left.length; p++) {
        if (p === pa || (left[p] ?? 0) <= 0 || !allowed(a, p)) continue;
        if (cost(a, p) < cost(a, pa) - 1e-9) {
          placeOf.set(a, p);
          left[p] = (left[p] ?? 0) - 1;
          left[pa] = (left[pa] ?? 0) + 1;
          improved = true;
          break;
        }
      }
      for (let j = i + 1; j < placedGames.length; j++) {
        const b = placedGames[j];
        if (b === undefined) continue;
        const from = placeOf.get(a) ?? 0;
        const to = placeOf.get(b) ?? 0;
        if (from === to || !allowed(a, to) || !allowed(b, from)) continue;
        if (cost(a, to) + cost(b, from) < cost(a, from) + cost(b, to) - 1e-9) {
          placeOf.set(a, to);
          placeOf.set(b, from);
          improved = true;
        }
      }
    }
  }
  return placeOf;
}

const pairCost = (byTeam: readonly number[][], game: Pairing, place: number, of: (counts: readonly number[], at: number) => number) =>
  of(byTeam[game.home] ?? [], place) + of(byTeam[game.away] ?? [], place);

/** The day's games to its times (capacity: free fields at each time). */
export function assignTimes<G extends Pairing>(
  games: readonly G[],
  capacity: readonly number[],
  counts: SlotCounts,
  allowed: (game: G, time: number) => boolean,
): Map<G, number> {
  const lopsided = (team: number) => {
    const c = counts.byTeamTime[team] ?? [];
    return c.length >= 2 ? Math.abs((c[0] ?? 0) - (c[c.length - 1] ?? 0)) : 0;
  };
  return assign({
    games,
    capacity,
    allowed,
    cost: (game, t) =>
      pairCost(counts.byTeamTime, game, t, timeCost) + (counts.pairLastTime.get(pairKey(game)) === t ? SAME_TIME_AGAIN : 0) + usageTieBreak(counts.byTime, t),
    urgency: (game) => lopsided(game.home) + lopsided(game.away),
  });
}

/** One time's games to the fields free then (field indices into the generator's fields). */
export function assignFields<G extends Pairing>(games: readonly G[], freeFields: readonly number[], counts: SlotCounts): Map<G, number> {
  const placeOf = assign({
    games,
    capacity: freeFields.map(() => 1),
    allowed: () => true,
    cost: (game, p) => {
      const f = freeFields[p] ?? 0;
      return pairCost(counts.byTeamField, game, f, fieldCost) + usageTieBreak(counts.byField, f);
    },
    urgency: () => 0,
  });
  return new Map([...placeOf].map(([game, p]) => [game, freeFields[p] ?? 0]));
}

/** A game's place on its day: what two games of one day can trade. */
export interface Cell {
  timeIndex: number;
  fieldIndex: number;
  instant: number;
}

interface PlacedCell extends Cell {
  pairing: Pairing;
  day: number;
}

/** Times weigh more than fields: early and late are what teams notice. */
const TIME_WEIGHT = 4;

function teamTimeCost(counts: readonly number[]): number {
  const spread = counts.length >= 2 ? (counts[0] ?? 0) - (counts[counts.length - 1] ?? 0) : 0;
  return squares(counts) + 2 * spread * spread;
}

/**
 * After every game is placed: two games of one day trade their time and field whenever that
 * lowers the whole season's cost of the four teams involved (a day-by-day choice cannot see
 * the later days). Trades keep every hard rule: the same cells stay taken, a team still plays
 * once that day, and `bookSwap` checks the teams' other bookings at the new kick-offs (the
 * two games already in each other's cells) and books them, or refuses the trade.
 */
export function rebalanceDays<P extends PlacedCell>(
  placed: readonly P[],
  sizes: { teams: number; times: number; fields: number },
  bookSwap: (a: P, b: P) => boolean,
): void {
  const byTeamTime = Array.from({ length: sizes.teams }, () => new Array<number>(sizes.times).fill(0));
  const byTeamField = Array.from({ length: sizes.teams }, () => new Array<number>(sizes.fields).fill(0));
  const move = (p: Cell & { pairing: Pairing }, delta: number) => {
    for (const team of [p.pairing.home, p.pairing.away]) {
      const times = byTeamTime[team];
      const fields = byTeamField[team];
      if (times) times[p.timeIndex] = (times[p.timeIndex] ?? 0) + delta;
      if (fields) fields[p.fieldIndex] = (fields[p.fieldIndex] ?? 0) + delta;
    }
  };
  for (const p of placed) move(p, 1);
  const cost = (teams: readonly number[]) => {
    let sum = 0;
    for (const t of teams) sum += TIME_WEIGHT * teamTimeCost(byTeamTime[t] ?? []) + squares(byTeamField[t] ?? []);
    return sum;
  };

  const days = new Map<number, P[]>();
  for (const p of placed) days.get(p.day)?.push(p) ?? days.set(p.day, [p]);
  for (let pass = 0, improved = true; improved && pass < 30; pass++) {
    improved = false;
    for (const games of days.values()) {
      for (let i = 0; i < games.length; i++) {
        for (let j = i + 1; j < games.length; j++) {
          const a = games[i];
          const b = games[j];
          if (!a || !b) continue;
          const teams = [a.pairing.home, a.pairing.away, b.pairing.home, b.pairing.away];
          const before = cost(teams);
          const swapCells = () => {
            move(a, -1);
            move(b, -1);
            const cellA = { timeIndex: a.timeIndex, fieldIndex: a.fieldIndex, instant: a.instant };
            Object.assign(a, { timeIndex: b.timeIndex, fieldIndex: b.fieldIndex, instant: b.instant });
            Object.assign(b, cellA);
            move(a, 1);
            move(b, 1);
          };
          swapCells();
          if (cost(teams) < before - 1e-9 && bookSwap(a, b)) {
            improved = true;
          } else {
            swapCells();
          }
        }
      }
    }
  }
}
