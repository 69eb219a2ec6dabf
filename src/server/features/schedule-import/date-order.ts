import type { DateOrder } from './file-formats';

/**
 * The order a file writes its dates in (issue 26, decision 088), decided once for the whole
 * column rather than row by row: a day above 12 anywhere settles it ("17/08/2013" makes the
 * file day first); else the person's choice, else the format's convention. Only when none of
 * these speaks and some date reads two ways is the person asked, with two such rows read both
 * ways.
 */

export const SLASHED_DATE = /^(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/i;

export interface DateSample {
  line: number;
  text: string;
  day_first: string;
  month_first: string;
}

export interface DateOrderDecision {
  order: DateOrder | null;
  decided_by: 'file' | 'choice' | 'format' | null;
  /** True when dates read two ways and nothing has said which: the person chooses, once. */
  choice_needed: boolean;
  samples: DateSample[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

export function decideDateOrder(
  cells: readonly { line: number; text: string }[],
  choice: DateOrder | undefined,
  convention: DateOrder | null,
): DateOrderDecision {
  let dayFirst = false;
  let monthFirst = false;
  const twoWays: DateSample[] = [];
  for (const { line, text } of cells) {
    const match = SLASHED_DATE.exec(text.trim());
    if (!match) continue;
    const [a, b, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (a > 12 && b <= 12) dayFirst = true;
    else if (b > 12 && a <= 12) monthFirst = true;
    else if (a !== b && a <= 12 && b <= 12) twoWays.push({ line, text, day_first: iso(year, b, a), month_first: iso(year, a, b) });
  }
  const samples = twoWays.slice(0, 2);
  if (dayFirst !== monthFirst) return { order: dayFirst ? 'day_first' : 'month_first', decided_by: 'file', choice_needed: false, samples: [] };
  if (choice) return { order: choice, decided_by: 'choice', choice_needed: false, samples };
  // A file writing dates both ways has no convention to lean on.
  if (convention && !dayFirst) return { order: convention, decided_by: 'format', choice_needed: false, samples };
  const choiceNeeded = twoWays.length > 0 || (dayFirst && monthFirst);
  return { order: null, decided_by: null, choice_needed: choiceNeeded, samples };
}
