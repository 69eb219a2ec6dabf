import { z } from 'zod/mini';
import type { ScheduleSetup } from '../../../shared/api/schedule-generator';
import { type SchedulePreviewInput, type ScheduleFormatKind, SCHEDULE_FORMATS, WEEKDAYS, type Weekday } from '../../../shared/schemas/schedule-generator';

/** The generator form as typed: numbers as the text of their inputs, lists as lists. */
export interface GeneratorFormValues {
  format: ScheduleFormatKind;
  games_per_team: string;
  first_date: string;
  game_days: Weekday[];
  time_slots: string[];
  field_ids: string[];
  blackout_dates: string[];
  min_rest_days: string;
  replace_unplayed: boolean;
}

export const GENERATOR_FIELDS = [
  'format',
  'games_per_team',
  'first_date',
  'game_days',
  'time_slots',
  'field_ids',
  'blackout_dates',
  'min_rest_days',
  'replace_unplayed',
] as const satisfies readonly (keyof GeneratorFormValues)[];

/**
 * The division's own days, times and fields when it has played before (setup.pattern); else a
 * weekly league: Saturdays at two times on the first field. A week between a team's games.
 */
export function defaultGeneratorValues(setup: ScheduleSetup): GeneratorFormValues {
  const { pattern } = setup;
  const knownFields = pattern?.field_ids.filter((id) => setup.fields.some((f) => f.id === id)) ?? [];
  return {
    format: 'double',
    games_per_team: '',
    first_date: setup.season.start_date,
    game_days: pattern && pattern.game_days.length > 0 ? pattern.game_days : ['saturday'],
    time_slots: pattern && pattern.time_slots.length > 0 ? pattern.time_slots : ['09:00', '10:45'],
    field_ids: knownFields.length > 0 ? knownFields : setup.fields.slice(0, 1).map((f) => f.id),
    blackout_dates: [],
    min_rest_days: '6',
    replace_unplayed: false,
  };
}

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : text.trim() === '' ? undefined : Number.NaN);

/** The request the form's values make; what the shared schema (and so the server) checks. */
export function toPreviewInput(values: GeneratorFormValues): SchedulePreviewInput {
  const gamesPerTeam = whole(values.games_per_team);
  return {
    format: values.format,
    games_per_team: values.format === 'games_per_team' ? (gamesPerTeam ?? null) : null,
    first_date: values.first_date,
    game_days: values.game_days,
    time_slots: values.time_slots.map((t) => t.trim()).filter((t) => t !== ''),
    field_ids: values.field_ids,
    blackout_dates: values.blackout_dates.map((d) => d.trim()).filter((d) => d !== ''),
    min_rest_days: whole(values.min_rest_days) ?? Number.NaN,
    replace_unplayed: values.replace_unplayed,
  };
}

// ---- The draft: the form survives Back and a reload (sessionStorage, this tab only) ----

const draftKey = (seasonId: string, divisionId: string) => `schedule-generator-draft:${seasonId}:${divisionId}`;

const draftSchema = z.object({
  format: z.enum(SCHEDULE_FORMATS),
  games_per_team: z.string(),
  first_date: z.string(),
  game_days: z.array(z.enum(WEEKDAYS)),
  time_slots: z.array(z.string()),
  field_ids: z.array(z.string()),
  blackout_dates: z.array(z.string()),
  min_rest_days: z.string(),
  replace_unplayed: z.boolean(),
});

/** The saved draft, or null when there is none (or it is from an older form, or storage is blocked). */
export function loadDraft(seasonId: string, divisionId: string): GeneratorFormValues | null {
  try {
    const stored = window.sessionStorage.getItem(draftKey(seasonId, divisionId));
    if (!stored) return null;
    const parsed = z.safeParse(draftSchema, JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDraft(seasonId: string, divisionId: string, values: GeneratorFormValues): void {
  try {
    window.sessionStorage.setItem(draftKey(seasonId, divisionId), JSON.stringify(values));
  } catch {
    // storage full or blocked: the form still works, it just does not survive a reload
  }
}

export function clearDraft(seasonId: string, divisionId: string): void {
  try {
    window.sessionStorage.removeItem(draftKey(seasonId, divisionId));
  } catch {
    // nothing to clear
  }
}
