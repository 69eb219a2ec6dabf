/**
 * Dates as people type them (decision 046): 25/04/1990, 25.04.1990, 25-04-1990, 1990-04-25,
 * 25 April 1990, April 25, 1990, 25041990 or 19900425. The result is the spec's stored text,
 * yyyy-MM-dd. When both of the first two numbers could be the month (04/05/1990), the league's
 * convention decides: day first, as the field's hint says. A second number above 12
 * (04/25/1990) can only be a month-first date and is read that way.
 */

export type DateParse = { ok: true; iso: string } | { ok: false; reason: 'empty' | 'unreadable' | 'not-a-day' };

/** The order the league reads an ambiguous numeric date in, and how the field's hint shows it. */
export const DATE_ORDER_HINT = 'Day, month, year: for example 25/04/1990';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'] as const;

/** "apr", "April", "sept" → 4 or 9; at least three letters. */
function monthFromName(word: string): number | null {
  const lower = word.toLowerCase().replace(/\.$/, '');
  if (lower.length < 3) return null;
  const index = MONTHS.findIndex((name) => name.startsWith(lower) || (lower === 'sept' && name === 'september'));
  return index === -1 ? null : index + 1;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A two-digit year is the latest one not after this year: 90 → 1990, 05 → 2005 (dates of birth are past). */
function fullYear(text: string, today: Date): number {
  const value = Number(text);
  if (text.length !== 2) return value;
  const century = Math.floor(today.getFullYear() / 100) * 100;
  return century + value > today.getFullYear() ? century - 100 + value : century + value;
}

/** yyyy-MM-dd when the three numbers make a real calendar day, else null. */
export function toIsoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const result = (iso: string | null): DateParse => (iso ? { ok: true, iso } : { ok: false, reason: 'not-a-day' });

export function parseTypedDate(input: string, today: Date = new Date()): DateParse {
  const text = input.trim();
  if (text === '') return { ok: false, reason: 'empty' };

  // Digits only: 19900425 (year first) or 25041990 (the league's day first).
  if (/^\d{8}$/.test(text)) {
    const yearFirst = toIsoDate(Number(text.slice(0, 4)), Number(text.slice(4, 6)), Number(text.slice(6)));
    if (yearFirst && /^(19|20)/.test(text)) return { ok: true, iso: yearFirst };
    return result(toIsoDate(Number(text.slice(4)), Number(text.slice(2, 4)), Number(text.slice(0, 2))));
  }

  const parts = text
    .replace(/(\d)(st|nd|rd|th)\b/gi, '$1')
    .split(/[\s,./-]+/)
    .filter(Boolean);
  if (parts.length !== 3) return { ok: false, reason: 'unreadable' };

  const words = parts.filter((part) => /^[a-z]+\.?$/i.test(part));
  if (words.length === 1) {
    const month = monthFromName(words[0] ?? '');
    const numbers = parts.filter((part) => /^\d{1,4}$/.test(part));
    if (month === null || numbers.length !== 2) return { ok: false, reason: 'unreadable' };
    // The year is the four-digit number (or, failing that, the last one): 25 April 1990, April 25 1990, 1990 April 25.
    const yearIndex = numbers.findIndex((n) => n.length === 4);
    const yearText = yearIndex === -1 ? (numbers[1] ?? '') : (numbers[yearIndex] ?? '');
    const dayText = yearIndex === -1 ? (numbers[0] ?? '') : (numbers[1 - yearIndex] ?? '');
    if (dayText.length > 2) return { ok: false, reason: 'unreadable' };
    return result(toIsoDate(fullYear(yearText, today), month, Number(dayText)));
  }
  if (!parts.every((part) => /^\d+$/.test(part))) return { ok: false, reason: 'unreadable' };

  const [a = '', b = '', c = ''] = parts;
  if (a.length === 4) return result(toIsoDate(Number(a), Number(b), Number(c)));
  if (a.length > 2 || b.length > 2 || (c.length !== 2 && c.length !== 4)) return { ok: false, reason: 'unreadable' };
  const first = Number(a);
  const second = Number(b);
  const year = fullYear(c, today);
  // Day first unless that cannot be a date and month first can (04/25/1990).
  if (second > 12 && first <= 12) return result(toIsoDate(year, first, second));
  return result(toIsoDate(year, second, first));
}

/** A stored yyyy-MM-dd as the league writes it in the field, 25/04/1990; anything else as it is. */
export function formatDateForTyping(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** "25 April 1990": what a typed date was read as, with the month in words so no order is ambiguous. */
export function describeIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const month = MONTHS[Number(match[2]) - 1] ?? '';
  return `${Number(match[3])} ${month.charAt(0).toUpperCase()}${month.slice(1)} ${match[1]}`;
}
