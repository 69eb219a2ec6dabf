import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { HomeData } from '../../../shared/home';
import type { Database } from '../../db/client';
import { announcements, games, seasons } from '../../db/schema/index';
import { getPublicSettings } from '../settings/settings.service';
import { listGameSummaries } from '../games/games.service';
import { listHomeStandings } from '../standings/standings.service';

export async function getHomeData(db: Database, now = new Date()): Promise<HomeData> {
  const [settings, currentSeason, notices, liveGames, upcomingGames, recentResults, standings] = await Promise.all([
    getPublicSettings(db),
    db
      .select({ name: seasons.name })
      .from(seasons)
      .where(inArray(seasons.status, ['active', 'registration']))
      // The season being played, while the next one already takes registrations.
      .orderBy(sql`(${seasons.status} = 'active') desc`, desc(seasons.startDate))
      .limit(1),
    db
      .select({
        id: announcements.id,
        title: announcements.title,
        body: announcements.body,
        pinned: announcements.pinned,
        publishAt: announcements.publishAt,
      })
      .from(announcements)
      .where(and(lte(announcements.publishAt, now), or(isNull(announcements.expiresAt), gt(announcements.expiresAt, now))))
      .orderBy(desc(announcements.pinned), desc(announcements.publishAt))
      .limit(5),
    listGameSummaries(db, { where: eq(games.isLive, true), order: 'soonest', limit: 10 }),
    listGameSummaries(db, {
      where: and(eq(games.status, 'scheduled'), gt(games.startsAt, now)),
      order: 'soonest',
      limit: 6,
    }),
    listGameSummaries(db, { where: inArray(games.status, ['final', 'forfeit']), order: 'latest', limit: 6 }),
    listHomeStandings(db),
  ]);
  return {
    leagueName: settings.leagueName,
    seasonName: currentSeason[0]?.name ?? null,
    announcements: notices.map((a) => ({ ...a, publishAt: a.publishAt.toISOString() })),
    liveGames,
    upcomingGames,
    recentResults,
    standings,
  };
}

