// zod/mini (decision 006): forms and the server share these.
import { z } from 'zod/mini';

/** Every row id is a UUID (PostgreSQL `uuid`); anything else cannot name a row. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** A required id field of a form or body, with the message shown under that field: any 8-4-4-4-12 hex, as UUID_PATTERN (format uuid, decision 070). */
export const idField = (message: string) => z.guid({ error: message });

/** An id a form may leave empty (null or omitted). */
export const optionalIdField = (message: string) => z.optional(z.nullable(idField(message)));
