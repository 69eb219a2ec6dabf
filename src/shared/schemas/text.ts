// zod/mini (decision 006): forms and routes share these.
import { z } from 'zod/mini';

/** The message for a NUL byte, whichever layer finds it (the JSON layer or a text field). */
export const NUL_MESSAGE = 'This field contains a character that is not allowed (NUL).';

/** Names (first, last, emergency contact): far over any real one, far under the name index's ~2.7 KB row limit. */
export const NAME_MAX = 100;

/**
 * One text field: trimmed, at most `max` characters, no NUL byte (PostgreSQL text cannot hold
 * one), and at least `min` when `required` gives the message for too short. Every text a
 * person types goes through here, so a bound is never forgotten: a 3 KB name reached the
 * players' name index unbounded, a 500, and a multipart caption never meets the JSON layer's
 * NUL check (http/validate.ts). (decision 057)
 */
export function textField(options: { max: number; tooLong: string; required?: string; min?: number; notText?: string }) {
  const { max, tooLong, required } = options;
  return z.string({ error: options.notText ?? required ?? tooLong }).check(
    z.trim(),
    ...(required === undefined ? [] : [z.minLength(options.min ?? 1, required)]),
    z.maxLength(max, tooLong),
    z.refine((value) => !value.includes('\u0000'), NUL_MESSAGE),
  );
}

/** A person's name part: required, at most NAME_MAX characters ("First name must be at most 100 characters."). */
export const nameField = (label: string, required: string, min = 1) =>
  textField({ max: NAME_MAX, min, required, tooLong: `${label} must be at most ${NAME_MAX} characters.` });
