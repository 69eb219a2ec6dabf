import { and, eq, gte, inArray, lte, or } from 'drizzle-orm';
import type { ImportRow } from '../../../shared/api/schedule-import';
import { SCHEDULE_IMPORT_LIMITS } from '../../../shared/schemas/schedule-import';
import { existingZonedInstant, type LocalTime } from '../../../shared/zoned-time';
import type { Database, Transaction } from '../../db/client';
import { fields, games, teams, venues } from '../../db/schema/index';
import { fieldLabel, findScheduleConflicts, type ScheduleCandidate } from '../schedule/index';
import type { ImportNameChoice } from '../../../shared/schemas/schedule-import';
import { invalidField } from '../../http/errors';
import { type DateOrderDecision, decideDateOrder } from './date-order';
import { type DateOrder, FORMAT_DATE_ORDER, type ImportFormat } from './file-formats';
import { closestName, type NameCandidate } from './name-matching';
import { readSpreadsheet, type SpreadsheetRow } from './read-spreadsheet';
import { AMBIGUOUS_DATE, problemOf, readDate, readScore, readTime, readValue } from './read-values';

/**
 * What an import would do with a spreadsheet (decision 039), and every row's problems: read
 * by preview and, inside the saving transaction under the season's lock, by the import itself.
 */

type Db = Database | Transaction;

/** A field the file names that does not exist: its venue may not either. */
export interface NewField {
  key: string;
  venueName: string;
  fieldName: string;
  /** The venue when it exists. */
  venueId: string | null;
}

/** A row's game with what it refers to: an existing id, or the key of a team or field to create. */
export interface PlannedGame {
  line: number;
  round: number;
  startsAt: Date;
  home: { id: string } | { newTeam: string };
  away: { id: string } | { newTeam: string };
  field: { id: string } | { newField: string } | null;
  homeScore: number | null;
  awayScore: number | null;
}

export interface ImportPlan {
  rows: ImportRow[];
  games: PlannedGame[];
  /** Keyed by the name's lower case, with the file's first spelling. */
  newTeams: Map<string, string>;
  newFields: Map<string, NewField>;
  /** Rows whose only problems are clashes with saved games (the import answers 409 when all are such). */
  clashOnlyLines: Set<number>;
  format: ImportFormat;
  skipped: number;
  dates: DateOrderDecision;
  unknownNames: UnknownName[];
}

/** A name the file uses that matches none exactly, with what a person would take it for. */
export interface UnknownName {
  kind: 'team' | 'field';
  name: string;
  did_you_mean: { id: string; name: string } | null;
  choice: 'use' | 'create' | null;
  rows: number;
}

const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const NEW_TEAM = 'new-team:';
const NEW_FIELD = 'new-field:';

interface FieldRow {
  id: string;
  name: string;
  venueId: string;
  venueName: string;
}

type FieldRef = { id: string } | { newField: NewField } | { problem: string } | null;

/**
 * A dash with spaces around it. The lookbehind starts a match only where a run of spaces
 * starts: without it, each space of a long run without a dash is tried again to the run's end.
 */
export const SPACED_DASH = /(?<!\s)\s+[-–]\s+/g;

/** "Riverside Park - Field 2", "Field 2, Riverside Park" or "Field 2" when that is unique. */
function resolveField(text: string, all: readonly FieldRow[]): FieldRef {
  if (!text) return null;
  const venuesByName = new Map(all.map((f) => [key(f.venueName), f]));
  const atVenue = (venueName: string, fieldName: string): FieldRef => {
    const venue = venuesByName.get(key(venueName));
    const found = all.find((f) => key(f.venueName) === key(venueName) && key(f.name) === key(fieldName));
    if (found) return { id: found.id };
    return {
      newField: {
        key: `${key(venueName)}|${key(fieldName)}`,
        venueName: venue?.venueName ?? venueName.trim(),
        fieldName: fieldName.trim(),
        venueId: venue?.venueId ?? null,
      },
    };
  };
  // Venue first, with a dash: every split is tried, the one naming a known venue wins.
  const dashes = [...text.matchAll(SPACED_DASH)];
  for (const dash of dashes) {
    const venueName = text.slice(0, dash.index);
    if (venuesByName.has(key(venueName))) return atVenue(venueName, text.slice((dash.index ?? 0) + dash[0].length));
  }
  // Field first, with a comma: how the app itself writes a field.
  const comma = text.lastIndexOf(', ');
  if (comma > 0 && venuesByName.has(key(text.slice(comma + 2)))) return atVenue(text.slice(comma + 2), text.slice(0, comma));
  const named = all.filter((f) => key(f.name) === key(text));
  if (named.length === 1 && named[0]) return { id: named[0].id };
  if (named.length > 1) {
    const places = named.map((f) => f.venueName).join(', ');
    return { problem: `Field "${text}" is at more than one venue (${places}): write it as "Venue - ${text.trim()}".` };
  }
  // A venue with a single field answers to the venue's name.
  const ofVenue = all.filter((f) => key(f.venueName) === key(text));
  if (ofVenue.length === 1 && ofVenue[0]) return { id: ofVenue[0].id };
  const lastDash = dashes.at(-1);
  if (lastDash) return atVenue(text.slice(0, lastDash.index), text.slice((lastDash.index ?? 0) + lastDash[0].length));
  // A plain new name becomes a venue of that name with one field.
  return atVenue(text, 'Field 1');
}

export async function planImport(
  db: Db,
  input: {
    seasonId: string;
    divisionId: string;
    csv: string;
    createMissing: boolean;
    timeZone: string;
    dateOrder?: DateOrder | undefined;
    names?: readonly ImportNameChoice[];
  },
): Promise<ImportPlan> {
  const { format, skipped, rows: sheet } = readSpreadsheet(input.csv, SCHEDULE_IMPORT_LIMITS.rowsMax);
  const dateOrder = decideDateOrder(
    sheet.map((row) => ({ line: row.line, text: row.values.date })),
    input.dateOrder,
    FORMAT_DATE_ORDER[format],
  );
  const [teamRows, fieldRows] = await Promise.all([
    db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(and(eq(teams.seasonId, input.seasonId), eq(teams.divisionId, input.divisionId))),
    db.select({ id: fields.id, name: fields.name, venueId: venues.id, venueName: venues.name }).from(fields).innerJoin(venues, eq(venues.id, fields.venueId)),
  ]);
  const teamByKey = new Map(teamRows.map((t) => [key(t.name), t.id]));
  const teamCandidates: NameCandidate[] = teamRows.map((t) => ({ id: t.id, names: [t.name], label: t.name }));
  const fieldCandidates: NameCandidate[] = fieldRows.map((f) => ({
    id: f.id,
    names: [`${f.venueName} - ${f.name}`, `${f.name}, ${f.venueName}`, f.name],
    label: fieldLabel(f.name, f.venueName) ?? f.name,
  }));
  const chosen = choicesOf(input.names ?? [], new Set(teamRows.map((t) => t.id)), new Set(fieldRows.map((f) => f.id)));
  const unknown = new Map<string, UnknownName>();
  /** What becomes of a name that matches none exactly: the chosen one, a new one, or a problem. */
  const decide = (kind: 'team' | 'field', name: string): { use: string } | { create: true } | { problem: string } => {
    const k = `${kind}|${key(name)}`;
    let entry = unknown.get(k);
    const choice = chosen.get(k);
    if (!entry) {
      const didYouMean = closestName(name, kind === 'team' ? teamCandidates : fieldCandidates);
      const create = choice ? 'create' in choice : input.createMissing && !didYouMean;
      entry = {
        kind,
        name: name.trim().replace(/\s+/g, ' '),
        did_you_mean: didYouMean,
        choice: choice && 'use' in choice ? 'use' : create ? 'create' : null,
        rows: 0,
      };
      unknown.set(k, entry);
    }
    entry.rows += 1;
    if (choice && 'use' in choice) return { use: choice.use };
    if (entry.choice === 'create') return { create: true };
    const label = kind === 'team' ? `Unknown team "${name}" in this division` : `Unknown field "${name}"`;
    // A close name is never created on its own: the person says which it is (issue 26).
    return { problem: entry.did_you_mean ? `${label}: did you mean "${entry.did_you_mean.name}"?` : `${label}.` };
  };
  const newTeams = new Map<string, string>();
  const newFields = new Map<string, NewField>();

  // Rounds by matchday when the file has none: the n-th date of the file is round n.
  const dates = sheet.map((row) => (row.tooLong.length > 0 ? undefined : readValue(readDate(row.values.date, dateOrder.order))));
  const dateRank = new Map([...new Set(dates.filter((d): d is string => !!d))].sort().map((d, i) => [d, i + 1]));

  const rows: ImportRow[] = [];
  const planned: (PlannedGame | null)[] = [];
  sheet.forEach((row, index) => {
    const v = row.values;
    if (row.tooLong.length > 0) {
      rows.push(unreadRow(row.line, v, row.tooLong));
      planned[index] = null;
      return;
    }
    const problems: string[] = [];
    const date = readDate(v.date, dateOrder.order);
    const time = readTime(v.time);
    const homeScore = readScore(v.home_score, 'Home');
    const awayScore = readScore(v.away_score, 'Away');
    // A date that reads two ways waits for the one choice for the file, not a problem per row.
    const waitsForOrder = dateOrder.choice_needed && problemOf(date) === AMBIGUOUS_DATE(v.date);
    for (const problem of [waitsForOrder ? undefined : problemOf(date), problemOf(time), problemOf(homeScore), problemOf(awayScore)])
      if (problem) problems.push(problem);
    const scores = [readValue(homeScore), readValue(awayScore)];
    if (!problemOf(homeScore) && !problemOf(awayScore) && (scores[0] === null) !== (scores[1] === null)) {
      problems.push('Both scores are needed for a played game, or neither for a game still to play.');
    }
    let round = v.round ? Number(v.round) : (dateRank.get(readValue(date) ?? '') ?? null);
    if (v.round && !(/^\d{1,3}$/.test(v.round) && Number(v.round) >= 1)) {
      problems.push(`Round "${v.round}" is not a whole number.`);
      round = null;
    }

    const team = (name: string, side: 'home' | 'away') => {
      if (!name) {
        problems.push(`The ${side} team is missing.`);
        return undefined;
      }
      const id = teamByKey.get(key(name));
      if (id) return { id };
      const decided = decide('team', name);
      if ('use' in decided) return { id: decided.use };
      if (!newTeams.has(key(name))) newTeams.set(key(name), name.trim().replace(/\s+/g, ' '));
      if ('problem' in decided) problems.push(decided.problem);
      return { newTeam: key(name) };
    };
    const home = team(v.home, 'home');
    const away = team(v.away, 'away');
    const sameTeam = home && away && 'id' in home && 'id' in away && home.id === away.id;
    if ((v.home && v.away && key(v.home) === key(v.away)) || sameTeam) problems.push('A team cannot play itself.');

    const fieldRef = resolveField(v.field, fieldRows);
    let field: PlannedGame['field'] = null;
    if (fieldRef && 'problem' in fieldRef) problems.push(fieldRef.problem);
    else if (fieldRef && 'newField' in fieldRef) {
      const decided = decide('field', v.field);
      if ('use' in decided) field = { id: decided.use };
      else {
        if (!newFields.has(fieldRef.newField.key)) newFields.set(fieldRef.newField.key, fieldRef.newField);
        if ('problem' in decided) problems.push(decided.problem);
        field = { newField: fieldRef.newField.key };
      }
    } else if (fieldRef) field = { id: fieldRef.id };

    const day = readValue(date);
    const clock = readValue(time);
    // A time the league's clocks skip (spring forward) is the row's problem, not an hour off.
    const local = day && clock ? existingZonedInstant(localTimeOf(day, clock), input.timeZone) : null;
    if (local && 'skipped' in local) problems.push(local.skipped);
    const startsAt = local && 'instant' in local ? local.instant : null;
    const [hs, as] = [scores[0] ?? null, scores[1] ?? null];
    rows.push({
      line: row.line,
      date: v.date,
      time: v.time,
      field: v.field,
      home_team: v.home,
      away_team: v.away,
      home_score: hs,
      away_score: as,
      round,
      starts_at: startsAt?.toISOString() ?? null,
      status: hs !== null && as !== null ? 'final' : 'scheduled',
      problems,
    });
    planned[index] = startsAt && home && away && round ? { line: row.line, round, startsAt, home, away, field, homeScore: hs, awayScore: as } : null;
  });

  // A row already saved is named as such, not as a clash with itself.
  const duplicates = await markDuplicates(db, rows, planned);
  const clashOnlyLines = await markClashes(
    db,
    rows,
    planned.map((g) => (g && duplicates.has(g.line) ? null : g)),
    newTeams,
    newFields,
  );
  return {
    rows,
    games: planned.filter((g): g is PlannedGame => g !== null),
    newTeams,
    newFields,
    clashOnlyLines,
    format,
    skipped,
    dates: dateOrder,
    unknownNames: [...unknown.values()],
  };
}

type Chosen = { use: string } | { create: true };

/** The request's choices by kind and name; an id that is not a team of the division or a field is refused. */
function choicesOf(names: readonly ImportNameChoice[], teamIds: Set<string>, fieldIds: Set<string>): Map<string, Chosen> {
  const chosen = new Map<string, Chosen>();
  names.forEach((c, index) => {
    if (c.use_id !== undefined && !(c.kind === 'team' ? teamIds : fieldIds).has(c.use_id)) {
      throw invalidField(`names.${index}.use_id`, c.kind === 'team' ? 'Choose a team of this division.' : 'Choose an existing field.');
    }
    chosen.set(`${c.kind}|${key(c.name)}`, c.use_id !== undefined ? { use: c.use_id } : { create: true });
  });
  return chosen;
}

/** A row with a cell longer than its column takes: shown as it is (cut), with that problem only. */
function unreadRow(line: number, v: SpreadsheetRow['values'], problems: string[]): ImportRow {
  return {
    line,
    date: v.date,
    time: v.time,
    field: v.field,
    home_team: v.home,
    away_team: v.away,
    home_score: null,
    away_score: null,
    round: null,
    starts_at: null,
    status: 'scheduled',
    problems,
  };
}

const refId = (ref: PlannedGame['home']) => ('id' in ref ? ref.id : `${NEW_TEAM}${ref.newTeam}`);

/** Rows booking a team or field twice, among themselves or against saved games (the shared check). */
async function markClashes(
  db: Db,
  rows: ImportRow[],
  planned: (PlannedGame | null)[],
  newTeams: Map<string, string>,
  newFields: Map<string, NewField>,
): Promise<Set<number>> {
  const candidates: ScheduleCandidate[] = planned.flatMap((g) =>
    g
      ? [
          {
            key: String(g.line),
            homeTeamId: refId(g.home),
            awayTeamId: refId(g.away),
            fieldId: g.field ? ('id' in g.field ? g.field.id : `${NEW_FIELD}${g.field.newField}`) : null,
            refereeUserId: null,
            startsAt: g.startsAt,
          },
        ]
      : [],
  );
  const names = new Map<string, string>([
    ...[...newTeams].map(([k, name]): [string, string] => [`${NEW_TEAM}${k}`, name]),
    ...[...newFields].map(([k, f]): [string, string] => [`${NEW_FIELD}${k}`, fieldLabel(f.fieldName, f.venueName) ?? f.fieldName]),
  ]);
  const conflicts = await findScheduleConflicts(db, candidates, { names });
  const byLine = new Map(rows.map((row) => [String(row.line), row]));
  const fineBefore = new Set(rows.filter((row) => row.problems.length === 0).map((row) => row.line));
  const clashOnly = new Set<number>();
  const withinFile = new Set<number>();
  for (const c of conflicts) {
    const row = byLine.get(c.key);
    if (!row) continue;
    const message = c.otherKey ? `${c.message} (row ${c.otherKey}).` : `${c.message}.`;
    if (!row.problems.includes(message)) row.problems.push(message);
    if (c.otherGameId && fineBefore.has(row.line)) clashOnly.add(row.line);
    else withinFile.add(row.line);
  }
  for (const line of withinFile) clashOnly.delete(line);
  return clashOnly;
}

/** A row that is already a saved game (the same teams at the same kick-off): a file imported twice. */
async function markDuplicates(db: Db, rows: ImportRow[], planned: (PlannedGame | null)[]): Promise<Set<number>> {
  const known = planned.filter((g): g is PlannedGame & { home: { id: string }; away: { id: string } } => !!g && 'id' in g.home && 'id' in g.away);
  const lines = new Set<number>();
  if (known.length === 0) return lines;
  const times = known.map((g) => g.startsAt.getTime());
  const teamIds = [...new Set(known.flatMap((g) => [g.home.id, g.away.id]))];
  const saved = await db
    .select({ home: games.homeTeamId, away: games.awayTeamId, startsAt: games.startsAt })
    .from(games)
    .where(
      and(
        or(inArray(games.homeTeamId, teamIds), inArray(games.awayTeamId, teamIds)),
        gte(games.startsAt, new Date(Math.min(...times))),
        lte(games.startsAt, new Date(Math.max(...times))),
      ),
    );
  const savedKeys = new Set(saved.map((g) => `${g.home}|${g.away}|${g.startsAt.getTime()}`));
  const byLine = new Map(rows.map((row) => [row.line, row]));
  for (const g of known) {
    if (!savedKeys.has(`${g.home.id}|${g.away.id}|${g.startsAt.getTime()}`)) continue;
    byLine.get(g.line)?.problems.push('This game is already in the schedule.');
    lines.add(g.line);
  }
  return lines;
}

/** A checked day (yyyy-MM-dd) and time (HH:mm) as the zone helper takes them. */
function localTimeOf(day: string, clock: string): LocalTime {
  return {
    year: Number(day.slice(0, 4)),
    month: Number(day.slice(5, 7)),
    day: Number(day.slice(8, 10)),
    hour: Number(clock.slice(0, 2)),
    minute: Number(clock.slice(3, 5)),
  };
}
