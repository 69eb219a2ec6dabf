/**
 * A spreadsheet cell read as a date, a time or a score, or the problem a person can fix
 * (decision 039). Dates are read only where they cannot be misread: 2030-05-04, 4 May 2030,
 * May 4, 2030, and 04/05/2030 only when one part is over 12.
 */

import type { DateOrder } from './file-formats';

export const AMBIGUOUS_DATE = (text: string) => `"${text}" could be day/month or month/day: choose how the file writes its dates.`;

export type Read<T> = { value: T } | { problem: string };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

function dateOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || year > 2200 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const monthOf = (word: string) => {
  const index = MONTHS.indexOf(word.slice(0, 3).toLowerCase());
  return index >= 0 ? index + 1 : null;
};

/** With the file's date order (decided once, see date-order.ts), 04/05/2030 reads one way. */
export function readDate(text: string, order: DateOrder | null = null): Read<string> {
  const notADate = { problem: `"${text}" is not a date: write it like 2030-05-04.` };
  if (!text) return { problem: 'The date is missing.' };
  // A leading weekday ("Sat", "Saturday,") says nothing more.
  const cell = text.replace(/^(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i, '').trim();
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(cell);
  if (match) return wrap(dateOf(Number(match[1]), Number(match[2]), Number(match[3])), notADate);
  match = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)\.?,?\s+(\d{4})$/i.exec(cell);
  if (match && monthOf(match[2] ?? '')) return wrap(dateOf(Number(match[3]), monthOf(match[2] ?? '') ?? 0, Number(match[1])), notADate);
  match = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(cell);
  if (match && monthOf(match[1] ?? '')) return wrap(dateOf(Number(match[3]), monthOf(match[1] ?? '') ?? 0, Number(match[2])), notADate);
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(cell);
  if (match) {
    const [a, b, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (order === 'day_first') return wrap(dateOf(year, b, a), { problem: `"${text}" is not a date written day/month/year.` });
    if (order === 'month_first') return wrap(dateOf(year, a, b), { problem: `"${text}" is not a date written month/day/year.` });
    if (a > 12 && b <= 12) return wrap(dateOf(year, b, a), notADate);
    if (b > 12 && a <= 12) return wrap(dateOf(year, a, b), notADate);
    if (a === b) return wrap(dateOf(year, a, b), notADate);
    // No guess at a day here: a wrong one (9/1 read as 9 January in a US file) misleads.
    return { problem: AMBIGUOUS_DATE(text) };
  }
  return notADate;
}

export function readTime(text: string): Read<string> {
  if (!text) return { problem: 'The time is missing.' };
  const notATime = { problem: `"${text}" is not a time: write it like 19:30 or 7:30 PM.` };
  // The spaces before the AM/PM and those inside it ("p .m") are separate runs: two optional
  // runs side by side would split a long run of spaces every way there is (quadratic).
  const match = /^(\d{1,2})(?:[:.h](\d{2}))?(?::(\d{2}))?\s*(?:([ap])\.?\s*(?:m\.?)?)?$/i.exec(text.trim());
  if (!match) return notATime;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const meridiem = match[4]?.toLowerCase();
  if (!match[2] && !meridiem) return notATime; // "19" alone could be anything
  if (meridiem) {
    if (hour < 1 || hour > 12) return notATime;
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return notATime;
  return { value: `${pad(hour)}:${pad(minute)}` };
}

/** A score: empty for a game still to play, else a whole number of goals. */
export function readScore(text: string, side: 'Home' | 'Away'): Read<number | null> {
  if (text === '' || text === '-') return { value: null };
  if (!/^\d{1,3}$/.test(text)) return { problem: `${side} score "${text}" is not a number of goals.` };
  return { value: Number(text) };
}

function wrap(value: string | null, otherwise: { problem: string }): Read<string> {
  return value ? { value } : otherwise;
}

export const problemOf = <T>(read: Read<T>): string | undefined => ('problem' in read ? read.problem : undefined);
export const readValue = <T>(read: Read<T>): T | undefined => ('value' in read ? read.value : undefined);
