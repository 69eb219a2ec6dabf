import { and, count, countDistinct, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminDashboard } from '../../../shared/api/dashboard';
import { RECENT_ACTIVITY_LIMIT } from '../../../shared/dashboard';
import type { Database } from '../../db/client';
import { games, registrations, seasons, waitlistEntries, waivers } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { notFound } from '../../http/errors';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { unsignedRegistrations } from '../waivers/index';
import { recentAuditItems } from './audit-log.service';
import { leagueWeek } from '../../../shared/league-week';
import { currentSeasonOf, newestSeasonsFirst } from '../../core/seasons/current-season';
import { optionalIdParam } from '../../http/list-query';
import type { GameStatus } from '../../../shared/games';
import type { RegistrationStatus } from '../../../shared/registrations';
import type { WaitlistStatus } from '../../../shared/waitlist';

export const dashboardQuerySchema = z.object({
  season_id: optionalIdParam('Season must be a season id.'),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const PAID: RegistrationStatus[] = ['paid', 'confirmed'];
const UNPAID: RegistrationStatus[] = ['pending_payment'];
const WAITING: WaitlistStatus[] = ['pending', 'invited'];
/** A called-off game is not one of the week's games. */
const NOT_PLAYED: GameStatus[] = ['cancelled'];

const centsSum = (column: typeof registrations.amountPaidCents) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

export async function getAdminDashboard({
  db,
  actor,
  query,
  now = new Date(),
}: {
  db: Database;
  actor: Actor | null;
  query: DashboardQuery;
  now?: Date;
}): Promise<AdminDashboard> {
  requireActor(actor);
  const all = await db
    .select({ id: seasons.id, name: seasons.name, status: seasons.status })
    .from(seasons)
    .orderBy(...newestSeasonsFirst);
  // Without a choice: the current season (seasons/current-season.ts).
  const season = query.season_id ? all.find((s) => s.id === query.season_id) : currentSeasonOf(all);
  if (season === undefined) throw notFound('That season');
  const settings = await readLeagueSettings(db);
  const week = leagueWeek(now, settings.timeZone);
  const waiver = await activeWaiver(db);
  const [figures, allTime, recent] = await Promise.all([
    season ? seasonFigures(db, season.id, week, waiver) : null,
    db
      .select({ cents: centsSum(registrations.amountPaidCents) })
      .from(registrations)
      .where(inArray(registrations.status, PAID)),
    recentAuditItems(db, RECENT_ACTIVITY_LIMIT),
  ]);
  return {
    season,
    seasons: all,
    registrations_paid: figures?.paid ?? 0,
    registrations_unpaid: figures?.unpaid ?? 0,
    waitlist_size: figures?.waitlist ?? 0,
    games_this_week: figures?.gamesThisWeek ?? 0,
    week_start: week.start.toISOString(),
    week_end: week.end.toISOString(),
    live_games: figures?.liveGames ?? 0,
    revenue_season_cents: figures?.revenueCents ?? 0,
    revenue_all_time_cents: allTime[0]?.cents ?? 0,
    unsigned_waivers: figures?.unsigned ?? 0,
    active_waiver_version: waiver?.version ?? null,
    recent_activity: recent,
  };
}

async function activeWaiver(db: Database): Promise<{ id: string; version: number } | undefined> {
  const [row] = await db.select({ id: waivers.id, version: waivers.version }).from(waivers).where(eq(waivers.isActive, true));
  return row;
}

async function seasonFigures(db: Database, seasonId: string, week: { start: Date; end: Date }, waiver: { id: string } | undefined) {
  const ofSeason = eq(registrations.seasonId, seasonId);
  const [byStatus, [waitlist], [weekGames], [live], [revenue], [unsigned]] = await Promise.all([
    db.select({ status: registrations.status, count: count() }).from(registrations).where(ofSeason).groupBy(registrations.status),
    db
      .select({ count: count() })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.seasonId, seasonId), inArray(waitlistEntries.status, WAITING))),
    db
      .select({ count: count() })
      .from(games)
      .where(and(eq(games.seasonId, seasonId), gte(games.startsAt, week.start), lt(games.startsAt, week.end), notInArray(games.status, NOT_PLAYED))),
    db
      .select({ count: count() })
      .from(games)
      .where(and(eq(games.seasonId, seasonId), eq(games.isLive, true))),
    db
      .select({ cents: centsSum(registrations.amountPaidCents) })
      .from(registrations)
      .where(and(ofSeason, inArray(registrations.status, PAID))),
    waiver
      ? db
          .select({ count: countDistinct(registrations.playerId) })
          .from(registrations)
          .where(unsignedRegistrations(db, seasonId, waiver.id))
      : [{ count: 0 }],
  ]);
  const statusCount = (statuses: string[]) => byStatus.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + r.count, 0);
  return {
    paid: statusCount(PAID),
    unpaid: statusCount(UNPAID),
    waitlist: waitlist?.count ?? 0,
    gamesThisWeek: weekGames?.count ?? 0,
    liveGames: live?.count ?? 0,
    revenueCents: revenue?.cents ?? 0,
    unsigned: unsigned?.count ?? 0,
  };
}
