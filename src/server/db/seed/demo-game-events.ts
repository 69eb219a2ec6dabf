import type { gameEvents, gameReports } from '../schema/index';
import type { GameEventType } from '../../../shared/games';

// The demo league's game timelines (issue 13): every played game of the active season and the
// live one get the events a referee would have recorded, adding up to their stored scores.

export type NewGameEvent = typeof gameEvents.$inferInsert;
export type NewGameReport = typeof gameReports.$inferInsert;

/** The random draws used here (the demo's seeded generator). */
export interface EventRandom {
  next(): number;
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
}

export interface RosterPlayerSeed {
  id: string;
  goalkeeper: boolean;
  skill: number;
}

export interface GameForEvents {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
  startsAt: Date;
  status: string;
  homeScore: number | null;
  awayScore: number | null;
  refereeUserId: string | null;
}

/** A goal this often is an own goal; a goal this often has an assist. */
const OWN_GOAL_SHARE = 0.05;
const ASSIST_SHARE = 0.6;
const RED_CARD_SHARE = 0.06;
/** The break between the halves, on the clock of the events' recording times. */
const HALF_TIME_BREAK_MINUTES = 10;

const REPORT_NOTES = [
  'Played in good spirit. Field in good condition.',
  'Light rain in the second half; no problems.',
  'Both teams on time. Nothing to report.',
  'Kick-off delayed five minutes while the nets were fixed.',
];

function recordedAt(game: GameForEvents, minute: number): Date {
  const clock = minute > 45 ? minute + HALF_TIME_BREAK_MINUTES : minute;
  return new Date(game.startsAt.getTime() + clock * 60_000);
}

/** Outfield players by skill; a goalkeeper only now and then. */
function pickPlayer(rng: EventRandom, roster: readonly RosterPlayerSeed[], except?: string): RosterPlayerSeed | undefined {
  const candidates = roster.filter((p) => p.id !== except);
  if (candidates.length === 0) return undefined;
  return rng.weighted(candidates, (p) => (p.goalkeeper ? 0.05 : p.skill));
}

/**
 * The events of one game: kick-off; its goals (scorer from the scoring team's roster, often an
 * assist, now and then an own goal by the other side) at random minutes; a few yellow cards, a
 * rare red; half time and full time once the game has reached them. `minutesPlayed` is 90 for a
 * finished game, the minutes since kick-off for the live one.
 */
export function demoEventsOfGame(
  rng: EventRandom,
  game: GameForEvents,
  rosterOf: (teamId: string) => readonly RosterPlayerSeed[],
  minutesPlayed: number,
  /** Give the game a red card even when the draw gave none (the discipline page has a suspension to show). */
  withRedCard = false,
): NewGameEvent[] {
  const rows: NewGameEvent[] = [];
  const add = (type: GameEventType, minute: number, fields: Partial<NewGameEvent> = {}) =>
    rows.push({
      gameId: game.id,
      type,
      minute,
      clientKey: `demo-${game.id}-${rows.length}`,
      recordedByUserId: game.refereeUserId,
      createdAt: recordedAt(game, minute),
      updatedAt: recordedAt(game, minute),
      ...fields,
    });
  const lastMinute = Math.max(1, Math.min(90, minutesPlayed));
  const minute = () => rng.int(1, lastMinute);

  add('kick_off', 0);
  const timed: { minute: number; type: GameEventType; fields: Partial<NewGameEvent> }[] = [];
  const sides = [
    { team: game.homeTeamId, other: game.awayTeamId, goals: game.homeScore ?? 0 },
    { team: game.awayTeamId, other: game.homeTeamId, goals: game.awayScore ?? 0 },
  ];
  for (const side of sides) {
    for (let i = 0; i < side.goals; i++) {
      const ownGoalBy = rng.chance(OWN_GOAL_SHARE) ? pickPlayer(rng, rosterOf(side.other)) : undefined;
      if (ownGoalBy) {
        // An own goal belongs to the player's team and counts for the other one.
        timed.push({ minute: minute(), type: 'own_goal', fields: { teamId: side.other, playerId: ownGoalBy.id } });
        continue;
      }
      const scorer = pickPlayer(rng, rosterOf(side.team));
      const assist = scorer && rng.chance(ASSIST_SHARE) ? pickPlayer(rng, rosterOf(side.team), scorer.id) : undefined;
      timed.push({ minute: minute(), type: 'goal', fields: { teamId: side.team, playerId: scorer?.id ?? null, assistPlayerId: assist?.id ?? null } });
    }
  }
  const yellows = rng.weighted([0, 1, 2, 3], (n) => [3, 4, 2, 1][n] ?? 0);
  for (let i = 0; i < yellows; i++) {
    const team = rng.chance(0.5) ? game.homeTeamId : game.awayTeamId;
    const player = pickPlayer(rng, rosterOf(team));
    if (player) timed.push({ minute: minute(), type: 'yellow_card', fields: { teamId: team, playerId: player.id } });
  }
  if (rng.chance(RED_CARD_SHARE)) {
    const team = rng.chance(0.5) ? game.homeTeamId : game.awayTeamId;
    const player = pickPlayer(rng, rosterOf(team));
    if (player) timed.push({ minute: minute(), type: 'red_card', fields: { teamId: team, playerId: player.id } });
  }
  if (withRedCard && !timed.some((e) => e.type === 'red_card')) {
    // Without a draw, so the rest of the demo's random events stay as they were.
    const player = rosterOf(game.awayTeamId).find((p) => !p.goalkeeper);
    if (player) timed.push({ minute: Math.min(70, lastMinute), type: 'red_card', fields: { teamId: game.awayTeamId, playerId: player.id } });
  }
  if (minutesPlayed >= 45) timed.push({ minute: 45, type: 'half_time', fields: {} });
  timed.sort((a, b) => a.minute - b.minute || (a.type === 'half_time' ? 1 : 0) - (b.type === 'half_time' ? 1 : 0));
  for (const event of timed) add(event.type, event.minute, event.fields);
  if (minutesPlayed >= 90) add('full_time', 90);
  return rows;
}

/**
 * Timelines for the active season's finished games and the live game, and the referee's reports
 * for all finished games the demo referee had except the latest (the dashboard's "awaiting a
 * report" has something to show).
 */
export function demoGameDay({
  rng,
  games,
  rosterOf,
  now,
  refereeUserId,
}: {
  rng: EventRandom;
  games: readonly GameForEvents[];
  rosterOf: (teamId: string) => readonly RosterPlayerSeed[];
  now: Date;
  refereeUserId: string;
}): { events: NewGameEvent[]; reports: NewGameReport[] } {
  const events: NewGameEvent[] = [];
  // The latest result always has a red card: its player is suspended for the team's next game
  // (the discipline page and the referee's roster have a suspension to show, decision 042).
  const latestFinal = games.filter((g) => g.status === 'final').sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())[0];
  for (const game of games) {
    if (game.status === 'final') events.push(...demoEventsOfGame(rng, game, rosterOf, 90, game.id === latestFinal?.id));
    if (game.status === 'live') events.push(...demoEventsOfGame(rng, game, rosterOf, Math.floor((now.getTime() - game.startsAt.getTime()) / 60_000)));
  }
  const refereed = games
    .filter((g) => g.status === 'final' && g.refereeUserId === refereeUserId)
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())
    .slice(1);
  const reports = refereed.map((game, i) => ({
    gameId: game.id,
    notes: REPORT_NOTES[i % REPORT_NOTES.length] ?? '',
    incidents: '',
    submittedByUserId: refereeUserId,
    createdAt: recordedAt(game, 120),
    updatedAt: recordedAt(game, 120),
  }));
  return { events, reports };
}
