import { eq, sql } from 'drizzle-orm';
import type { AdminSeason } from '../../../shared/api/seasons';
import { PERIOD_STATUSES, SEASON_STATUSES, type PeriodStatus, type SeasonStatus } from '../../../shared/seasons';
import type { Database, Transaction } from '../../db/client';
import { seasons } from '../../db/schema/index';
import { AppError, notFound } from '../../http/errors';

export function toSeasonStatus(value: string): SeasonStatus {
  const status = SEASON_STATUSES.find((s) => s === value);
  if (!status) throw new AppError('INTERNAL', `unknown season status ${value}`);
  return status;
}

export function toPeriodStatus(value: string): PeriodStatus {
  const status = PERIOD_STATUSES.find((s) => s === value);
  if (!status) throw new AppError('INTERNAL', `unknown registration period status ${value}`);
  return status;
}

/** The columns of an admin season, counts included (correlated counts: one row per season). */
export const adminSeasonColumns = {
  id: seasons.id,
  name: seasons.name,
  startDate: seasons.startDate,
  endDate: seasons.endDate,
  status: seasons.status,
  createdAt: seasons.createdAt,
  // Spelled out: drizzle writes a lone column unqualified, which inside the subquery would
  // name the subquery's own table.
  teamCount: sql<number>`(select count(*)::int from teams t where t.season_id = seasons.id)`,
  periodCount: sql<number>`(select count(*)::int from registration_periods p where p.season_id = seasons.id)`,
};

export interface AdminSeasonRow {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  status: string;
  createdAt: Date;
  teamCount: number;
  periodCount: number;
}

export function toAdminSeason(row: AdminSeasonRow): AdminSeason {
  return {
    id: row.id,
    name: row.name,
    start_date: row.startDate,
    end_date: row.endDate,
    status: toSeasonStatus(row.status),
    team_count: Number(row.teamCount),
    period_count: Number(row.periodCount),
    created_at: row.createdAt.toISOString(),
  };
}

export async function loadAdminSeason(db: Database | Transaction, seasonId: string): Promise<AdminSeason> {
  const [row] = await db.select(adminSeasonColumns).from(seasons).where(eq(seasons.id, seasonId));
  if (!row) throw notFound('That season');
  return toAdminSeason(row);
}

/** The season's row, locked for the rest of the transaction; 404 if there is none. */
export async function lockSeason(tx: Transaction, seasonId: string) {
  const [row] = await tx.select().from(seasons).where(eq(seasons.id, seasonId)).for('update');
  if (!row) throw notFound('That season');
  return row;
}
