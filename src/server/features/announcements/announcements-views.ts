import { eq, sql } from 'drizzle-orm';
import type { AnnouncementState } from '../../../shared/announcements';
import type { AdminAnnouncement } from '../../../shared/api/announcements';
import type { AnnouncementAudience } from '../../../shared/schemas/announcements';
import type { Database, Transaction } from '../../db/client';
import { announcements, divisions, seasons } from '../../db/schema/index';
import { notFound } from '../../http/errors';

export type AnnouncementRow = typeof announcements.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from a path; anything that is not a uuid cannot be an announcement. */
export function announcementIdOf(value: string): string {
  if (!UUID.test(value)) throw notFound('That announcement');
  return value;
}

export function stateOf(row: Pick<AnnouncementRow, 'publishAt' | 'expiresAt'>, now: Date): AnnouncementState {
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.publishAt.getTime() > now.getTime()) return 'scheduled';
  return 'published';
}

export function audienceOf(row: Pick<AnnouncementRow, 'audienceSeasonId' | 'audienceDivisionId'>): AnnouncementAudience {
  if (!row.audienceSeasonId) return 'none';
  return row.audienceDivisionId ? 'division' : 'season';
}

/** The same rule in SQL, for the list's state filter (home.service.ts shows the 'published' ones). */
export function stateSql(state: AnnouncementState, now: Date) {
  const at = now.toISOString();
  if (state === 'expired') return sql`${announcements.expiresAt} is not null and ${announcements.expiresAt} <= ${at}`;
  if (state === 'scheduled') return sql`(${announcements.expiresAt} is null or ${announcements.expiresAt} > ${at}) and ${announcements.publishAt} > ${at}`;
  return sql`(${announcements.expiresAt} is null or ${announcements.expiresAt} > ${at}) and ${announcements.publishAt} <= ${at}`;
}

export const announcementColumns = {
  row: announcements,
  seasonName: seasons.name,
  divisionName: divisions.name,
};

export function toAdminAnnouncement(
  { row, seasonName, divisionName }: { row: AnnouncementRow; seasonName: string | null; divisionName: string | null },
  now: Date,
): AdminAnnouncement {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    pinned: row.pinned,
    publish_at: row.publishAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    state: stateOf(row, now),
    audience: audienceOf(row),
    season_id: row.audienceSeasonId,
    season_name: seasonName,
    division_id: row.audienceDivisionId,
    division_name: divisionName,
    emailed_at: row.emailedAt?.toISOString() ?? null,
    emailed_count: row.emailedCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function loadAdminAnnouncement(db: Database | Transaction, id: string, now = new Date()): Promise<AdminAnnouncement> {
  const [found] = await db
    .select(announcementColumns)
    .from(announcements)
    .leftJoin(seasons, eq(seasons.id, announcements.audienceSeasonId))
    .leftJoin(divisions, eq(divisions.id, announcements.audienceDivisionId))
    .where(eq(announcements.id, id));
  if (!found) throw notFound('That announcement');
  return toAdminAnnouncement(found, now);
}

export async function lockAnnouncement(tx: Transaction, id: string): Promise<AnnouncementRow> {
  const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
  if (!row) throw notFound('That announcement');
  return row;
}
