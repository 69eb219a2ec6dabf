import { and, asc, count, eq, gte, inArray, lte, not, or } from 'drizzle-orm';
import type { ScheduleSaved, SchedulePreview, ScheduleSetup } from '../../../shared/api/schedule-generator';
import type { GameStatus } from '../../../shared/games';
import {
  SCHEDULE_GENERATOR_LIMITS,
  SCHEDULE_GENERATOR_MESSAGES as M,
  type SchedulePreviewRequest,
  type ScheduleSaveInput,
  type Weekday,
} from '../../../shared/schemas/schedule-generator';
import type { Database, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { divisions, fields, games, seasons, teams, venues } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { AppError, conflict, invalidField, notFound } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';
import { fieldLabel, findScheduleConflicts, leagueDay, lockSeasonSchedule, type ScheduleConflict } from '../schedule/index';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { dateOfDay } from './calendar-days';
import { type BusySlot, generateSchedule } from './generate';
import type { ScheduleFormat } from './round-robin';
import { loadDivisionPattern } from './division-pattern';

/**
 * The schedule generator's reads and writes (issue 13, decision 039): what the page needs, a
 * preview (the pure generator over the division's teams and the games already booked), and
 * the save of the previewed games under the season's lock with the shared conflict check.
 */

/** Games a new schedule replaces when asked: none of them was played. */
const UNPLAYED: GameStatus[] = ['scheduled', 'postponed', 'cancelled'];
/** Games a new schedule keeps: each is a meeting of its pair, and new games come after them. */
const PLAYED: GameStatus[] = ['live', 'final', 'forfeit'];
/** Games a team or field is busy with: the active ones hold the slot, played ones count for rest. */
const HOLDING: GameStatus[] = ['scheduled', 'live', 'final', 'forfeit'];

const WEEKDAY_NUMBER: Record<Weekday, number> = { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 };

type Db = Database | Transaction;

interface Scope {
  db: Database;
  actor: Actor | null;
  seasonId: string;
  divisionId: string;
}

async function loadSeasonAndDivision(db: Db, seasonId: string, divisionId: string) {
  const [[season], [division]] = await Promise.all([
    db.select({ id: seasons.id, name: seasons.name, startDate: seasons.startDate, endDate: seasons.endDate }).from(seasons).where(eq(seasons.id, seasonId)),
    db.select({ id: divisions.id, name: divisions.name }).from(divisions).where(eq(divisions.id, divisionId)),
  ]);
  if (!season) throw notFound('That season');
  if (!division) throw notFound('That division');
  return { season, division };
}

function loadTeams(db: Db, seasonId: string, divisionId: string) {
  return db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(and(eq(teams.seasonId, seasonId), eq(teams.divisionId, divisionId)))
    .orderBy(asc(teams.name), asc(teams.id));
}

async function loadFields(db: Db, ids?: readonly string[]) {
  const rows = await db
    .select({ id: fields.id, field: fields.name, venue: venues.name })
    .from(fields)
    .innerJoin(venues, eq(venues.id, fields.venueId))
    .where(ids ? inArray(fields.id, [...ids]) : undefined)
    .orderBy(asc(venues.name), asc(fields.name));
  return rows.map((row) => ({ id: row.id, name: fieldLabel(row.field, row.venue) ?? row.field, venueName: row.venue }));
}

function divisionGames(seasonId: string, divisionId: string) {
  return and(eq(games.seasonId, seasonId), eq(games.divisionId, divisionId));
}

async function countDivisionGames(db: Db, seasonId: string, divisionId: string) {
  const rows = await db.select({ status: games.status, n: count() }).from(games).where(divisionGames(seasonId, divisionId)).groupBy(games.status);
  const sum = (statuses: readonly GameStatus[]) => rows.filter((r) => statuses.includes(r.status)).reduce((total, r) => total + r.n, 0);
  return { unplayed: sum(UNPLAYED), played: sum(rows.map((r) => r.status).filter((s) => !UNPLAYED.includes(s))) };
}

function loadPlayedGames(db: Db, seasonId: string, divisionId: string) {
  return db
    .select({ id: games.id, homeTeamId: games.homeTeamId, awayTeamId: games.awayTeamId, startsAt: games.startsAt })
    .from(games)
    .where(and(divisionGames(seasonId, divisionId), inArray(games.status, PLAYED)))
    .orderBy(asc(games.startsAt), asc(games.id));
}

export async function loadScheduleSetup({ db, actor, seasonId, divisionId }: Scope): Promise<ScheduleSetup> {
  requireActor(actor);
  const { season, division } = await loadSeasonAndDivision(db, seasonId, divisionId);
  const [teamRows, fieldRows, settings, existing] = await Promise.all([
    loadTeams(db, seasonId, divisionId),
    loadFields(db),
    readLeagueSettings(db),
    countDivisionGames(db, seasonId, divisionId),
  ]);
  return {
    season: { id: season.id, name: season.name, start_date: season.startDate, end_date: season.endDate },
    division,
    teams: teamRows,
    fields: fieldRows.map((f) => ({ id: f.id, name: f.name, venue_name: f.venueName })),
    time_zone: settings.timeZone,
    existing_games: existing,
    pattern: await loadDivisionPattern(db, seasonId, divisionId, settings.timeZone),
  };
}

function formatOf(input: SchedulePreviewRequest): ScheduleFormat {
  if (input.format === 'games_per_team') return { kind: 'games_per_team', gamesPerTeam: input.games_per_team ?? 1 };
  return { kind: input.format };
}

export async function previewSchedule({ db, actor, seasonId, divisionId, input }: Scope & { input: SchedulePreviewRequest }): Promise<SchedulePreview> {
  requireActor(actor);
  const { season } = await loadSeasonAndDivision(db, seasonId, divisionId);
  const teamRows = await loadTeams(db, seasonId, divisionId);
  if (teamRows.length < 2) throw new AppError('VALIDATION', M.tooFewTeams);
  if (teamRows.length > SCHEDULE_GENERATOR_LIMITS.teamsMax) throw new AppError('VALIDATION', M.tooManyTeams);
  if (input.format === 'games_per_team' && teamRows.length % 2 === 1 && (input.games_per_team ?? 0) % 2 === 1) {
    throw invalidField('games_per_team', M.gamesPerTeamOdd);
  }
  if (input.first_date > season.endDate) throw invalidField('first_date', M.firstDateAfterSeason(season.endDate));
  const fieldRows = await loadFields(db, input.field_ids);
  if (fieldRows.length !== new Set(input.field_ids).size) throw invalidField('field_ids', M.unknownField);
  // The order the admin ticked them in is the order fields fill.
  const chosenFields = [...new Set(input.field_ids)].flatMap((id) => fieldRows.filter((f) => f.id === id));

  const { timeZone } = await readLeagueSettings(db);
  const [played, existing] = await Promise.all([loadPlayedGames(db, seasonId, divisionId), countDivisionGames(db, seasonId, divisionId)]);
  const busy = await loadBusySlots(db, {
    seasonId,
    divisionId,
    teamIds: teamRows.map((t) => t.id),
    fieldIds: chosenFields.map((f) => f.id),
    from: new Date(`${input.first_date}T00:00:00Z`),
    to: new Date(`${season.endDate}T23:59:59Z`),
    replaceUnplayed: input.replace_unplayed,
  });
  const schedule = generateSchedule({
    teams: teamRows,
    format: formatOf(input),
    firstDate: input.first_date,
    lastDate: season.endDate,
    gameDays: input.game_days.map((day) => WEEKDAY_NUMBER[day]),
    timeSlots: input.time_slots,
    fields: chosenFields.map((f) => ({ id: f.id, name: f.name })),
    blackoutDates: input.blackout_dates,
    minRestDays: input.min_rest_days,
    busy,
    played,
    timeZone,
  });
  const latest = played.at(-1);
  return {
    ...schedule,
    division_games: {
      played_game_ids: played.map((g) => g.id),
      latest_played_date: latest ? dateOfDay(leagueDay(latest.startsAt, timeZone)) : null,
      replaced: input.replace_unplayed ? existing.unplayed : 0,
    },
  };
}

/**
 * Games the new schedule must not overlap: any division's games on the chosen fields, and the
 * division's own teams' games (kept when replacing: the played ones). A day either side of the
 * range, for the time zone's offset and the rest days counted from them.
 */
async function loadBusySlots(
  db: Db,
  scope: { seasonId: string; divisionId: string; teamIds: string[]; fieldIds: string[]; from: Date; to: Date; replaceUnplayed: boolean },
): Promise<BusySlot[]> {
  const margin = 16 * 86_400_000;
  const replaced = and(divisionGames(scope.seasonId, scope.divisionId), inArray(games.status, UNPLAYED));
  const rows = await db
    .select({ startsAt: games.startsAt, homeTeamId: games.homeTeamId, awayTeamId: games.awayTeamId, fieldId: games.fieldId, status: games.status })
    .from(games)
    .where(
      and(
        inArray(games.status, HOLDING),
        gte(games.startsAt, new Date(scope.from.getTime() - margin)),
        lte(games.startsAt, new Date(scope.to.getTime() + margin)),
        or(inArray(games.fieldId, scope.fieldIds), inArray(games.homeTeamId, scope.teamIds), inArray(games.awayTeamId, scope.teamIds)),
        scope.replaceUnplayed && replaced ? not(replaced) : undefined,
      ),
    );
  // A played game no longer holds its field (decision 035); its teams still rest after it.
  return rows.map((row) => ({
    startsAt: row.startsAt,
    teamIds: [row.homeTeamId, row.awayTeamId],
    fieldId: row.status === 'scheduled' || row.status === 'live' ? row.fieldId : null,
  }));
}

export async function saveSchedule({ db, actor, seasonId, divisionId, input }: Scope & { input: ScheduleSaveInput }): Promise<ScheduleSaved> {
  const admin = requireActor(actor);
  try {
    return await db.transaction(async (tx) => {
      await loadSeasonAndDivision(tx, seasonId, divisionId);
      // Two admins saving at once queue here; the second then sees the first one's games.
      await lockSeasonSchedule(tx, seasonId);
      const teamIds = new Set((await loadTeams(tx, seasonId, divisionId)).map((t) => t.id));
      const planned = input.games;
      if (planned.some((g) => !teamIds.has(g.home_team_id) || !teamIds.has(g.away_team_id))) throw new AppError('VALIDATION', M.teamNotInDivision);
      const fieldIds = [...new Set(planned.map((g) => g.field_id))];
      if ((await loadFields(tx, fieldIds)).length !== fieldIds.length) throw invalidField('games', M.unknownField);

      const existing = await countDivisionGames(tx, seasonId, divisionId);
      const total = existing.unplayed + existing.played;
      if (total > 0 && !input.replace_unplayed) throw conflict(M.hasGames(total));
      // The preview owed the meetings left after these games; another one played since would
      // be met again.
      const played = (await loadPlayedGames(tx, seasonId, divisionId)).map((g) => g.id).sort();
      const counted = [...new Set(input.played_game_ids ?? [])].sort();
      if (played.join() !== counted.join()) throw conflict(M.playedSincePreview);
      const replaced = input.replace_unplayed
        ? await tx
            .delete(games)
            .where(and(divisionGames(seasonId, divisionId), inArray(games.status, UNPLAYED)))
            .returning({ id: games.id })
        : [];

      const conflicts = await findScheduleConflicts(
        tx,
        planned.map((g, i) => ({
          key: String(i),
          homeTeamId: g.home_team_id,
          awayTeamId: g.away_team_id,
          fieldId: g.field_id,
          refereeUserId: null,
          startsAt: new Date(g.starts_at),
        })),
      );
      if (conflicts.length > 0) throw conflictsError(conflicts);

      const rows = planned.map((g) => ({
        seasonId,
        divisionId,
        round: g.round,
        homeTeamId: g.home_team_id,
        awayTeamId: g.away_team_id,
        fieldId: g.field_id,
        startsAt: new Date(g.starts_at),
        status: 'scheduled' as const,
      }));
      for (let i = 0; i < rows.length; i += 500) await tx.insert(games).values(rows.slice(i, i + 500));
      await recordAudit(tx, {
        actor: admin,
        action: 'schedule.generated',
        entityType: 'division',
        entityId: divisionId,
        before: { season_id: seasonId, replaced_games: replaced.length },
        after: { season_id: seasonId, games: rows.length },
      });
      return { created: rows.length, replaced: replaced.length };
    });
  } catch (error) {
    // The database's last word (one active game per field and kick-off) after our own check.
    if (isUniqueViolation(error)) throw conflict(M.conflicts);
    throw error;
  }
}

/** 409 naming each clash under the game's place in the list (games.<index>). */
function conflictsError(conflicts: ScheduleConflict[]): AppError {
  const shown = conflicts
    .slice(0, 3)
    .map((c) => c.message)
    .join('; ');
  const more = conflicts.length > 3 ? ` (and ${conflicts.length - 3} more)` : '';
  return new AppError(
    'CONFLICT',
    `${M.conflicts} ${shown}${more}.`,
    conflicts.map((c) => ({ path: `games.${c.key}`, message: c.message })),
  );
}
