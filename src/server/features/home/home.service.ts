import { and, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { HomeData } from '../../../shared/api/home';
import type { Database } from '../../db/client';
import { announcements, games } from '../../db/schema/index';
import { findCurrentSeason } from '../../core/seasons/current-season';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { listGameSummaries } from '../games/index';
import { listHomeStandings } from '../standings/index';

export async function getHomeData(db: Database, now = new Date()): Promise<HomeData> {
  const [settings, currentSeason] = await Promise.all([readLeagueSettings(db), findCurrentSeason(db)]);
  const [notices, liveGames, upcomingGames, recentResults, standings] = await Promise.all([
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
    listHomeStandings(db, currentSeason, settings.autoPublishStandings),
  ]);
  return {
    league_name: settings.leagueName,
    season_name: currentSeason?.name ?? null,
    announcements: notices.map((a) => ({ id: a.id, title: a.title, body: a.body, pinned: a.pinned, publish_at: a.publishAt.toISOString() })),
    live_games: liveGames,
    upcoming_games: upcomingGames,
    recent_results: recentResults,
    standings,
  };
}
