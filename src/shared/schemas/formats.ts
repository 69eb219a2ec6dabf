// zod/mini (decision 006). The kinds of value the API's strings and numbers carry, each with the
// `format` the OpenAPI document gives it (decision 070): the answers are built from these, and
// the request fields declare the same formats.
import { z } from 'zod/mini';

/**
 * A row's id: PostgreSQL `uuid` (v4 from gen_random_uuid). `format: uuid`, checked as any
 * 8-4-4-4-12 hex (zod's guid, the same rule as the path ids): not z.uuid()'s version and
 * variant bits, which would turn a request that finds nothing (404) into a refused one (422).
 */
export const rowId = () => z.guid();

/** A user account's id: Better Auth's own text (short, URL-safe), not a UUID. */
export const accountId = () => z.string().check(z.describe("A user account's id (Better Auth's text id, not a UUID)."));

/** An instant, as `Date.toISOString()` writes it: ISO 8601 in UTC (2026-11-28T19:30:00.000Z). */
export const instant = () => z.iso.datetime();

/** A calendar day, yyyy-MM-dd, with no time and no zone (what the day is in, the field says). */
export const calendarDay = () => z.iso.date();

export const emailAddress = () => z.email();

/** An absolute URL. */
export const absoluteUrl = () => z.url();

/**
 * Money: whole cents of the league's currency, Canadian dollars (1250 is $12.50), never a
 * fraction (decision 057: the columns are 32-bit integers). `what` says which amount it is.
 */
export const cents = (what: string) => z.int().check(z.describe(`${what}, in whole cents of Canadian dollars (1250 is $12.50).`));

/**
 * The `format` of a request field whose own checks already hold it to that format, with the
 * messages the forms show (a date's refinement, an instant's pattern): the document says the
 * format, the field keeps its checks and messages.
 */
export const withFormat = (format: 'date' | 'date-time' | 'email' | 'uuid' | 'uri') => z.meta({ format });
