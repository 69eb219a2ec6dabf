import { and, gt, inArray, lt, notInArray, or } from 'drizzle-orm';
import type { MakeupProposal } from '../../../shared/api/admin-schedule';
import { MAKEUP_WEEKS_AHEAD } from '../../../shared/schemas/admin-schedule';
import { existingZonedInstant, wallClock, zonedDate } from '../../../shared/zoned-time';
import type { Transaction } from '../../db/client';
import { games, seasons } from '../../db/schema/index';
import { findScheduleConflicts, leagueDay, restedApart, type ScheduleCandidate } from '../schedule/index';
import type { GameRow } from './schedule-games';
import type { GameStatus } from '../../../shared/games';

const DAY_MS = 86_400_000;
const sortedByKickOff = (rows: GameRow[]) => [...rows].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id));
/** Games that keep a team busy for its rest: played or still to play (not postponed or cancelled ones). */
const RESTING_STATUSES: GameStatus[] = ['scheduled', 'live', 'final', 'forfeit'];

export interface MakeupPlan {
  proposals: MakeupProposal[];
  unplaced: { game_id: string; reason: string }[];
}

/**
 * The same weekday and wall-clock time, `weeks` later, on the league's clocks (a clock change in
 * between keeps 7 PM at 7 PM); null when the clocks skip that time that day (spring forward).
 */
function weeksLater(startsAt: Date, weeks: number, timeZone: string): Date | null {
  const t = wallClock(startsAt, timeZone);
  const day = new Date(Date.UTC(t.year, t.month - 1, t.day + 7 * weeks));
  const local = existingZonedInstant(
    { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: t.hour, minute: t.minute },
    timeZone,
  );
  return 'instant' in local ? local.instant : null;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
/** "Sun, Mar 17, 2041" for a calendar date (yyyy-MM-dd). */
const describeDate = (date: string) => dayFormat.format(new Date(`${date}T12:00:00Z`));

/** Why a postponed game got no slot, in words an admin acts on (issue 20 item 11). */
function unplacedReason(seasonEnd: string | undefined, looked: number, minRestDays: number): string {
  const rest = `${minRestDays} ${minRestDays === 1 ? "day's" : "days'"} rest for both teams`;
  if (seasonEnd === undefined) return `No free slot on the same weekday, time and field in the next ${MAKEUP_WEEKS_AHEAD} weeks with ${rest}.`;
  if (looked === 0) return `The season ends on ${describeDate(seasonEnd)}: no week is left for a make-up on the same weekday, time and field.`;
  return `No free slot on the same weekday, time and field before the season ends on ${describeDate(seasonEnd)}: each one left clashes with another game or leaves less than ${rest}.`;
}

/**
 * Make-up slots for postponed games (decision 038): for each, in kick-off order, the first of the
 * next MAKEUP_WEEKS_AHEAD weeks at the same weekday, time and field, on or before the last day
 * of the game's season (decision 063), where no team, field or referee is double-booked (the
 * shared check, one call for every slot looked at) and both teams have their rest
 * (`restedApart`, as the generator counts it) from their other games, the proposals chosen
 * before included. Weekly games are a week apart, so the rained-out date itself is never
 * proposed. A game with no slot is unplaced with the reason.
 */
export async function proposeMakeups(tx: Transaction, postponed: GameRow[], options: { timeZone: string; minRestDays: number }): Promise<MakeupPlan> {
  if (postponed.length === 0) return { proposals: [], unplaced: [] };
  const seasonIds = [...new Set(postponed.map((g) => g.seasonId))];
  const seasonEnds = new Map(
    (await tx.select({ id: seasons.id, endDate: seasons.endDate }).from(seasons).where(inArray(seasons.id, seasonIds))).map((s) => [s.id, s.endDate]),
  );
  // The season's end decides only when it comes before the weeks looked at run out.
  const lastWeekDate = (game: GameRow) => {
    const t = wallClock(game.startsAt, options.timeZone);
    return new Date(Date.UTC(t.year, t.month - 1, t.day + 7 * MAKEUP_WEEKS_AHEAD)).toISOString().slice(0, 10);
  };
  const endOf = (game: GameRow) => {
    const end = seasonEnds.get(game.seasonId);
    return end !== undefined && end < lastWeekDate(game) ? end : undefined;
  };
  const slotsOf = new Map<string, ScheduleCandidate[]>();
  for (const game of postponed) {
    const seasonEnd = endOf(game);
    const slots = Array.from({ length: MAKEUP_WEEKS_AHEAD }, (_, i) => {
      const startsAt = weeksLater(game.startsAt, i + 1, options.timeZone);
      const slot = { key: `${game.id}#${i + 1}`, gameId: game.id, homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId };
      if (!startsAt || (seasonEnd !== undefined && zonedDate(startsAt, options.timeZone) > seasonEnd)) return [];
      return [{ ...slot, fieldId: game.fieldId, refereeUserId: game.refereeUserId, startsAt }];
    }).flat();
    slotsOf.set(game.id, slots);
  }
  const all = [...slotsOf.values()].flat();
  if (all.length === 0) {
    return { proposals: [], unplaced: sortedByKickOff(postponed).map((g) => ({ game_id: g.id, reason: unplacedReason(endOf(g), 0, options.minRestDays) })) };
  }
  const conflicts = await findScheduleConflicts(tx, all);
  // A slot clashing with a stored game is out; two slots clashing with each other cannot both be chosen.
  const blocked = new Set(conflicts.filter((c) => c.otherGameId !== null).map((c) => c.key));
  const clashesWith = new Map<string, Set<string>>();
  for (const c of conflicts) {
    if (!c.otherKey) continue;
    for (const [a, b] of [
      [c.key, c.otherKey],
      [c.otherKey, c.key],
    ] as const) {
      const set = clashesWith.get(a) ?? new Set();
      set.add(b);
      clashesWith.set(a, set);
    }
  }

  // Rest is counted in league days (restedApart): a day either side more covers the zone's offset.
  const margin = (Math.max(options.minRestDays, 1) + 1) * DAY_MS;
  const times = all.map((s) => s.startsAt.getTime());
  const teamIds = [...new Set(postponed.flatMap((g) => [g.homeTeamId, g.awayTeamId]))];
  const busy = await tx
    .select({ homeTeamId: games.homeTeamId, awayTeamId: games.awayTeamId, startsAt: games.startsAt })
    .from(games)
    .where(
      and(
        or(inArray(games.homeTeamId, teamIds), inArray(games.awayTeamId, teamIds)),
        inArray(games.status, RESTING_STATUSES),
        gt(games.startsAt, new Date(Math.min(...times) - margin)),
        lt(games.startsAt, new Date(Math.max(...times) + margin)),
        notInArray(
          games.id,
          postponed.map((g) => g.id),
        ),
      ),
    );
  const busyDays = new Map<string, number[]>();
  const markBusy = (teamId: string, at: Date) => busyDays.set(teamId, [...(busyDays.get(teamId) ?? []), leagueDay(at, options.timeZone)]);
  for (const game of busy) {
    markBusy(game.homeTeamId, game.startsAt);
    markBusy(game.awayTeamId, game.startsAt);
  }
  const rested = (slot: ScheduleCandidate) => {
    const day = leagueDay(slot.startsAt, options.timeZone);
    return [slot.homeTeamId, slot.awayTeamId].every((team) => (busyDays.get(team) ?? []).every((other) => restedApart(other, day, options.minRestDays)));
  };

  const chosen = new Set<string>();
  const plan: MakeupPlan = { proposals: [], unplaced: [] };
  for (const game of sortedByKickOff(postponed)) {
    const slots = slotsOf.get(game.id) ?? [];
    const slot = slots.find((s) => !blocked.has(s.key) && ![...(clashesWith.get(s.key) ?? [])].some((other) => chosen.has(other)) && rested(s));
    if (!slot) {
      plan.unplaced.push({ game_id: game.id, reason: unplacedReason(endOf(game), slots.length, options.minRestDays) });
      continue;
    }
    chosen.add(slot.key);
    markBusy(slot.homeTeamId, slot.startsAt);
    markBusy(slot.awayTeamId, slot.startsAt);
    plan.proposals.push({ game_id: game.id, starts_at: slot.startsAt.toISOString(), field_id: slot.fieldId });
  }
  return plan;
}
