// zod/mini (decision 006): the admin announcement form uses this schema too.
import { z } from 'zod/mini';
import { withFormat } from './formats';

export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 5000;

/** Who gets the announcement by e-mail: nobody, a season's players, or one division's in a season. */
export const ANNOUNCEMENT_AUDIENCES = ['none', 'season', 'division'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

export const ANNOUNCEMENT_MESSAGES = {
  title: `Title must be 1 to ${ANNOUNCEMENT_TITLE_MAX} characters.`,
  body: `Message must be 1 to ${ANNOUNCEMENT_BODY_MAX} characters.`,
  pinned: 'Pinned must be on or off.',
  publishAt: 'Publish at must be a date and time.',
  expiresAt: 'Expires at must be a date and time, or empty.',
  expiresAfterPublish: 'Expires at must be after publish at.',
  audience: 'Choose who gets this announcement by email.',
  season: 'Choose a season.',
  division: 'Choose a division.',
  sendAgain: 'Send again must be on or off.',
  sendAgainOf: 'Send again needs the time of the email it repeats.',
} as const;

/** An ISO 8601 date and time with its offset (what toISOString gives). */
function isInstant(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value));
}

const instant = (message: string) => z.string({ error: message }).check(z.refine(isInstant, message), withFormat('date-time'));
const optionalId = (message: string) => z.optional(z.nullable(z.guid({ error: message })));

/**
 * POST /api/admin/announcements and PUT /api/admin/announcements/:id. The e-mail goes out on
 * the first save with an audience; `send_again` asks for it once more on a later save.
 */
export const announcementInputSchema = z
  .object({
    title: z
      .string({ error: ANNOUNCEMENT_MESSAGES.title })
      .check(z.trim(), z.minLength(1, ANNOUNCEMENT_MESSAGES.title), z.maxLength(ANNOUNCEMENT_TITLE_MAX, ANNOUNCEMENT_MESSAGES.title)),
    body: z
      .string({ error: ANNOUNCEMENT_MESSAGES.body })
      .check(z.trim(), z.minLength(1, ANNOUNCEMENT_MESSAGES.body), z.maxLength(ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_MESSAGES.body)),
    pinned: z.optional(z.boolean({ error: ANNOUNCEMENT_MESSAGES.pinned })),
    /** Omitted or null: now. */
    publish_at: z.optional(z.nullable(instant(ANNOUNCEMENT_MESSAGES.publishAt))),
    expires_at: z.optional(z.nullable(instant(ANNOUNCEMENT_MESSAGES.expiresAt))),
    audience: z.optional(z.enum(ANNOUNCEMENT_AUDIENCES, { error: ANNOUNCEMENT_MESSAGES.audience })),
    season_id: optionalId(ANNOUNCEMENT_MESSAGES.season),
    division_id: optionalId(ANNOUNCEMENT_MESSAGES.division),
    send_again: z.optional(z.boolean({ error: ANNOUNCEMENT_MESSAGES.sendAgain })),
    /**
     * With send_again: the emailed_at the admin saw, i.e. which sending to repeat. Saves naming
     * a sending that was repeated already send nothing more, so "send again" is idempotent.
     */
    emailed_at: z.optional(z.nullable(instant(ANNOUNCEMENT_MESSAGES.sendAgainOf))),
  })
  .check(
    z.refine((v) => !v.expires_at || !v.publish_at || Date.parse(v.expires_at) > Date.parse(v.publish_at), {
      path: ['expires_at'],
      message: ANNOUNCEMENT_MESSAGES.expiresAfterPublish,
    }),
    z.refine((v) => (v.audience ?? 'none') === 'none' || Boolean(v.season_id), { path: ['season_id'], message: ANNOUNCEMENT_MESSAGES.season }),
    z.refine((v) => v.audience !== 'division' || Boolean(v.division_id), { path: ['division_id'], message: ANNOUNCEMENT_MESSAGES.division }),
    z.refine((v) => v.send_again !== true || Boolean(v.emailed_at), { path: ['emailed_at'], message: ANNOUNCEMENT_MESSAGES.sendAgainOf }),
  );
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;
