import type { ProposedGame, SchedulePreview, UnplacedGame } from '../../../shared/api/schedule-generator';
import { existingZonedInstant } from '../../../shared/zoned-time';
import { leagueDay, restedApart } from '../schedule/index';
import { dateOfDay, dayNumber, minutesOfTime, partsOfDay, weekdayOfDay } from './calendar-days';
import { assignFields, assignTimes, pairKey, rebalanceDays, type SlotCounts } from './slot-balance';
import { buildReport } from './report';
import { owedPairings, type Pairing, roundRobinPairings, type ScheduleFormat } from './round-robin';
import { Timelines } from './timeline';

/**
 * The round-robin schedule generator (issue 13, decision 039): a pure function, no database.
 *
 * Hard rules, never broken: every pair meets as often as the format says (the circle method,
 * round-robin.ts), counting the division's games already played (`played`), after the latest
 * of which the new games come; no team and no field holds two games closer than
 * GAME_SLOT_MINUTES, counting the games already booked (`busy`: other divisions on the same
 * fields, the division's own played games); a team plays at most once a day, its games at
 * least `minRestDays` apart; nothing on a blackout date, a day that is not a game day, or after
 * the last date. A game that cannot be placed is reported with its reason, never forced in.
 *
 * Soft goals, reported as numbers (report.ts): home/away within one per team (the circle
 * method's orientation), breaks as few as that method allows (each team's games keep round
 * order, so a schedule with every game placed has exactly the method's breaks), early and late
 * slots and fields shared out per team (slot-balance.ts).
 *
 * New games get no referee, so they cannot double-book one; the save checks referees with the
 * shared conflict check all the same.
 */

export interface GeneratorTeam {
  id: string;
  name: string;
}

export interface GeneratorField {
  id: string;
  /** As shown to people: "Riverside Park - Field 2". */
  name: string;
}

/** A game already booked that the new schedule must not overlap. */
export interface BusySlot {
  startsAt: Date;
  teamIds: readonly string[];
  fieldId: string | null;
}

/** A game of the division already played (final, forfeit or live): one meeting of its pair. */
export interface PlayedGame {
  homeTeamId: string;
  awayTeamId: string;
  startsAt: Date;
}

export interface GeneratorInput {
  teams: readonly GeneratorTeam[];
  format: ScheduleFormat;
  /** yyyy-mm-dd on the league's calendar. */
  firstDate: string;
  /** The last day a game may be on (the season's end). */
  lastDate: string;
  /** 0 = Sunday … 6 = Saturday. */
  gameDays: readonly number[];
  /** Local kick-off times, "HH:MM". */
  timeSlots: readonly string[];
  fields: readonly GeneratorField[];
  blackoutDates: readonly string[];
  /**
   * A team's games are at least this many days apart (as the rainout's make-up proposals count
   * it): 7 keeps a weekly rhythm, 1 allows consecutive days. A team never plays twice a day.
   */
  minRestDays: number;
  busy: readonly BusySlot[];
  /**
   * The division's played games (they also belong in `busy`, for rest): only the meetings still
   * owed are scheduled, from the day after the latest of them.
   */
  played?: readonly PlayedGame[];
  /** The league's IANA time zone: the slots are its wall-clock times. */
  timeZone: string;
}

/** The preview without what the service adds about the division's saved games. */
export type GeneratedSchedule = Omit<SchedulePreview, 'division_games'>;

/** Why a game was not placed on the last date it was tried: the reason the report gives. */
type Obstacle = { kind: 'full' } | { kind: 'rest'; team: number } | { kind: 'waiting'; team: number } | { kind: 'busy'; team: number };

interface PendingGame extends Pairing {
  obstacle?: Obstacle;
}

export interface PlacedGame {
  pairing: Pairing;
  day: number;
  timeIndex: number;
  fieldIndex: number;
  instant: number;
}

export function generateSchedule(input: GeneratorInput): GeneratedSchedule {
  const teams = input.teams;
  const teamIndex = new Map(teams.map((team, i) => [team.id, i]));
  const played = (input.played ?? []).flatMap((game) => {
    const home = teamIndex.get(game.homeTeamId);
    const away = teamIndex.get(game.awayTeamId);
    return home === undefined || away === undefined ? [] : [{ home, away, day: leagueDay(game.startsAt, input.timeZone) }];
  });
  const pairings = owedPairings(roundRobinPairings(teams.length, input.format), played);
  const times = [...new Set(input.timeSlots)]
    .map((time) => ({ time, minutes: minutesOfTime(time) }))
    .filter((slot): slot is { time: string; minutes: number } => slot.minutes !== null)
    .sort((a, b) => a.minutes - b.minutes);
  const chosenFirst = dayNumber(input.firstDate);
  const afterPlayed = played.length > 0 ? Math.max(...played.map((game) => game.day)) + 1 : null;
  const first = chosenFirst === null || afterPlayed === null ? chosenFirst : Math.max(chosenFirst, afterPlayed);
  const firstDate = first === null ? input.firstDate : dateOfDay(first);
  const last = dayNumber(input.lastDate);
  const blackouts = new Set(input.blackoutDates.map(dayNumber));
  const gameDays = new Set(input.gameDays);

  const teamTimelines = new Timelines();
  const fieldTimelines = new Timelines();
  /** Days a team already plays on, for the rest rule. */
  const teamDays = teams.map(() => new Set<number>());
  for (const slot of input.busy) {
    const instant = slot.startsAt.getTime();
    if (slot.fieldId) fieldTimelines.of(slot.fieldId).add(instant);
    for (const teamId of slot.teamIds) {
      const index = teamIndex.get(teamId);
      if (index === undefined) continue;
      teamTimelines.of(teamId).add(instant);
      teamDays[index]?.add(leagueDay(slot.startsAt, input.timeZone));
    }
  }

  const counts: SlotCounts = {
    byTeamTime: teams.map(() => new Array<number>(times.length).fill(0)),
    byTeamField: teams.map(() => new Array<number>(input.fields.length).fill(0)),
    byTime: new Array<number>(times.length).fill(0),
    byField: new Array<number>(input.fields.length).fill(0),
    pairLastTime: new Map(),
  };
  const restsOn = (team: number, day: number) => {
    for (const other of teamDays[team] ?? []) if (!restedApart(other, day, input.minRestDays)) return true;
    return false;
  };

  let pending: PendingGame[] = pairings.map((p) => ({ ...p }));
  const placed: PlacedGame[] = [];
  let triedAnyDay = false;
  if (first !== null && last !== null && times.length > 0 && input.fields.length > 0) {
    for (let day = first; day <= last && pending.length > 0; day++) {
      if (!gameDays.has(weekdayOfDay(day)) || blackouts.has(day)) continue;
      triedAnyDay = true;
      // A slot the league's clocks skip that day (2:30 AM when they spring forward) holds no game:
      // it would otherwise be stored an hour off (issue 19).
      const kickOffs = times.map((slot) => {
        const local = existingZonedInstant({ ...partsOfDay(day), hour: Math.floor(slot.minutes / 60), minute: slot.minutes % 60 }, input.timeZone);
        return 'instant' in local ? local.instant.getTime() : null;
      });
      const freeFields = kickOffs.map((instant) =>
        instant === null ? [] : input.fields.flatMap((field, f) => (fieldTimelines.of(field.id).clashes(instant) ? [] : [f])),
      );
      const capacity = freeFields.reduce((sum, list) => sum + list.length, 0);
      if (capacity === 0) continue;

      // Today's games, in round order. A game passed over blocks its teams' later games, so
      // every team plays its games in round order (what keeps the breaks at the method's).
      const chosen: PendingGame[] = [];
      /** Teams with an earlier game not placed today: their later games wait. */
      const waiting = new Set<number>();
      const playsToday = new Set<number>();
      for (const game of pending) {
        // Nothing more fits, or every team already plays or waits: the rest keep their last reason.
        if (chosen.length >= capacity || waiting.size + playsToday.size >= teams.length) break;
        const { home, away } = game;
        let obstacle: Obstacle | undefined;
        if (waiting.has(home) || waiting.has(away)) obstacle = { kind: 'waiting', team: waiting.has(home) ? home : away };
        else if (playsToday.has(home) || restsOn(home, day)) obstacle = { kind: 'rest', team: home };
        else if (playsToday.has(away) || restsOn(away, day)) obstacle = { kind: 'rest', team: away };
        if (obstacle) {
          game.obstacle = obstacle;
          if (!playsToday.has(home)) waiting.add(home);
          if (!playsToday.has(away)) waiting.add(away);
          continue;
        }
        chosen.push(game);
        playsToday.add(home);
        playsToday.add(away);
      }
      if (chosen.length === 0) continue;

      // A kick-off at which one of the game's teams is already booked elsewhere (another
      // commitment near midnight, an earlier game kept) is not offered to that game.
      const teamFree = (game: Pairing, t: number) =>
        [game.home, game.away].every((team) => {
          const id = teams[team]?.id;
          const instant = kickOffs[t];
          return id !== undefined && instant != null && !teamTimelines.of(id).clashes(instant);
        });
      const timeOf = assignTimes(
        chosen,
        freeFields.map((list) => list.length),
        counts,
        teamFree,
      );
      const placedToday = new Set<PendingGame>();
      for (let t = 0; t < times.length; t++) {
        const atTime = chosen.filter((game) => timeOf.get(game) === t);
        const fieldOf = assignFields(atTime, freeFields[t] ?? [], counts);
        for (const game of atTime) {
          const f = fieldOf.get(game);
          const field = f === undefined ? undefined : input.fields[f];
          const instant = kickOffs[t];
          if (f === undefined || !field || instant == null) continue;
          placed.push({ pairing: game, day, timeIndex: t, fieldIndex: f, instant });
          placedToday.add(game);
          fieldTimelines.of(field.id).add(instant);
          for (const team of [game.home, game.away]) {
            const id = teams[team]?.id;
            if (id) teamTimelines.of(id).add(instant);
            teamDays[team]?.add(day);
            bump(counts.byTeamTime[team], t);
            bump(counts.byTeamField[team], f);
          }
          counts.pairLastTime.set(pairKey(game), t);
          bump(counts.byTime, t);
          bump(counts.byField, f);
        }
      }
      for (const game of chosen) {
        if (placedToday.has(game)) continue;
        const busyTeam = [game.home, game.away].find((team) =>
          kickOffs.every((instant) => instant === null || teamTimelines.of(teams[team]?.id ?? '').clashes(instant)),
        );
        game.obstacle = busyTeam === undefined ? { kind: 'full' } : { kind: 'busy', team: busyTeam };
      }
      pending = pending.filter((game) => !placedToday.has(game));
    }
  }

  rebalanceDays(placed, { teams: teams.length, times: times.length, fields: input.fields.length }, (a, b) => {
    if (a.instant === b.instant) return true;
    // a now holds b's old kick-off and b holds a's.
    const moves = [
      { game: a.pairing, from: b.instant, to: a.instant },
      { game: b.pairing, from: a.instant, to: b.instant },
    ];
    const timelinesOf = (game: Pairing) => [game.home, game.away].map((team) => teamTimelines.of(teams[team]?.id ?? ''));
    if (moves.some(({ game, from, to }) => timelinesOf(game).some((timeline) => timeline.clashes(to, from)))) return false;
    for (const { game, from, to } of moves) {
      for (const timeline of timelinesOf(game)) {
        timeline.remove(from);
        timeline.add(to);
      }
    }
    return true;
  });
  placed.sort((a, b) => a.instant - b.instant || a.fieldIndex - b.fieldIndex);
  const games = placed.map((p) => toProposedGame(p, teams, input.fields, times));
  const unplaced = pending.map((game) => toUnplacedGame(game, teams, { ...input, firstDate }, triedAnyDay));
  return { games, report: buildReport({ teams, fields: input.fields, times: times.map((t) => t.time), placed, pairings, unplaced }) };
}

function bump(list: number[] | undefined, index: number) {
  if (list) list[index] = (list[index] ?? 0) + 1;
}

function toProposedGame(p: PlacedGame, teams: readonly GeneratorTeam[], fields: readonly GeneratorField[], times: readonly { time: string }[]): ProposedGame {
  const home = teams[p.pairing.home];
  const away = teams[p.pairing.away];
  const field = fields[p.fieldIndex];
  return {
    round: p.pairing.round,
    home_team_id: home?.id ?? '',
    home_team_name: home?.name ?? '',
    away_team_id: away?.id ?? '',
    away_team_name: away?.name ?? '',
    field_id: field?.id ?? '',
    field_name: field?.name ?? '',
    starts_at: new Date(p.instant).toISOString(),
    date: dateOfDay(p.day),
    time: times[p.timeIndex]?.time ?? '',
  };
}

function toUnplacedGame(game: PendingGame, teams: readonly GeneratorTeam[], input: GeneratorInput, triedAnyDay: boolean): UnplacedGame {
  const name = (team: number) => teams[team]?.name ?? '';
  return {
    round: game.round,
    home_team_id: teams[game.home]?.id ?? '',
    home_team_name: name(game.home),
    away_team_id: teams[game.away]?.id ?? '',
    away_team_name: name(game.away),
    reason: unplacedReason(game.obstacle, name, input, triedAnyDay),
  };
}

function unplacedReason(obstacle: Obstacle | undefined, name: (team: number) => string, input: GeneratorInput, triedAnyDay: boolean): string {
  if (!triedAnyDay) return `No game day between ${input.firstDate} and ${input.lastDate} (the season's last day) outside the blackout dates.`;
  const head = `No free slot by ${input.lastDate}, the season's last day`;
  switch (obstacle?.kind) {
    case 'rest':
      return `${head}: ${name(obstacle.team)} still needed its rest days on the last game days.`;
    case 'waiting':
      return `${head}: ${name(obstacle.team)}'s earlier game was not placed, and a team's games keep their round order.`;
    case 'busy':
      return `${head}: ${name(obstacle.team)} already had a game at the free times.`;
    default:
      return `${head}: every field and time of the last game days was taken.`;
  }
}
