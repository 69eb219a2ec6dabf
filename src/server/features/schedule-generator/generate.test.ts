import { describe, expect, it } from 'vitest';
import { wallClock } from '../../../shared/zoned-time';
import { generateSchedule, type GeneratorInput } from './generate';

const teams = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `team-${i + 1}`, name: `Team ${String(i + 1).padStart(2, '0')}` }));
const fields = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `field-${i + 1}`, name: `Riverside Park - Field ${i + 1}` }));

/** The seeded case: 12 teams, double round robin, 3 fields, 2 slots, one blackout date. */
const seeded: GeneratorInput = {
  teams: teams(12),
  format: { kind: 'double' },
  firstDate: '2030-04-06',
  lastDate: '2030-10-31',
  gameDays: [6],
  timeSlots: ['10:45', '09:00'],
  fields: fields(3),
  blackoutDates: ['2030-05-18'],
  minRestDays: 1,
  busy: [],
  timeZone: 'America/Toronto',
};

describe('generateSchedule, the seeded case', () => {
  const { games, report } = generateSchedule(seeded);

  it('places all 132 games, one round a Saturday, skipping the blackout date', () => {
    expect(report.games_expected).toBe(132);
    expect(games).toHaveLength(132);
    expect(report.unplaced).toEqual([]);
    expect(games.some((g) => g.date === '2030-05-18')).toBe(false);
    const dates = [...new Set(games.map((g) => g.date))];
    expect(dates).toHaveLength(22);
    expect(dates[0]).toBe('2030-04-06');
    // 22 Saturdays from 6 April, one skipped: the last is 7 September.
    expect(report.last_date).toBe('2030-09-07');
    for (const date of dates) expect(new Date(`${date}T12:00:00Z`).getUTCDay()).toBe(6);
  });

  it('meets every pair once at each home', () => {
    const fixtures = new Set(games.map((g) => `${g.home_team_id}>${g.away_team_id}`));
    expect(fixtures.size).toBe(132);
    for (const a of seeded.teams) for (const b of seeded.teams) if (a !== b) expect(fixtures.has(`${a.id}>${b.id}`)).toBe(true);
  });

  it('kicks off at the local times, earliest slot first, in the league time zone', () => {
    for (const game of games) {
      const clock = wallClock(new Date(game.starts_at), seeded.timeZone);
      expect(`${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`).toBe(game.time);
    }
    expect(report.by_time).toEqual([
      { time: '09:00', games: 66 },
      { time: '10:45', games: 66 },
    ]);
    expect(report.by_field.map((f) => f.games)).toEqual([44, 44, 44]);
  });

  it('balances home and away exactly and keeps the circle method’s 2n − 4 breaks', () => {
    for (const team of report.teams) {
      expect([team.games, team.home, team.away]).toEqual([22, 11, 11]);
    }
    expect(report.home_away_spread).toBe(0);
    expect(report.fewest_breaks).toBe(20);
    expect(report.breaks).toBe(20);
  });

  it('shares early and late slots within one per team', () => {
    expect(report.early_late_spread).not.toBeNull();
    expect(report.early_late_spread ?? 99).toBeLessThanOrEqual(1);
    for (const team of report.teams) expect(team.by_field.reduce((sum, f) => sum + f.games, 0)).toBe(22);
  });

  it('gives the same schedule for the same input (what the admin previews is what is saved)', () => {
    expect(generateSchedule(seeded)).toEqual({ games, report });
  });
});

describe('generateSchedule, rules and reasons', () => {
  it('gives a single round robin of an even count n − 2 breaks and home/away within one', () => {
    const { report } = generateSchedule({ ...seeded, format: { kind: 'single' } });
    expect(report.games_placed).toBe(66);
    expect(report.fewest_breaks).toBe(10);
    expect(report.breaks).toBe(10);
    expect(report.home_away_spread).toBe(1);
  });

  it('rests a team with no opponent when the count is odd', () => {
    const { games, report } = generateSchedule({ ...seeded, teams: teams(5), format: { kind: 'single' }, timeSlots: ['09:00'], fields: fields(2) });
    expect(games).toHaveLength(10);
    expect(report.teams.map((t) => t.games)).toEqual([4, 4, 4, 4, 4]);
    expect([...new Set(games.map((g) => g.round))]).toEqual([1, 2, 3, 4, 5]);
  });

  it('plays N games per team', () => {
    const { report } = generateSchedule({ ...seeded, teams: teams(7), format: { kind: 'games_per_team', gamesPerTeam: 8 } });
    expect(report.teams.map((t) => t.games)).toEqual(new Array(7).fill(8));
    expect(report.games_expected).toBe(28);
  });

  it('leaves another division’s games on a field alone and plays around them', () => {
    // Field 1 is taken at 09:00 every Saturday of April by another division.
    const busy = ['2030-04-06', '2030-04-13', '2030-04-20', '2030-04-27'].map((date) => ({
      startsAt: new Date(`${date}T13:00:00Z`),
      teamIds: ['someone-else'],
      fieldId: 'field-1',
    }));
    const { games, report } = generateSchedule({ ...seeded, busy });
    expect(report.unplaced).toEqual([]);
    for (const slot of busy) {
      const clash = games.find((g) => g.field_id === 'field-1' && Math.abs(Date.parse(g.starts_at) - slot.startsAt.getTime()) < 90 * 60_000);
      expect(clash).toBeUndefined();
    }
    // Five games fit on those Saturdays instead of six: the schedule runs a little longer.
    expect(report.last_date && report.last_date > '2030-09-07').toBe(true);
  });

  it('reports each game that does not fit before the season ends, with the reason', () => {
    const { games, report } = generateSchedule({ ...seeded, lastDate: '2030-04-20' });
    // Two Saturdays (6 and 13 April) of six games, then 20 April: 18 games.
    expect(games).toHaveLength(18);
    expect(report.unplaced).toHaveLength(132 - 18);
    expect(report.unplaced[0]).toMatchObject({ round: 4, reason: expect.stringContaining('No free slot by 2030-04-20') });
    expect(new Set(report.unplaced.map((u) => u.reason)).size).toBeGreaterThanOrEqual(1);
  });

  it('says so when there is no game day at all', () => {
    const { games, report } = generateSchedule({ ...seeded, lastDate: '2030-04-06', blackoutDates: ['2030-04-06'] });
    expect(games).toEqual([]);
    expect(report.unplaced[0]?.reason).toBe("No game day between 2030-04-06 and 2030-04-06 (the season's last day) outside the blackout dates.");
  });

  it('keeps the rest days between a team’s games', () => {
    // Games on Saturdays and Sundays; two days apart at least, a team never plays both.
    const { games } = generateSchedule({ ...seeded, gameDays: [6, 0], minRestDays: 2 });
    const days = new Map<string, string[]>();
    for (const g of games) for (const team of [g.home_team_id, g.away_team_id]) days.set(team, [...(days.get(team) ?? []), g.date]);
    for (const list of days.values()) {
      const sorted = list.sort();
      for (let i = 1; i < sorted.length; i++) {
        const gap = (Date.parse(`${sorted[i]}T00:00:00Z`) - Date.parse(`${sorted[i - 1]}T00:00:00Z`)) / 86_400_000;
        expect(gap).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('reads a slot across a daylight-saving change on the league clock', () => {
    // 2030-03-10: clocks in Toronto go forward at 02:00; 09:00 is then 13:00 UTC, the day before 14:00 UTC.
    const { games } = generateSchedule({
      ...seeded,
      teams: teams(2),
      format: { kind: 'double' },
      firstDate: '2030-03-09',
      gameDays: [6, 0],
      timeSlots: ['09:00'],
      minRestDays: 0,
    });
    expect(games.map((g) => g.starts_at)).toEqual(['2030-03-09T14:00:00.000Z', '2030-03-10T13:00:00.000Z']);
  });
});

describe('generateSchedule for a division with games already played', () => {
  const four: GeneratorInput = { ...seeded, teams: teams(4), format: { kind: 'double' }, fields: fields(1), timeSlots: ['09:00', '10:45'] };
  const [a, b, c] = ['team-1', 'team-2', 'team-3'];
  const playedOn = (homeTeamId: string, awayTeamId: string, isoDay: string) => ({ homeTeamId, awayTeamId, startsAt: new Date(`${isoDay}T14:00:00Z`) });
  const meetings = (games: { home_team_id: string; away_team_id: string }[], home: string, away: string) =>
    games.filter((g) => g.home_team_id === home && g.away_team_id === away).length;

  it('schedules only the meetings still owed, the return game of a played one included, after the latest played game', () => {
    const played = [playedOn(a, b, '2030-04-06'), playedOn(c, a, '2030-04-13')];
    const { games, report } = generateSchedule({
      ...four,
      played,
      busy: played.map((g) => ({ startsAt: g.startsAt, teamIds: [g.homeTeamId, g.awayTeamId], fieldId: null })),
    });
    expect(report.games_expected).toBe(10);
    expect(games).toHaveLength(10);
    expect([meetings(games, a, b), meetings(games, b, a), meetings(games, c, a), meetings(games, a, c)]).toEqual([0, 1, 0, 1]);
    // Played on Saturday 13 April: the first new Saturday is the 20th, though the form said the 6th.
    expect(games.every((g) => g.date > '2030-04-13')).toBe(true);
    expect(report.first_date).toBe('2030-04-20');
  });

  it('lets a played game with home and away swapped count, and a meeting the format no longer owes take nothing', () => {
    const single = { ...four, format: { kind: 'single' } as const };
    const played = [playedOn(b, a, '2030-04-06'), playedOn(a, b, '2030-04-06'), playedOn('someone-else', a, '2030-04-06')];
    const { games, report } = generateSchedule({ ...single, played });
    expect(report.games_expected).toBe(5);
    expect(meetings(games, a, b) + meetings(games, b, a)).toBe(0);
  });
});

describe('generateSchedule on the spring-forward day (issue 19)', () => {
  it('places no game at a time the clocks skip, and keeps that slot on the other days', () => {
    // 2030-03-10 is the Sunday Toronto's clocks go from 2:00 AM to 3:00 AM: 02:30 never shows.
    const { games } = generateSchedule({
      ...seeded,
      teams: teams(4),
      format: { kind: 'single' },
      firstDate: '2030-03-10',
      lastDate: '2030-04-30',
      gameDays: [0],
      timeSlots: ['02:30', '04:00'],
      fields: fields(1),
      blackoutDates: [],
    });
    expect(games.filter((g) => g.date === '2030-03-10').map((g) => g.time)).toEqual(['04:00']);
    for (const game of games) {
      const clock = wallClock(new Date(game.starts_at), 'America/Toronto');
      expect(`${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`).toBe(game.time);
    }
    expect(games.some((g) => g.date !== '2030-03-10' && g.time === '02:30')).toBe(true);
  });
});
