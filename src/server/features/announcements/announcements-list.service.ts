import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ANNOUNCEMENT_PAGE_SIZE_DEFAULT, ANNOUNCEMENT_PAGE_SIZE_MAX, ANNOUNCEMENT_STATES } from '../../../shared/announcements';
import type { AnnouncementAudienceOptions, AnnouncementPage } from '../../../shared/api/announcements';
import type { Database } from '../../db/client';
import { announcements, divisions, seasons } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { toCsv } from '../../http/csv';
import { announcementColumns, stateSql, toAdminAnnouncement } from './announcements-views';
import { type FiltersOf, listQuerySchema, optionalParam, pageWindow, searchParam } from '../../http/list-query';
import { containsPattern } from '../../http/search';

export const listAnnouncementsQuerySchema = listQuerySchema(
  {
    state: optionalParam(z.enum(ANNOUNCEMENT_STATES, { error: `State must be one of ${ANNOUNCEMENT_STATES.join(', ')}.` })),
    q: searchParam(),
  },
  { pageSizeDefault: ANNOUNCEMENT_PAGE_SIZE_DEFAULT, pageSizeMax: ANNOUNCEMENT_PAGE_SIZE_MAX },
);
export type ListAnnouncementsQuery = z.infer<typeof listAnnouncementsQuerySchema>;
type AnnouncementFilters = FiltersOf<ListAnnouncementsQuery>;

function filtersOf(query: AnnouncementFilters, now: Date): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : null;
  return and(
    query.state ? stateSql(query.state, now) : undefined,
    pattern ? or(ilike(announcements.title, pattern), ilike(announcements.body, pattern)) : undefined,
  );
}

/** Newest first: the latest publish time on top, scheduled ones included. */
const newestFirst = [desc(announcements.publishAt), desc(announcements.createdAt), asc(announcements.id)];

export async function listAnnouncements({
  db,
  actor,
  query,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  query: ListAnnouncementsQuery;
  now?: Date;
}): Promise<AnnouncementPage> {
  requireActor(actor);
  const where = filtersOf(query, now);
  const [rows, [total]] = await Promise.all([
    db
      .select(announcementColumns)
      .from(announcements)
      .leftJoin(seasons, eq(seasons.id, announcements.audienceSeasonId))
      .leftJoin(divisions, eq(divisions.id, announcements.audienceDivisionId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ count: count() }).from(announcements).where(where),
  ]);
  return { items: rows.map((r) => toAdminAnnouncement(r, now)), total: total?.count ?? 0, page: query.page, page_size: query.page_size };
}

const CSV_HEADER = [
  'id',
  'title',
  'body',
  'state',
  'pinned',
  'publish_at',
  'expires_at',
  'email_season',
  'email_division',
  'emailed_at',
  'emailed_count',
  'created_at',
  'updated_at',
] as const;

export async function exportAnnouncementsCsv({
  db,
  actor,
  query,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  query: AnnouncementFilters;
  now?: Date;
}): Promise<string> {
  requireActor(actor);
  const rows = await db
    .select(announcementColumns)
    .from(announcements)
    .leftJoin(seasons, eq(seasons.id, announcements.audienceSeasonId))
    .leftJoin(divisions, eq(divisions.id, announcements.audienceDivisionId))
    .where(filtersOf(query, now))
    .orderBy(...newestFirst);
  return toCsv(
    CSV_HEADER,
    rows.map((r) => {
      const a = toAdminAnnouncement(r, now);
      return [
        a.id,
        a.title,
        a.body,
        a.state,
        a.pinned,
        a.publish_at,
        a.expires_at,
        a.season_name,
        a.division_name,
        a.emailed_at,
        a.emailed_count,
        a.created_at,
        a.updated_at,
      ];
    }),
  );
}

/** The seasons (newest first) and divisions the e-mail audience is chosen from. */
export async function listAnnouncementAudiences({ db, actor }: { db: Database; actor: Actor | null }): Promise<AnnouncementAudienceOptions> {
  requireActor(actor);
  const [seasonRows, divisionRows] = await Promise.all([
    db.select({ id: seasons.id, name: seasons.name }).from(seasons).orderBy(desc(seasons.startDate), asc(seasons.name)),
    db.select({ id: divisions.id, name: divisions.name }).from(divisions).orderBy(asc(divisions.name)),
  ]);
  return { seasons: seasonRows, divisions: divisionRows };
}
