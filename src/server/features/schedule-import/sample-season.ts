import { generateSchedule } from '../schedule-generator/index';

/**
 * A past season as a league would bring it: a double round robin of `teamCount` clubs with
 * results, as CSV (20 clubs: 380 games, about 20 KB). The import's tests and the bench use it.
 */
export function sampleSeasonCsv(teamCount: number): string {
  const { games } = generateSchedule({
    teams: Array.from({ length: teamCount }, (_, i) => ({ id: `t${i}`, name: `Club ${String(i + 1).padStart(2, '0')}` })),
    format: { kind: 'double' },
    firstDate: '2030-03-02',
    lastDate: '2031-12-31',
    gameDays: [6, 0],
    timeSlots: ['09:00', '10:45', '12:30', '14:15', '16:00'],
    fields: [
      { id: 'f1', name: 'Sample Park - Field 1' },
      { id: 'f2', name: 'Sample Park - Field 2' },
    ],
    blackoutDates: [],
    minRestDays: 1,
    busy: [],
    timeZone: 'America/Toronto',
  });
  const lines = games.map((g, i) => [g.date, g.time, g.field_name, g.home_team_name, g.away_team_name, i % 4, (i * 7) % 3].join(','));
  return ['Date,Time,Field,Home Team,Away Team,Home Score,Away Score', ...lines].join('\n');
}
