import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod/mini';

export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
}

/**
 * Issues as react-hook-form errors, keyed by the top-level field: the forms here are flat,
 * and an issue inside a list (positions_played.2) belongs to the list's one input group.
 * The first message of each field wins, as a user reads one at a time.
 */
export function issuesToFieldErrors(issues: readonly IssueLike[]): Record<string, { type: string; message: string }> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (field === undefined) continue;
    const key = String(field);
    errors[key] ??= { type: issue.code ?? 'custom', message: issue.message };
  }
  return errors;
}

/**
 * A react-hook-form resolver that checks the values against whichever schema `pick` returns
 * at that moment (the waitlist wizard's current step), after `prepare` has turned the form's
 * values into the request's (e.g. an empty select into null). Valid values are passed on as
 * they are, unparsed: the form converts them itself on submit.
 */
export function schemaResolver<V extends FieldValues>(pick: () => z.core.$ZodType, prepare: (values: V) => unknown = (values) => values): Resolver<V> {
  return (values) => {
    const result = z.safeParse(pick(), prepare(values));
    if (result.success) return { values, errors: {} };
    return { values: {}, errors: issuesToFieldErrors(result.error.issues) as FieldErrors<V> };
  };
}
