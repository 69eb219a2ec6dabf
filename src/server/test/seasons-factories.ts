import type { Database } from '../db/client';
import { divisions, registrationPeriods, seasons } from '../db/schema/index';
import { uniqueId } from './test-server';
import type { PeriodStatus, SeasonStatus } from '../../shared/seasons';

/** A season straight in the table (no teams, periods or games). */
export async function createSeasonRow(
  db: Database,
  season: { name?: string; status?: SeasonStatus; startDate?: string; endDate?: string } = {},
): Promise<string> {
  const [row] = await db
    .insert(seasons)
    .values({
      name: season.name ?? `Season ${uniqueId()}`,
      startDate: season.startDate ?? '2031-03-01',
      endDate: season.endDate ?? '2031-08-31',
      status: season.status ?? 'upcoming',
    })
    .returning({ id: seasons.id });
  if (!row) throw new Error('season fixture was not stored');
  return row.id;
}

export async function createDivisionRow(db: Database, division: { name?: string; description?: string } = {}): Promise<string> {
  const [row] = await db
    .insert(divisions)
    .values({ name: division.name ?? `Division ${uniqueId()}`, description: division.description ?? '' })
    .returning({ id: divisions.id });
  if (!row) throw new Error('division fixture was not stored');
  return row.id;
}

export async function createPeriodRow(
  db: Database,
  period: { seasonId: string; divisionId: string; status?: PeriodStatus; feeCents?: number; capacity?: number | null; createdAt?: Date },
): Promise<string> {
  const [row] = await db
    .insert(registrationPeriods)
    .values({
      seasonId: period.seasonId,
      divisionId: period.divisionId,
      status: period.status ?? 'UPCOMING',
      feeCents: period.feeCents ?? 0,
      capacity: period.capacity ?? null,
      createdAt: period.createdAt ?? new Date(),
    })
    .returning({ id: registrationPeriods.id });
  if (!row) throw new Error('registration period fixture was not stored');
  return row.id;
}
