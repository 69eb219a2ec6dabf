import Papa from 'papaparse';
import { FIELD_NAME_MAX, VENUE_NAME_MAX } from '../../../shared/schemas/admin-schedule';
import { SCHEDULE_IMPORT_MESSAGES as M } from '../../../shared/schemas/schedule-import';
import { TEAM_NAME_MAX } from '../../../shared/schemas/admin-teams';
import { invalidField } from '../../http/errors';
import { type ImportFormat, isGameEvent, isTrue, normaliseHeader, recogniseFormat, sportsPressGoals, teamsOfTitle } from './file-formats';

/**
 * A spreadsheet's rows as the import reads them (decision 039): papaparse splits the CSV
 * (quotes, commas in names, a semicolon or tab delimiter, a byte-order mark), and the header
 * is matched to our columns under the spellings leagues use ("Home Team", "home_team",
 * "Kick-off", "Pitch", "HG"…), compared without case, spaces or punctuation.
 */

export const IMPORT_COLUMNS = ['date', 'time', 'field', 'home', 'away', 'home_score', 'away_score', 'round'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

const SPELLINGS: Record<ImportColumn, readonly string[]> = {
  date: ['date', 'gamedate', 'matchdate', 'day', 'gameday'],
  time: ['time', 'kickoff', 'kickofftime', 'kotime', 'ko', 'start', 'starttime', 'gametime'],
  field: ['field', 'fieldname', 'pitch', 'ground', 'venue', 'location', 'court'],
  home: ['home', 'hometeam', 'host', 'hosts'],
  away: ['away', 'awayteam', 'visitor', 'visitors', 'visitingteam', 'guest', 'guests'],
  home_score: ['homescore', 'homegoals', 'hg', 'fthg', 'scorehome', 'goalshome', 'homeresult'],
  away_score: ['awayscore', 'awaygoals', 'ag', 'ftag', 'scoreaway', 'goalsaway', 'awayresult'],
  round: ['round', 'rd', 'matchday', 'week', 'gameweek'],
};

/** The names the messages use for the columns. */
export const COLUMN_LABELS: Record<ImportColumn, string> = {
  date: 'date',
  time: 'time',
  field: 'field',
  home: 'home team',
  away: 'away team',
  home_score: 'home score',
  away_score: 'away score',
  round: 'round',
};

const REQUIRED: readonly ImportColumn[] = ['date', 'time', 'home', 'away'];

/**
 * The longest cell each column takes, checked before a cell is read (decision 050): room for
 * every way of writing a date ("Saturday, September 14th, 2030"), a time ("12:30:00 p.m."), a
 * score or a round, and names as long as the app takes ("Venue - Field"). A reader never sees
 * more, so none can spend more than a glance on a cell.
 */
export const CELL_MAX: Record<ImportColumn, number> = {
  date: 40,
  time: 20,
  field: VENUE_NAME_MAX + ' - '.length + FIELD_NAME_MAX,
  home: TEAM_NAME_MAX,
  away: TEAM_NAME_MAX,
  home_score: 10,
  away_score: 10,
  round: 10,
};

export interface SpreadsheetRow {
  /** The row's line in the file (the header is line 1), as a person finds it in a spreadsheet. */
  line: number;
  /** The cells, trimmed; one longer than CELL_MAX is cut there (with "…") and named in `tooLong`. */
  values: Record<ImportColumn, string>;
  /** A problem for each cell longer than its column takes: such a row is not read further. */
  tooLong: string[];
}

export interface Spreadsheet {
  format: ImportFormat;
  rows: SpreadsheetRow[];
  /** Events that are not games (practices), left out. */
  skipped: number;
}

interface Record_ {
  cells: string[];
  line: number;
}

export function readSpreadsheet(csv: string, maxRows: number): Spreadsheet {
  // Blank lines are kept while parsing, so a row's number is its line in the spreadsheet.
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const records = parsed.data.map((cells, index) => ({ cells, line: index + 1 })).filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  const [header, ...body] = records;
  if (!header || body.length === 0) throw invalidField('csv', M.empty);
  if (body.length > maxRows) throw invalidField('csv', M.tooManyRows);

  const format = recogniseFormat(header.cells);
  const at = columnsOf(header.cells);
  const cell = (r: Record_, name: string) => (r.cells[at.get(name) ?? -1] ?? '').trim();
  let raw: { line: number; values: Partial<Record<ImportColumn, string>> }[];
  let skipped = 0;
  if (format === 'sportsengine') {
    raw = body.flatMap((r) => {
      if (!isGameEvent(cell(r, 'eventtype'))) {
        skipped += 1;
        return [];
      }
      const fromTitle = teamsOfTitle(cell(r, 'title'));
      const team1 = cell(r, 'team1name') || (fromTitle ? (isTrue(cell(r, 'team1ishome')) ? fromTitle.home : fromTitle.away) : '');
      const team2 = cell(r, 'team2name');
      const [s1, s2] = [cell(r, 'team1score'), cell(r, 'team2score')];
      const team1Home = isTrue(cell(r, 'team1ishome'));
      return [
        {
          line: r.line,
          values: {
            date: cell(r, 'startdate'),
            time: cell(r, 'starttime'),
            field: cell(r, 'location'),
            home: team1Home ? team1 : team2,
            away: team1Home ? team2 : team1,
            home_score: team1Home ? s1 : s2,
            away_score: team1Home ? s2 : s1,
          },
        },
      ];
    });
  } else if (format === 'sportspress_events') {
    raw = sportsPressEvents(body, cell);
  } else {
    const columnAt = new Map<ImportColumn, number>();
    header.cells.forEach((title, index) => {
      const column = IMPORT_COLUMNS.find((c) => SPELLINGS[c].includes(normaliseHeader(title)));
      if (column && !columnAt.has(column)) columnAt.set(column, index);
    });
    const missing = REQUIRED.filter((c) => !columnAt.has(c));
    if (missing.length > 0) {
      const found = header.cells.map((h) => `"${h.trim()}"`).join(', ');
      throw invalidField(
        'csv',
        M.missingColumns(
          missing.map((c) => COLUMN_LABELS[c]),
          found,
        ),
      );
    }
    raw = body.flatMap((r) => {
      if (format === 'teamsnap' && !isGameEvent(cell(r, 'eventtype'))) {
        skipped += 1;
        return [];
      }
      return [{ line: r.line, values: Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, (r.cells[columnAt.get(c) ?? -1] ?? '').trim()])) }];
    });
  }
  return { format, skipped, rows: raw.map(({ line, values }) => cut(line, values)) };
}

/** Each header's column, by its normalised name (the first of two alike). */
function columnsOf(header: readonly string[]): Map<string, number> {
  const at = new Map<string, number>();
  header.forEach((title, index) => {
    const name = normaliseHeader(title);
    if (!at.has(name)) at.set(name, index);
  });
  return at;
}

/**
 * SportsPress's events: a row with a date starts an event (its first team on that row), the
 * next rows with a team add the others; rows of players only are read past. The first team is
 * at home.
 */
function sportsPressEvents(body: Record_[], cell: (r: Record_, name: string) => string) {
  const events: { line: number; values: Partial<Record<ImportColumn, string>>; teams: { name: string; goals: string }[] }[] = [];
  for (const r of body) {
    const date = cell(r, 'date');
    if (date) events.push({ line: r.line, values: { date, time: cell(r, 'time'), field: cell(r, 'venue') }, teams: [] });
    const team = cell(r, 'teams');
    if (team) events.at(-1)?.teams.push({ name: team, goals: sportsPressGoals(cell(r, 'results')) });
  }
  return events.map(({ line, values, teams }) => ({
    line,
    values: {
      ...values,
      home: teams[0]?.name ?? '',
      away: teams[1]?.name ?? '',
      home_score: teams[0]?.goals ?? '',
      away_score: teams[1]?.goals ?? '',
    },
  }));
}

function cut(line: number, read: Partial<Record<ImportColumn, string>>): SpreadsheetRow {
  const tooLong: string[] = [];
  const values = Object.fromEntries(
    IMPORT_COLUMNS.map((c) => {
      const cell = (read[c] ?? '').trim();
      if (cell.length <= CELL_MAX[c]) return [c, cell];
      tooLong.push(M.cellTooLong(COLUMN_LABELS[c], CELL_MAX[c]));
      return [c, `${cell.slice(0, CELL_MAX[c])}…`];
    }),
  ) as Record<ImportColumn, string>;
  return { line, values, tooLong };
}
