import { assertDivisionHasRoom } from '../teams/index';
import { and, eq } from 'drizzle-orm';
import type { ScheduleImportPreview, ScheduleImportResult } from '../../../shared/api/schedule-import';
import { SCHEDULE_IMPORT_MESSAGES as M, type ScheduleImportRequest } from '../../../shared/schemas/schedule-import';
import type { Database, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { divisions, fields, games, seasons, teams, venues } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { AppError, invalidField } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';
import { fieldLabel, lockSeasonSchedule } from '../schedule/index';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { type ImportPlan, type PlannedGame, planImport } from './import-plan';
import { markStandingsStale } from '../standings/index';

/**
 * Importing a season's games from a spreadsheet (issue 13, decision 039). The preview saves
 * nothing; the import plans again inside one transaction under the season's lock (so the
 * conflict check sees every game saved since the preview), creates the missing teams and
 * fields when asked, and stores every row or none. Rows with both scores become final games
 * with those scores, which standings count; the others are scheduled.
 */

type Db = Database | Transaction;

async function assertSeasonAndDivision(db: Db, seasonId: string, divisionId: string) {
  const [[season], [division]] = await Promise.all([
    db.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, seasonId)),
    db.select({ id: divisions.id }).from(divisions).where(eq(divisions.id, divisionId)),
  ]);
  if (!season) throw invalidField('season_id', M.season);
  if (!division) throw invalidField('division_id', M.division);
}

async function plan(db: Db, input: ScheduleImportRequest): Promise<ImportPlan> {
  await assertSeasonAndDivision(db, input.season_id, input.division_id);
  const { timeZone } = await readLeagueSettings(db);
  return planImport(db, {
    seasonId: input.season_id,
    divisionId: input.division_id,
    csv: input.csv,
    createMissing: input.create_missing,
    timeZone,
    dateOrder: input.date_order,
    names: input.names,
  });
}

export async function previewScheduleImport({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor | null;
  input: ScheduleImportRequest;
}): Promise<ScheduleImportPreview> {
  requireActor(actor);
  const result = await plan(db, input);
  return {
    rows: result.rows,
    rows_with_problems: result.rows.filter((r) => r.problems.length > 0).length,
    played: result.rows.filter((r) => r.status === 'final').length,
    to_play: result.rows.filter((r) => r.status === 'scheduled').length,
    missing_teams: [...result.newTeams.values()],
    missing_fields: [...result.newFields.values()].map((f) => fieldLabel(f.fieldName, f.venueName) ?? f.fieldName),
    create_missing: input.create_missing,
    format: result.format,
    skipped: result.skipped,
    dates: result.dates,
    unknown_names: result.unknownNames,
  };
}

export async function importSchedule({ db, actor, input }: { db: Database; actor: Actor | null; input: ScheduleImportRequest }): Promise<ScheduleImportResult> {
  const admin = requireActor(actor);
  try {
    return await db.transaction(async (tx) => {
      await assertSeasonAndDivision(tx, input.season_id, input.division_id);
      await lockSeasonSchedule(tx, input.season_id);
      const result = await plan(tx, input);
      // The file's date order is chosen once, for every row (issue 26).
      if (result.dates.choice_needed) throw invalidField('date_order', M.dateOrder);
      const withProblems = result.rows.filter((r) => r.problems.length > 0);
      if (withProblems.length > 0) {
        const issues = withProblems.map((r) => ({ path: `rows.${r.line}`, message: `Row ${r.line}: ${r.problems.join(' ')}` }));
        // Only clashes with games saved since the preview: the file was fine then.
        if (withProblems.every((r) => result.clashOnlyLines.has(r.line))) throw new AppError('CONFLICT', M.conflicts(withProblems.length), issues);
        throw new AppError('VALIDATION', M.rowsWithProblems(withProblems.length), issues);
      }

      await assertDivisionHasRoom(tx, { seasonId: input.season_id, divisionId: input.division_id, adding: result.newTeams.size, path: 'division_id' });
      const teamIds = await createTeams(tx, input, result.newTeams);
      const fieldIds = await createFields(tx, result);
      const teamOf = (ref: PlannedGame['home']) => ('id' in ref ? ref.id : (teamIds.get(ref.newTeam) ?? ''));
      const rows = result.games.map((g) => {
        const played = g.homeScore !== null && g.awayScore !== null;
        return {
          seasonId: input.season_id,
          divisionId: input.division_id,
          round: g.round,
          homeTeamId: teamOf(g.home),
          awayTeamId: teamOf(g.away),
          fieldId: g.field ? ('id' in g.field ? g.field.id : (fieldIds.get(g.field.newField) ?? null)) : null,
          startsAt: g.startsAt,
          status: played ? ('final' as const) : ('scheduled' as const),
          homeScore: played ? g.homeScore : null,
          awayScore: played ? g.awayScore : null,
        };
      });
      // In slices: one statement's parameters stay far below PostgreSQL's limit.
      for (let i = 0; i < rows.length; i += 500) await tx.insert(games).values(rows.slice(i, i + 500));
      // Imported results count at once: the division's stored table is behind (decision 041).
      if (rows.some((r) => r.status === 'final')) await markStandingsStale(tx, input.season_id, input.division_id);
      const summary = {
        created: rows.length,
        final: rows.filter((r) => r.status === 'final').length,
        scheduled: rows.filter((r) => r.status === 'scheduled').length,
        teams_created: teamIds.size,
        fields_created: fieldIds.size,
      };
      await recordAudit(tx, {
        actor: admin,
        action: 'schedule.imported',
        entityType: 'division',
        entityId: input.division_id,
        before: null,
        after: { season_id: input.season_id, ...summary },
      });
      return summary;
    });
  } catch (error) {
    // The database's last word on a field booked twice (a game saved between our check and the insert).
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', M.conflicts(1));
    throw error;
  }
}

async function createTeams(tx: Transaction, input: ScheduleImportRequest, newTeams: Map<string, string>): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (newTeams.size === 0) return ids;
  const created = await tx
    .insert(teams)
    .values([...newTeams.values()].map((name) => ({ seasonId: input.season_id, divisionId: input.division_id, name })))
    .returning({ id: teams.id, name: teams.name });
  for (const [k, name] of newTeams) {
    const row = created.find((t) => t.name === name);
    if (row) ids.set(k, row.id);
  }
  return ids;
}

async function createFields(tx: Transaction, result: ImportPlan): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const venueIds = new Map<string, string>();
  for (const [k, field] of result.newFields) {
    let venueId = field.venueId ?? venueIds.get(field.venueName.toLowerCase());
    if (!venueId) {
      // A venue of that name may exist under another case: the unique index is on the exact name.
      const [existing] = await tx.select({ id: venues.id }).from(venues).where(eq(venues.name, field.venueName));
      venueId = existing?.id ?? (await tx.insert(venues).values({ name: field.venueName }).returning({ id: venues.id }))[0]?.id ?? '';
      venueIds.set(field.venueName.toLowerCase(), venueId);
    }
    const [row] = await tx.insert(fields).values({ venueId, name: field.fieldName }).onConflictDoNothing().returning({ id: fields.id });
    const id =
      row?.id ??
      (
        await tx
          .select({ id: fields.id })
          .from(fields)
          .where(and(eq(fields.venueId, venueId), eq(fields.name, field.fieldName)))
      )[0]?.id;
    if (id) ids.set(k, id);
  }
  return ids;
}
