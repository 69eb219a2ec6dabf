import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ScheduleExportQuery } from '../../../shared/schemas/schedule-import';
import { wallClock } from '../../../shared/zoned-time';
import type { Database } from '../../db/client';
import { divisions, fields, games, teams, venues } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { toCsv } from '../../http/csv';
import { invalidField } from '../../http/errors';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { SCHEDULE_IMPORT_MESSAGES as M } from '../../../shared/schemas/schedule-import';

/**
 * A division's games and results as CSV in our import's columns or in TeamSnap's (issue 26,
 * decision 088), so a league is never locked in: both read back through the import as they are.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const OURS = ['Date', 'Time', 'Field', 'Home Team', 'Away Team', 'Home Score', 'Away Score', 'Round'];
const TEAMSNAP = [
  'Date',
  'Start time',
  'End time',
  'Arrival Time',
  'Short label',
  'Event type',
  'Division',
  'Home Team',
  'Away Team',
  'Location',
  'Home Score',
  'Away Score',
];

export async function exportDivisionGames({ db, actor, query }: { db: Database; actor: Actor | null; query: ScheduleExportQuery }): Promise<string> {
  requireActor(actor);
  const [division] = await db.select({ name: divisions.name }).from(divisions).where(eq(divisions.id, query.division_id));
  if (!division) throw invalidField('division_id', M.division);
  const { timeZone } = await readLeagueSettings(db);
  const home = alias(teams, 'home');
  const away = alias(teams, 'away');
  const rows = await db
    .select({
      startsAt: games.startsAt,
      round: games.round,
      status: games.status,
      homeScore: games.homeScore,
      awayScore: games.awayScore,
      home: home.name,
      away: away.name,
      field: fields.name,
      venue: venues.name,
    })
    .from(games)
    .innerJoin(home, eq(home.id, games.homeTeamId))
    .innerJoin(away, eq(away.id, games.awayTeamId))
    .leftJoin(fields, eq(fields.id, games.fieldId))
    .leftJoin(venues, eq(venues.id, fields.venueId))
    .where(and(eq(games.seasonId, query.season_id), eq(games.divisionId, query.division_id)))
    .orderBy(asc(games.startsAt), asc(games.id));
  const lines = rows.map((g) => {
    const t = wallClock(g.startsAt, timeZone);
    const place = g.field && g.venue ? `${g.venue} - ${g.field}` : null;
    const [hs, as] = g.status === 'final' ? [g.homeScore, g.awayScore] : [null, null];
    if (query.format === 'ours') return [`${t.year}-${pad(t.month)}-${pad(t.day)}`, `${pad(t.hour)}:${pad(t.minute)}`, place, g.home, g.away, hs, as, g.round];
    const clock = `${((t.hour + 11) % 12) + 1}:${pad(t.minute)} ${t.hour < 12 ? 'AM' : 'PM'}`;
    return [`${pad(t.month)}/${pad(t.day)}/${t.year}`, clock, null, null, `Round ${g.round}`, 'Game', division.name, g.home, g.away, place, hs, as];
  });
  return toCsv(query.format === 'ours' ? OURS : TEAMSNAP, lines);
}
