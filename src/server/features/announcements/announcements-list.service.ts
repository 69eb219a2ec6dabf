import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  ANNOUNCEMENT_PAGE_SIZE_DEFAULT,
  ANNOUNCEMENT_PAGE_SIZE_MAX,
  ANNOUNCEMENT_STATES,
  type AnnouncementAudienceOptions,
  type AnnouncementPage,
} from '../../../shared/announcements-api';
import type { Database } from '../../db/client';
import { announcements, divisions, seasons } from '../../db/schema/index';
import { assertRoles } from '../../http/access';
import type { Actor } from '../../http/context';
import { toCsv } from '../../http/csv';
import { announcementColumns, stateSql, toAdminAnnouncement } from './announcements-views';
import { containsPattern } from '../../http/search';

/** An empty query parameter (`?state=`) means "any", as a form with a cleared filter sends it. */
const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const PAGE_SIZE_MESSAGE = `Page size must be between 1 and ${ANNOUNCEMENT_PAGE_SIZE_MAX}.`;

// Server-only (decision 006 allows full zod for admin query strings).
export const listAnnouncementsQuerySchema = z.object({
  state: optionalParam(z.enum(ANNOUNCEMENT_STATES, { error: `State must be one of ${ANNOUNCEMENT_STATES.join(', ')}.` })),
  q: optionalParam(z.string().trim().max(100, 'Search text must be at most 100 characters.')),
  page: z.coerce.number().int('Page must be a whole number of at least 1.').min(1, 'Page must be a whole number of at least 1.').default(1),
  page_size: z.coerce.number().int(PAGE_SIZE_MESSAGE).min(1, PAGE_SIZE_MESSAGE).max(ANNOUNCEMENT_PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE).default(ANNOUNCEMENT_PAGE_SIZE_DEFAULT),
});
export type ListAnnouncementsQuery = z.infer<typeof listAnnouncementsQuerySchema>;
type AnnouncementFilters = Omit<ListAnnouncementsQuery, 'page' | 'page_size'>;

function filtersOf(query: AnnouncementFilters, now: Date): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : null;
  return and(query.state ? stateSql(query.state, now) : undefined, pattern ? or(ilike(announcements.title, pattern), ilike(announcements.body, pattern)) : undefined);
}

/** Newest first: the latest publish time on top, scheduled ones included. */
const newestFirst = [desc(announcements.publishAt), desc(announcements.createdAt), asc(announcements.id)];

export async function listAnnouncements({ db, actor, query, now = new Date() }: { db: Database; actor: Actor | null; query: ListAnnouncementsQuery; now?: Date }): Promise<AnnouncementPage> {
  assertRoles(actor, ['admin']);
  const where = filtersOf(query, now);
  const [rows, [total]] = await Promise.all([
    db
      .select(announcementColumns)
      .from(announcements)
      .leftJoin(seasons, eq(seasons.id, announcements.audienceSeasonId))
      .leftJoin(divisions, eq(divisions.id, announcements.audienceDivisionId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ count: count() }).from(announcements).where(where),
  ]);
  return { items: rows.map((r) => toAdminAnnouncement(r, now)), total: total?.count ?? 0, page: query.page, page_size: query.page_size };
}

const CSV_HEADER = ['id', 'title', 'body', 'state', 'pinned', 'publish_at', 'expires_at', 'email_season', 'email_division', 'emailed_at', 'emailed_count', 'created_at', 'updated_at'] as const;

export async function exportAnnouncementsCsv({ db, actor, query, now = new Date() }: { db: Database; actor: Actor | null; query: AnnouncementFilters; now?: Date }): Promise<string> {
  assertRoles(actor, ['admin']);
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
      return [a.id, a.title, a.body, a.state, a.pinned, a.publish_at, a.expires_at, a.season_name, a.division_name, a.emailed_at, a.emailed_count, a.created_at, a.updated_at];
    }),
  );
}

/** The seasons (newest first) and divisions the e-mail audience is chosen from. */
export async function listAnnouncementAudiences({ db, actor }: { db: Database; actor: Actor | null }): Promise<AnnouncementAudienceOptions> {
  assertRoles(actor, ['admin']);
  const [seasonRows, divisionRows] = await Promise.all([
    db.select({ id: seasons.id, name: seasons.name }).from(seasons).orderBy(desc(seasons.startDate), asc(seasons.name)),
    db.select({ id: divisions.id, name: divisions.name }).from(divisions).orderBy(asc(divisions.name)),
  ]);
  return { seasons: seasonRows, divisions: divisionRows };
}
