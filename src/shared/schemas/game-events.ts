// zod/mini (decision 006): the referee page's dialogs and the game-events routes share these.
import { z } from 'zod/mini';
import type { FieldIssue } from '../api-error';
import { GAME_CONTROL_EVENTS, GAME_EVENT_TYPES, type GameEventType } from '../games';
import { optionalIdField } from './ids';

export const GAME_MINUTE_MAX = 200;
export const GAME_NOTE_MAX = 500;
export const GAME_REASON_MAX = 500;
export const GAME_REPORT_TEXT_MAX = 5000;

export const GAME_EVENT_MESSAGES = {
  type: 'Choose what happened: kick-off, a goal, an own goal, a card, half time, full time or a note.',
  minute: `Minute must be a whole number from 0 to ${GAME_MINUTE_MAX}.`,
  team: "Choose one of the game's two teams.",
  scorer: 'Choose the scorer.',
  player: 'Choose the player.',
  assist: 'Choose the player who assisted, or no one.',
  assistIsScorer: 'The assist must be another player than the scorer.',
  assistOnlyOnGoal: 'Only a goal has an assist.',
  controlHasNoTeam: 'Kick-off, half time and full time name no team or player.',
  noteRequired: `Write the note (1 to ${GAME_NOTE_MAX} characters).`,
  noteLength: `A note is at most ${GAME_NOTE_MAX} characters.`,
  clientKey: 'client_key must be 8 to 100 letters, digits, dashes or underscores.',
  reason: `Give a reason (1 to ${GAME_REASON_MAX} characters).`,
  reportNotes: `Notes are at most ${GAME_REPORT_TEXT_MAX} characters.`,
  reportIncidents: `Incidents are at most ${GAME_REPORT_TEXT_MAX} characters.`,
} as const;

/** Events that belong to a team and a player: goals, own goals and cards. */
export const PLAYER_EVENTS: readonly GameEventType[] = ['goal', 'own_goal', 'yellow_card', 'red_card'];

/** The fields whose combination the rules below check, on a new event or a corrected one. */
export interface GameEventFields {
  type: GameEventType;
  team_id?: string | null;
  player_id?: string | null;
  assist_player_id?: string | null;
  note?: string;
}

/**
 * What a goal, a card or a note must name, with the field each problem belongs under. The
 * schema checks a new event with it; the server checks a correction (the stored event with
 * the changed fields) with it too, so both follow one rule.
 */
export function gameEventIssues(event: GameEventFields): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const { type } = event;
  if (GAME_CONTROL_EVENTS.includes(type)) {
    for (const path of ['team_id', 'player_id', 'assist_player_id'] as const) {
      if (event[path]) issues.push({ path, message: GAME_EVENT_MESSAGES.controlHasNoTeam });
    }
  }
  if (PLAYER_EVENTS.includes(type)) {
    if (!event.team_id) issues.push({ path: 'team_id', message: GAME_EVENT_MESSAGES.team });
    if (!event.player_id) issues.push({ path: 'player_id', message: type === 'goal' ? GAME_EVENT_MESSAGES.scorer : GAME_EVENT_MESSAGES.player });
  }
  if (event.assist_player_id && type !== 'goal') issues.push({ path: 'assist_player_id', message: GAME_EVENT_MESSAGES.assistOnlyOnGoal });
  if (event.assist_player_id && event.assist_player_id === event.player_id) {
    issues.push({ path: 'assist_player_id', message: GAME_EVENT_MESSAGES.assistIsScorer });
  }
  if (type === 'note' && !event.note?.trim()) issues.push({ path: 'note', message: GAME_EVENT_MESSAGES.noteRequired });
  return issues;
}

const eventRules = z.superRefine<GameEventFields>((value, ctx) => {
  for (const issue of gameEventIssues(value)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message, input: value });
});

const minuteField = z.optional(
  z.nullable(
    z
      .number({ error: GAME_EVENT_MESSAGES.minute })
      .check(z.int(GAME_EVENT_MESSAGES.minute), z.gte(0, GAME_EVENT_MESSAGES.minute), z.lte(GAME_MINUTE_MAX, GAME_EVENT_MESSAGES.minute)),
  ),
);
const noteField = z.optional(z.string({ error: GAME_EVENT_MESSAGES.noteLength }).check(z.trim(), z.maxLength(GAME_NOTE_MAX, GAME_EVENT_MESSAGES.noteLength)));
const reasonField = z
  .string({ error: GAME_EVENT_MESSAGES.reason })
  .check(z.trim(), z.minLength(1, GAME_EVENT_MESSAGES.reason), z.maxLength(GAME_REASON_MAX, GAME_EVENT_MESSAGES.reason));

/**
 * POST /api/games/:gameId/events. `client_key` is chosen by the device when the referee taps
 * (a UUID): sent again, after a lost answer or from the offline queue, it is stored once.
 */
export const recordGameEventInputSchema = z
  .object({
    type: z.enum(GAME_EVENT_TYPES, { error: GAME_EVENT_MESSAGES.type }),
    minute: minuteField,
    team_id: optionalIdField(GAME_EVENT_MESSAGES.team),
    player_id: optionalIdField(GAME_EVENT_MESSAGES.player),
    assist_player_id: optionalIdField(GAME_EVENT_MESSAGES.assist),
    note: noteField,
    client_key: z.string({ error: GAME_EVENT_MESSAGES.clientKey }).check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, GAME_EVENT_MESSAGES.clientKey)),
  })
  .check(eventRules);
export type RecordGameEventInput = z.infer<typeof recordGameEventInputSchema>;

/**
 * PATCH /api/games/:gameId/events/:eventId: the fields to change (the kind of event stays;
 * a wrong kind is deleted and recorded again) and why. null clears an optional field.
 */
export const correctGameEventInputSchema = z.object({
  minute: minuteField,
  team_id: optionalIdField(GAME_EVENT_MESSAGES.team),
  player_id: optionalIdField(GAME_EVENT_MESSAGES.player),
  assist_player_id: optionalIdField(GAME_EVENT_MESSAGES.assist),
  note: noteField,
  reason: reasonField,
});
export type CorrectGameEventInput = z.infer<typeof correctGameEventInputSchema>;

/** DELETE /api/games/:gameId/events/:eventId: the event is kept with the reason, out of the timeline. */
export const deleteGameEventInputSchema = z.object({ reason: reasonField });
export type DeleteGameEventInput = z.infer<typeof deleteGameEventInputSchema>;

/** PUT /api/games/:gameId/report: the referee's post-game report. */
export const gameReportInputSchema = z.object({
  notes: z.string({ error: GAME_EVENT_MESSAGES.reportNotes }).check(z.trim(), z.maxLength(GAME_REPORT_TEXT_MAX, GAME_EVENT_MESSAGES.reportNotes)),
  incidents: z.string({ error: GAME_EVENT_MESSAGES.reportIncidents }).check(z.trim(), z.maxLength(GAME_REPORT_TEXT_MAX, GAME_EVENT_MESSAGES.reportIncidents)),
});
export type GameReportInput = z.infer<typeof gameReportInputSchema>;
