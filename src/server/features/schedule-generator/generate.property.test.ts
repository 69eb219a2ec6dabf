import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_SLOT_MINUTES } from '../../../shared/games';
import { wallClock } from '../../../shared/zoned-time';
import { dateOfDay, dayNumber, weekdayOfDay } from './calendar-days';
import { type BusySlot, generateSchedule, type GeneratorInput } from './generate';
import type { ScheduleFormat } from './round-robin';

// The generator's hard rules, checked over many random inputs (issue 13): each property
// recomputes the rule from the output on its own, without the generator's helpers.

const SLOT_MS = GAME_SLOT_MINUTES * 60_000;
const DAY_MS = 86_400_000;
/** Kick-off times at least a game apart, as the form requires. */
const TIMES = ['08:00', '09:30', '11:00', '12:45', '14:30', '18:00', '19:45', '21:30'];
const ZONES = ['UTC', 'America/Toronto', 'Europe/Paris', 'Australia/Sydney', 'America/St_Johns'];

interface Case {
  input: GeneratorInput;
}

const teamList = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `t${i}`, name: `Team ${i}` }));
const fieldList = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `f${i}`, name: `Park - Field ${i}` }));

const formatFor = (n: number): fc.Arbitrary<ScheduleFormat> =>
  fc.oneof(
    fc.constant<ScheduleFormat>({ kind: 'single' }),
    fc.constant<ScheduleFormat>({ kind: 'double' }),
    fc
      .integer({ min: 1, max: 2 * n })
      .map((games) => (n % 2 === 1 && games % 2 === 1 ? games + 1 : games))
      .map((gamesPerTeam): ScheduleFormat => ({ kind: 'games_per_team', gamesPerTeam })),
  );

const caseArbitrary: fc.Arbitrary<Case> = fc
  .record({
    n: fc.integer({ min: 2, max: 14 }),
    fieldCount: fc.integer({ min: 1, max: 4 }),
    times: fc.uniqueArray(fc.constantFrom(...TIMES), { minLength: 1, maxLength: 3 }),
    gameDays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 3 }),
    firstDay: fc.integer({ min: dayNumber('2030-01-01') ?? 0, max: dayNumber('2030-12-31') ?? 0 }),
    length: fc.integer({ min: 14, max: 500 }),
    blackoutOffsets: fc.uniqueArray(fc.integer({ min: 0, max: 120 }), { maxLength: 6 }),
    minRestDays: fc.integer({ min: 0, max: 4 }),
    timeZone: fc.constantFrom(...ZONES),
    busyCount: fc.integer({ min: 0, max: 12 }),
    seed: fc.integer(),
  })
  .chain((c) =>
    fc.record({
      format: formatFor(c.n),
      busy: fc.array(
        fc.record({
          offsetMinutes: fc.integer({ min: 0, max: Math.min(c.length, 120) * 24 * 60 }),
          team: fc.option(fc.integer({ min: 0, max: c.n - 1 })),
          field: fc.option(fc.integer({ min: 0, max: c.fieldCount - 1 })),
        }),
        { maxLength: c.busyCount },
      ),
      c: fc.constant(c),
    }),
  )
  .map(({ format, busy, c }) => ({
    input: {
      teams: teamList(c.n),
      format,
      firstDate: dateOfDay(c.firstDay),
      lastDate: dateOfDay(c.firstDay + c.length),
      gameDays: c.gameDays,
      timeSlots: c.times,
      fields: fieldList(c.fieldCount),
      blackoutDates: c.blackoutOffsets.map((offset) => dateOfDay(c.firstDay + offset)),
      minRestDays: c.minRestDays,
      busy: busy.map(
        (b): BusySlot => ({
          startsAt: new Date(c.firstDay * DAY_MS + b.offsetMinutes * 60_000),
          teamIds: b.team === null ? [] : [`t${b.team}`],
          fieldId: b.field === null ? null : `f${b.field}`,
        }),
      ),
      timeZone: c.timeZone,
    },
  }));

const pad = (n: number) => String(n).padStart(2, '0');
function localDateAndTime(iso: string, timeZone: string) {
  const w = wallClock(new Date(iso), timeZone);
  return { date: `${w.year}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

// Each run generates a whole season; 150 keep the file within a few seconds on two shared cores.
const RUNS = { numRuns: 100 };
/** Hundreds of generated seasons: CPU-bound, and slow on a busy two-core machine. */
const PROPERTY_TIMEOUT_MS = 120_000;

describe('generateSchedule over random inputs', () => {
  it(
    'holds the hard rules: pairs, double-booking, dates, rest, reasons',
    () => {
      fc.assert(
        fc.property(caseArbitrary, ({ input }) => {
          const { games, report } = generateSchedule(input);
          const all = [...games, ...report.unplaced];
          expect(report.games_expected).toBe(all.length);
          expect(report.games_placed).toBe(games.length);

          // Every pair meets the right number of times (placed or reported unplaced).
          const n = input.teams.length;
          const ordered = new Map<string, number>();
          const unordered = new Map<string, number>();
          const perTeam = new Map<string, number>();
          for (const g of all) {
            expect(g.home_team_id).not.toBe(g.away_team_id);
            ordered.set(`${g.home_team_id}>${g.away_team_id}`, (ordered.get(`${g.home_team_id}>${g.away_team_id}`) ?? 0) + 1);
            const key = [g.home_team_id, g.away_team_id].sort().join('|');
            unordered.set(key, (unordered.get(key) ?? 0) + 1);
            for (const t of [g.home_team_id, g.away_team_id]) perTeam.set(t, (perTeam.get(t) ?? 0) + 1);
          }
          if (input.format.kind === 'single') {
            expect(unordered.size).toBe((n * (n - 1)) / 2);
            expect([...unordered.values()].every((v) => v === 1)).toBe(true);
          } else if (input.format.kind === 'double') {
            expect(ordered.size).toBe(n * (n - 1));
            expect([...ordered.values()].every((v) => v === 1)).toBe(true);
          } else {
            const target = input.format.gamesPerTeam;
            expect(input.teams.every((t) => perTeam.get(t.id) === target)).toBe(true);
            if (n % 2 === 0) {
              // Whole rounds of the circle: pairs meet ⌊N/(n−1)⌋ or one more time.
              const meetings = input.teams.flatMap((a, i) => input.teams.slice(i + 1).map((b) => unordered.get([a.id, b.id].sort().join('|')) ?? 0));
              expect(Math.max(...meetings) - Math.min(...meetings)).toBeLessThanOrEqual(1);
            }
          }

          // No team or field double-booked, against each other and against the busy slots.
          const byTeam = new Map<string, number[]>();
          const byField = new Map<string, number[]>();
          const push = (map: Map<string, number[]>, key: string, at: number) => map.get(key)?.push(at) ?? map.set(key, [at]);
          for (const g of games) {
            const at = Date.parse(g.starts_at);
            push(byTeam, g.home_team_id, at);
            push(byTeam, g.away_team_id, at);
            push(byField, g.field_id, at);
          }
          const clash = (list: number[]) => list.sort((a, b) => a - b).some((at, i) => i > 0 && at - (list[i - 1] ?? 0) < SLOT_MS);
          for (const list of [...byTeam.values(), ...byField.values()]) expect(clash(list)).toBe(false);
          for (const b of input.busy) {
            const at = b.startsAt.getTime();
            const near = (list: number[] | undefined) => (list ?? []).some((x) => Math.abs(x - at) < SLOT_MS);
            if (b.fieldId) expect(near(byField.get(b.fieldId))).toBe(false);
            for (const t of b.teamIds) expect(near(byTeam.get(t))).toBe(false);
          }

          // Dates: game days, no blackout, within the season, at a slot's local time.
          const blackouts = new Set(input.blackoutDates);
          for (const g of games) {
            const local = localDateAndTime(g.starts_at, input.timeZone);
            const day = dayNumber(local.date) ?? -1;
            // A slot inside a spring-forward gap reads an hour later; the date stays.
            expect(local.date).toBe(g.date);
            expect(input.timeSlots).toContain(g.time);
            expect(input.gameDays).toContain(weekdayOfDay(day));
            expect(blackouts.has(g.date)).toBe(false);
            expect(g.date >= input.firstDate && g.date <= input.lastDate).toBe(true);
          }

          // Rest: a team's games, counting the busy ones, at least minRestDays apart (and one a day).
          const days = new Map<string, number[]>();
          for (const g of games)
            for (const t of [g.home_team_id, g.away_team_id]) days.get(t)?.push(dayNumber(g.date) ?? 0) ?? days.set(t, [dayNumber(g.date) ?? 0]);
          for (const b of input.busy) {
            for (const t of b.teamIds) days.set(t, [...(days.get(t) ?? []), dayNumber(localDateAndTime(b.startsAt.toISOString(), input.timeZone).date) ?? 0]);
          }
          const ownDays = new Map<string, number[]>();
          for (const g of games) for (const t of [g.home_team_id, g.away_team_id]) ownDays.set(t, [...(ownDays.get(t) ?? []), dayNumber(g.date) ?? 0]);
          for (const [team, list] of days) {
            for (const day of ownDays.get(team) ?? []) {
              // Its own day once: any other game (placed or busy) keeps the rest days away.
              expect(list.filter((d) => d === day)).toHaveLength(1);
              const others = list.filter((d) => d !== day);
              expect(others.every((d) => Math.abs(d - day) >= input.minRestDays)).toBe(true);
            }
          }

          for (const u of report.unplaced) expect(u.reason).toMatch(/\S/);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'regenerated mid-season, meets every pair the right number of times counting the played games, all after them',
    () => {
      fc.assert(
        fc.property(caseArbitrary, fc.nat(), ({ input }, cut) => {
          // The season as first generated; its first k games (in kick-off order) were played.
          const firstRun = generateSchedule(input);
          const first = firstRun.games;
          fc.pre(first.length > 0);
          const playedGames = first.slice(0, cut % (first.length + 1));
          const played = playedGames.map((g) => ({ homeTeamId: g.home_team_id, awayTeamId: g.away_team_id, startsAt: new Date(g.starts_at) }));
          const busy = [...input.busy, ...played.map((g) => ({ startsAt: g.startsAt, teamIds: [g.homeTeamId, g.awayTeamId], fieldId: null }))];
          const { games, report } = generateSchedule({ ...input, busy, played });
          const all = [...playedGames, ...games, ...report.unplaced];
          expect(report.games_expected).toBe(games.length + report.unplaced.length);
          expect(report.games_expected).toBe(firstRun.report.games_expected - playedGames.length);

          const n = input.teams.length;
          const count = (key: (g: { home_team_id: string; away_team_id: string }) => string) => {
            const map = new Map<string, number>();
            for (const g of all) map.set(key(g), (map.get(key(g)) ?? 0) + 1);
            return map;
          };
          const unordered = count((g) => [g.home_team_id, g.away_team_id].sort().join('|'));
          if (input.format.kind === 'single') {
            expect(unordered.size).toBe((n * (n - 1)) / 2);
            expect([...unordered.values()].every((v) => v === 1)).toBe(true);
          } else if (input.format.kind === 'double') {
            const ordered = count((g) => `${g.home_team_id}>${g.away_team_id}`);
            expect(ordered.size).toBe(n * (n - 1));
            expect([...ordered.values()].every((v) => v === 1)).toBe(true);
          } else {
            const perTeam = new Map<string, number>();
            for (const g of all) for (const t of [g.home_team_id, g.away_team_id]) perTeam.set(t, (perTeam.get(t) ?? 0) + 1);
            const target = input.format.gamesPerTeam;
            expect(input.teams.every((t) => perTeam.get(t.id) === target)).toBe(true);
          }

          // New games come after the day of the latest played one.
          const lastPlayed = playedGames.at(-1)?.date;
          if (lastPlayed) for (const g of games) expect(g.date > lastPlayed).toBe(true);
        }),
        { numRuns: 60 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'keeps the balance goals where they are reachable: home/away within one, the circle method’s breaks',
    () => {
      fc.assert(
        fc.property(caseArbitrary, ({ input }) => {
          const plain = { ...input, busy: [] };
          const { report } = generateSchedule(plain);
          fc.pre(report.unplaced.length === 0);
          // A team's games keep round order, so the breaks are the method's own.
          expect(report.breaks).toBe(report.fewest_breaks);
          const n = input.teams.length;
          if (input.format.kind !== 'games_per_team') expect(report.home_away_spread).toBeLessThanOrEqual(1);
          if (n % 2 === 0 && input.format.kind === 'single') expect(report.fewest_breaks).toBe(n - 2);
          if (n % 2 === 0 && input.format.kind === 'double') expect(report.fewest_breaks).toBe(2 * n - 4);
          if (input.format.kind === 'double') expect(report.home_away_spread).toBe(0);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'shares early and late slots within one per team when each game day holds whole rounds',
    () => {
      fc.assert(
        fc.property(
          fc.record({
            slots: fc.integer({ min: 2, max: 3 }),
            fieldsPerSlot: fc.integer({ min: 1, max: 5 }),
            format: fc.constantFrom<ScheduleFormat>({ kind: 'single' }, { kind: 'double' }),
            timeZone: fc.constantFrom(...ZONES),
            blackout: fc.integer({ min: 0, max: 60 }),
          }),
          ({ slots, fieldsPerSlot, format, timeZone, blackout }) => {
            const n = 2 * slots * fieldsPerSlot;
            fc.pre(n >= 6);
            const first = dayNumber('2031-03-01') ?? 0;
            const { report } = generateSchedule({
              teams: teamList(n),
              format,
              firstDate: dateOfDay(first),
              lastDate: dateOfDay(first + 3 * 365),
              gameDays: [weekdayOfDay(first)],
              timeSlots: TIMES.slice(0, slots),
              fields: fieldList(fieldsPerSlot),
              blackoutDates: [dateOfDay(first + blackout)],
              minRestDays: 1,
              busy: [],
              timeZone,
            });
            expect(report.unplaced).toEqual([]);
            expect(report.early_late_spread).toBeLessThanOrEqual(1);
          },
        ),
        { numRuns: 40 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
