import { and, desc, eq, ne } from 'drizzle-orm';
import type { SchedulePattern } from '../../../shared/api/schedule-generator';
import { WEEKDAYS, type Weekday } from '../../../shared/schemas/schedule-generator';
import { wallClock, wallClockDate, wallClockTime } from '../../../shared/zoned-time';
import type { Database, Transaction } from '../../db/client';
import { games } from '../../db/schema/index';
import { dayNumber, weekdayOfDay } from './calendar-days';

type Db = Database | Transaction;

/** weekdayOfDay's numbers (0 = Sunday) as the form's weekdays. */
const BY_DAY_NUMBER: readonly Weekday[] = ['sunday', ...WEEKDAYS.slice(0, 6)];
/** Enough games to see a pattern, few enough to read at once. */
const SAMPLE = 400;
const MOST = 6;

/** The values seen most often, most often first (ties in the order first seen). */
function mostCommon<T>(values: readonly T[]): T[] {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MOST)
    .map(([value]) => value);
}

/**
 * The days, kick-off times and fields a division plays on (issue 20 item 12): this season's
 * games, else those of the division's latest season with any. The generator's form starts from
 * them instead of Saturdays at the first venue; null when the division has never played.
 */
export async function loadDivisionPattern(db: Db, seasonId: string, divisionId: string, timeZone: string): Promise<SchedulePattern | null> {
  const rows = await db
    .select({ seasonId: games.seasonId, startsAt: games.startsAt, fieldId: games.fieldId })
    .from(games)
    .where(and(eq(games.divisionId, divisionId), ne(games.status, 'cancelled')))
    .orderBy(desc(games.startsAt))
    .limit(SAMPLE);
  const patternSeason = rows.some((r) => r.seasonId === seasonId) ? seasonId : rows[0]?.seasonId;
  const chosen = rows.filter((r) => r.seasonId === patternSeason);
  if (chosen.length === 0) return null;
  const clocks = chosen.map((r) => wallClock(r.startsAt, timeZone));
  const weekday = (c: (typeof clocks)[number]) => {
    const day = dayNumber(wallClockDate(c));
    return BY_DAY_NUMBER[day === null ? 6 : weekdayOfDay(day)] ?? 'saturday';
  };
  return {
    game_days: WEEKDAYS.filter((d) => mostCommon(clocks.map(weekday)).includes(d)),
    time_slots: mostCommon(clocks.map(wallClockTime)).sort(),
    field_ids: mostCommon(chosen.flatMap((r) => (r.fieldId ? [r.fieldId] : []))),
  };
}
