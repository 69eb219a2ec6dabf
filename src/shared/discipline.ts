// The discipline rules (issue 14, decision 042): suspensions derived from a season's cards,
// pure so that the server computes them per request and tests can state every rule.

import { hasResult } from './games';

/** The league settings the rules read (src/shared/settings.ts). */
export interface DisciplineRules {
  /** Games a red card suspends for; 0: a red card suspends no one. */
  redCardSuspensionGames: number;
  /** Every this-many-th yellow card of a player in a season suspends (5: the 5th, 10th, …). */
  yellowCardsPerSuspension: number;
  /** Games each yellow-card suspension lasts; 0: yellow cards never suspend. */
  yellowCardSuspensionGames: number;
}

/** A game of the season as the rules need it. */
export interface DisciplineGame {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
  startsAt: Date;
  /** scheduled | live | final | postponed | cancelled | forfeit */
  status: string;
}

/** A card that is not deleted. Cards of one game are given in the order they were shown. */
export interface DisciplineCard {
  eventId: string;
  gameId: string;
  playerId: string;
  /** The team the player was shown the card for: its games serve the suspension. */
  teamId: string;
  type: 'yellow_card' | 'red_card';
}

/** An admin's length for one suspension (0 lifts it). */
export interface DisciplineAdjustment {
  playerId: string;
  suspensionKey: string;
  games: number;
}

export type SuspensionReason = { kind: 'red_card' } | { kind: 'yellow_cards'; count: number };
export type SuspensionStatus = 'serving' | 'served' | 'lifted';

export interface Suspension {
  /** "red:{eventId}" or "yellows:{n}", unique per player and season (suspension_adjustments). */
  key: string;
  playerId: string;
  teamId: string;
  reason: SuspensionReason;
  /** The game of the card that caused it. */
  originGameId: string;
  /** The length the rules give. */
  ruleGames: number;
  /** The length in force: the admin's adjustment when there is one, else the rules'. */
  games: number;
  adjusted: boolean;
  /** The team's games that served it, in kick-off order. */
  servedGameIds: string[];
  remaining: number;
  status: SuspensionStatus;
}

export interface DisciplineInput {
  cards: readonly DisciplineCard[];
  games: readonly DisciplineGame[];
  rules: DisciplineRules;
  adjustments?: readonly DisciplineAdjustment[];
}

export const redCardKey = (eventId: string) => `red:${eventId}`;
export const yellowCardsKey = (count: number) => `yellows:${count}`;

export function suspensionReasonLabel(reason: SuspensionReason): string {
  return reason.kind === 'red_card' ? 'Red card' : `${reason.count} yellow cards`;
}

const byKickOff = (a: DisciplineGame, b: DisciplineGame) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id);

interface Derived {
  key: string;
  playerId: string;
  teamId: string;
  reason: SuspensionReason;
  originGameId: string;
  ruleGames: number;
  games: number;
  adjusted: boolean;
}

/** Each suspension the cards give, in the order they were given (the order they are served in). */
function deriveSuspensions({ cards, games, rules, adjustments = [] }: DisciplineInput): Derived[] {
  const order = new Map([...games].sort(byKickOff).map((g, i) => [g.id, i]));
  const ordered = cards
    .map((card, i) => ({ card, i }))
    .filter(({ card }) => order.has(card.gameId))
    .sort((a, b) => (order.get(a.card.gameId) ?? 0) - (order.get(b.card.gameId) ?? 0) || a.i - b.i)
    .map(({ card }) => card);
  const adjusted = new Map(adjustments.map((a) => [`${a.playerId}/${a.suspensionKey}`, a.games]));
  const yellowsOf = new Map<string, number>();
  const derived: Derived[] = [];
  const add = (card: DisciplineCard, key: string, reason: SuspensionReason, ruleGames: number) => {
    if (ruleGames <= 0) return;
    const games = adjusted.get(`${card.playerId}/${key}`);
    derived.push({
      key,
      playerId: card.playerId,
      teamId: card.teamId,
      reason,
      originGameId: card.gameId,
      ruleGames,
      games: games ?? ruleGames,
      adjusted: games !== undefined,
    });
  };
  for (const card of ordered) {
    if (card.type === 'red_card') {
      add(card, redCardKey(card.eventId), { kind: 'red_card' }, rules.redCardSuspensionGames);
      continue;
    }
    const count = (yellowsOf.get(card.playerId) ?? 0) + 1;
    yellowsOf.set(card.playerId, count);
    if (rules.yellowCardsPerSuspension > 0 && count % rules.yellowCardsPerSuspension === 0) {
      add(card, yellowCardsKey(count), { kind: 'yellow_cards', count }, rules.yellowCardSuspensionGames);
    }
  }
  return derived;
}

/** Each team's games, in kick-off order. */
function gamesByTeam(games: readonly DisciplineGame[]): Map<string, DisciplineGame[]> {
  const byTeam = new Map<string, DisciplineGame[]>();
  for (const game of [...games].sort(byKickOff)) {
    for (const team of [game.homeTeamId, game.awayTeamId]) {
      const list = byTeam.get(team) ?? [];
      list.push(game);
      byTeam.set(team, list);
    }
  }
  return byTeam;
}

/**
 * Serves one player's suspensions for one team one after another: each starts after the game
 * it came from and after the one before it has been served, and each played game of the team
 * serves one game of the suspension being served. `played` says which games count.
 */
function serve(suspensions: readonly Derived[], teamGames: readonly DisciplineGame[], played: (game: DisciplineGame) => boolean): string[][] {
  let nextFree = 0;
  return suspensions.map((s) => {
    const origin = teamGames.findIndex((g) => g.id === s.originGameId);
    const served: string[] = [];
    let index = Math.max(origin + 1, nextFree);
    for (; index < teamGames.length && served.length < s.games; index++) {
      const game = teamGames[index];
      if (game && played(game)) served.push(game.id);
    }
    // A suspension not yet fully served holds back the ones after it.
    nextFree = served.length < s.games ? teamGames.length : index;
    return served;
  });
}

function groupByPlayerAndTeam(derived: readonly Derived[]): Derived[][] {
  const groups = new Map<string, Derived[]>();
  for (const s of derived) {
    const key = `${s.playerId}/${s.teamId}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  return [...groups.values()];
}

// Only games that were played serve a suspension; postponed and cancelled ones do not.
const isPlayed = (game: DisciplineGame) => hasResult(game.status);
const STILL_TO_PLAY: readonly string[] = ['scheduled', 'live'];

/** Every suspension of the season with what has been served of it, in the order they were given. */
export function computeSuspensions(input: DisciplineInput): Suspension[] {
  const derived = deriveSuspensions(input);
  const teamGames = gamesByTeam(input.games);
  const servedOf = new Map<Derived, string[]>();
  for (const group of groupByPlayerAndTeam(derived)) {
    const served = serve(group, teamGames.get(group[0]?.teamId ?? '') ?? [], isPlayed);
    for (const [i, s] of group.entries()) servedOf.set(s, served[i] ?? []);
  }
  return derived.map((s) => {
    const servedGameIds = servedOf.get(s) ?? [];
    const remaining = Math.max(0, s.games - servedGameIds.length);
    const status: SuspensionStatus = s.games === 0 ? 'lifted' : remaining === 0 ? 'served' : 'serving';
    return { ...s, servedGameIds, remaining, status };
  });
}

/**
 * The players suspended for one game, with the games each has still to serve today. The
 * team's games still to be played up to this one (scheduled or live) are counted as if they
 * were played, so the flag shows whom this game will keep out; postponed and cancelled games
 * serve nothing and suspend no one.
 */
export function suspendedForGame(input: DisciplineInput, gameId: string): Map<string, { remaining: number }> {
  const game = input.games.find((g) => g.id === gameId);
  const suspended = new Map<string, { remaining: number }>();
  if (!game) return suspended;
  const derived = deriveSuspensions(input);
  const teamGames = gamesByTeam(input.games);
  const now = computeSuspensions(input);
  for (const group of groupByPlayerAndTeam(derived)) {
    const first = group[0];
    if (!first || (first.teamId !== game.homeTeamId && first.teamId !== game.awayTeamId)) continue;
    const served = serve(group, teamGames.get(first.teamId) ?? [], (g) => isPlayed(g) || (STILL_TO_PLAY.includes(g.status) && byKickOff(g, game) <= 0));
    if (!served.some((ids) => ids.includes(gameId))) continue;
    const remaining = now.filter((s) => s.playerId === first.playerId && s.teamId === first.teamId).reduce((sum, s) => sum + s.remaining, 0);
    suspended.set(first.playerId, { remaining });
  }
  return suspended;
}
