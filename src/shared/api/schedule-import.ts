// Response shapes of the spreadsheet import (decision 039); the web imports types only.
import { z } from 'zod/mini';
import { instant } from '../schemas/formats';

export const importRowSchema = z.object({
  line: z.number().check(z.describe("The row's line in the file (the header is line 1).")),
  date: z.string(),
  time: z.string(),
  field: z.string(),
  home_team: z.string(),
  away_team: z.string(),
  home_score: z.nullable(z.number()),
  away_score: z.nullable(z.number()),
  round: z.nullable(z.number()),
  starts_at: z.nullable(instant()).check(z.describe("The kick-off read in the league's time zone, when the date and time are readable.")),
  status: z.enum(['final', 'scheduled']).check(z.describe('final with scores, scheduled without.')),
  problems: z.array(z.string()),
});
export type ImportRow = z.output<typeof importRowSchema>;

/** POST /api/admin/schedule/import/preview: nothing is saved. */
export const scheduleImportPreviewSchema = z.object({
  rows: z.array(importRowSchema),
  rows_with_problems: z.number(),
  played: z.number(),
  to_play: z.number(),
  missing_teams: z.array(z.string()).check(z.describe('Names the file uses that the division has no team of; created on import when asked.')),
  missing_fields: z.array(z.string()).check(z.describe('Fields the file names that do not exist, as they will be created ("Field 2, Riverside Park").')),
  create_missing: z.boolean().check(z.describe('Whether the import would create them (the preview was asked with create_missing).')),
  format: z
    .enum(['ours', 'teamsnap', 'sportsengine', 'sportspress_fixtures', 'sportspress_events'])
    .check(z.describe('The app the file comes from, read from its header row.')),
  skipped: z.number().check(z.describe('Events that are not games (practices) the file lists, left out.')),
  dates: z.object({
    order: z.nullable(z.enum(['day_first', 'month_first'])),
    decided_by: z.nullable(z.enum(['file', 'choice', 'format'])).check(z.describe('file: a day above 12 settles it; format: the app writes dates so.')),
    choice_needed: z.boolean().check(z.describe('Dates read two ways and nothing says which: send date_order.')),
    samples: z.array(z.object({ line: z.number(), text: z.string(), day_first: z.string(), month_first: z.string() })),
  }),
  unknown_names: z
    .array(
      z.object({
        kind: z.enum(['team', 'field']),
        name: z.string(),
        did_you_mean: z.nullable(z.object({ id: z.string(), name: z.string() })),
        choice: z.nullable(z.enum(['use', 'create'])).check(z.describe('What the request chose for it (names or create_missing), or null.')),
        rows: z.number(),
      }),
    )
    .check(z.describe('Every name the file uses that matches no team or field exactly, with the closest one a person would take it for.')),
});
export type ScheduleImportPreview = z.output<typeof scheduleImportPreviewSchema>;

/** POST /api/admin/schedule/import */
export const scheduleImportResultSchema = z.object({
  created: z.number(),
  final: z.number(),
  scheduled: z.number(),
  teams_created: z.number(),
  fields_created: z.number(),
});
export type ScheduleImportResult = z.output<typeof scheduleImportResultSchema>;
