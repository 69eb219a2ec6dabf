// zod/mini (decision 006): the import dialog and its routes share these (decision 039).
import { z } from 'zod/mini';
import { idField } from './ids';

export const SCHEDULE_IMPORT_LIMITS = {
  /** A season of 380 games is about 20 KB; ten times that leaves room for long names. */
  csvMaxChars: 250_000,
  rowsMax: 2_000,
  /** The route's body limit: the CSV as a JSON string, escaped, and the rest of the form. */
  bodyMaxBytes: 400 * 1024,
} as const;

export const SCHEDULE_IMPORT_MESSAGES = {
  season: 'Choose a season.',
  division: 'Choose a division.',
  csv: 'Choose a CSV file exported from your spreadsheet.',
  csvLarge: `The file is too large: at most ${SCHEDULE_IMPORT_LIMITS.csvMaxChars / 1000} KB (about 3,000 games).`,
  bodyLarge: 'The file is too large to import in one go.',
  empty: 'The file has no games: it needs a header row and one row per game.',
  tooManyRows: `Import at most ${SCHEDULE_IMPORT_LIMITS.rowsMax} games at once.`,
  missingColumns: (labels: readonly string[], found: string) =>
    `The spreadsheet needs ${labels.length === 1 ? 'a column' : 'columns'} for ${labels.map((l) => `"${l}"`).join(', ')}. Its header row has ${found || 'no column names'}.`,
  cellTooLong: (label: string, max: number) => `The ${label} is longer than ${max} characters.`,
  rowsWithProblems: (n: number) => `${n} ${n === 1 ? 'row has a problem' : 'rows have problems'}: fix the file and preview it again. Nothing was imported.`,
  dateOrder: 'Choose how the file writes its dates: day first (17/08/2013) or month first (08/17/2013).',
  nameChoice: 'Choose, for each name, the existing one it means or to create it.',
  conflicts: (n: number) => `${n} ${n === 1 ? 'row clashes' : 'rows clash'} with games saved since the preview: preview the file again. Nothing was imported.`,
} as const;

/** One name's choice: the existing one it means, or a deliberate create. */
export const importNameChoiceSchema = z
  .object({
    kind: z.enum(['team', 'field'], { error: SCHEDULE_IMPORT_MESSAGES.nameChoice }),
    name: z.string().check(z.minLength(1), z.maxLength(200)),
    use_id: z.optional(idField(SCHEDULE_IMPORT_MESSAGES.nameChoice)),
    create: z.optional(z.boolean()),
  })
  .check(z.refine((c) => (c.use_id !== undefined) !== (c.create === true), { error: SCHEDULE_IMPORT_MESSAGES.nameChoice }));
export type ImportNameChoice = z.output<typeof importNameChoiceSchema>;

/** POST /api/admin/schedule/import/preview and /api/admin/schedule/import: the file's text, read in the browser. */
export const scheduleImportInputSchema = z.object({
  season_id: idField(SCHEDULE_IMPORT_MESSAGES.season),
  division_id: idField(SCHEDULE_IMPORT_MESSAGES.division),
  csv: z
    .string({ error: SCHEDULE_IMPORT_MESSAGES.csv })
    .check(z.minLength(1, SCHEDULE_IMPORT_MESSAGES.csv), z.maxLength(SCHEDULE_IMPORT_LIMITS.csvMaxChars, SCHEDULE_IMPORT_MESSAGES.csvLarge)),
  create_missing: z
    ._default(z.boolean(), false)
    .check(z.describe('Create the teams (in the division) and fields the file names that do not exist yet and that resemble none that does.')),
  date_order: z
    .optional(z.enum(['day_first', 'month_first'], { error: SCHEDULE_IMPORT_MESSAGES.dateOrder }))
    .check(z.describe('How the file writes dates such as 04/05/2030, chosen once for the file when the preview asks (date_order.choice_needed).')),
  names: z
    ._default(z.array(importNameChoiceSchema).check(z.maxLength(500)), [])
    .check(z.describe('For a name the file uses that matches none exactly: the existing team or field it means (use_id), or create it (create).')),
});
export type ScheduleImportInput = z.input<typeof scheduleImportInputSchema>;
export type ScheduleImportRequest = z.output<typeof scheduleImportInputSchema>;

/** GET /api/admin/schedule/import/export.csv: a division's games in a shape the import reads back (issue 26). */
export const scheduleExportQuerySchema = z.object({
  season_id: idField(SCHEDULE_IMPORT_MESSAGES.season),
  division_id: idField(SCHEDULE_IMPORT_MESSAGES.division),
  format: z
    ._default(z.enum(['ours', 'teamsnap'], { error: 'Choose ours or teamsnap.' }), 'ours')
    .check(z.describe("ours: the import's own columns; teamsnap: TeamSnap's organisation schedule with the scores after it.")),
});
export type ScheduleExportQuery = z.output<typeof scheduleExportQuerySchema>;
