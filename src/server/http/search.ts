import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `%text%` for ILIKE, with the caller's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * Phone numbers are stored as typed, so "555 0101" should find "(416) 555-0101": a search that
 * looks like a phone number (digits and phone punctuation only, three digits or more) also
 * matches the stored number's digits. A name with digits in it ("Zq3k2a") does not.
 */
export function phoneDigitsMatch(column: AnyPgColumn, search: string): SQL | undefined {
  if (!/^[\d\s()+.-]+$/.test(search)) return undefined;
  const digits = search.replace(/\D/g, '');
  if (digits.length < 3) return undefined;
  return sql`regexp_replace(coalesce(${column}, ''), '\\D', '', 'g') like ${`%${digits}%`}`;
}
