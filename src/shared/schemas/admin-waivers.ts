// zod/mini (decision 006): the admin waiver form uses this schema too.
import { z } from 'zod/mini';

export const WAIVER_TITLE_MAX = 200;
export const WAIVER_BODY_MAX = 50_000;

export const WAIVER_MESSAGES = {
  title: 'Title is required.',
  titleLong: `Title must be at most ${WAIVER_TITLE_MAX} characters.`,
  body: 'Waiver text is required.',
  bodyLong: `Waiver text must be at most ${WAIVER_BODY_MAX.toLocaleString('en-US')} characters.`,
} as const;

/** POST /api/admin/waivers (a new version) and PUT /api/admin/waivers/:waiverId (an unsigned draft). */
export const waiverVersionInputSchema = z.object({
  title: z
    .string({ error: WAIVER_MESSAGES.title })
    .check(z.trim(), z.minLength(1, WAIVER_MESSAGES.title), z.maxLength(WAIVER_TITLE_MAX, WAIVER_MESSAGES.titleLong)),
  // Plain text in paragraphs: kept as typed except for surrounding blank space.
  body: z.string({ error: WAIVER_MESSAGES.body }).check(z.trim(), z.minLength(1, WAIVER_MESSAGES.body), z.maxLength(WAIVER_BODY_MAX, WAIVER_MESSAGES.bodyLong)),
});
export type WaiverVersionInput = z.infer<typeof waiverVersionInputSchema>;
