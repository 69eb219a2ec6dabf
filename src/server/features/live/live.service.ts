import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { LiveGames } from '../../../shared/api/live';
import { LIVE_CHANNEL } from '../../../shared/games';
import type { Database } from '../../db/client';
import { games, realtimeMessages, teams } from '../../db/schema/index';
import { loadGamesWithEvents } from '../games/index';

/**
 * GET /api/live: the games being played, oldest kick-off first, and the live channel's last
 * message id. The id is read first: the games are then at least as new as it, so a page that
 * opens the stream after it misses nothing (a change in both arrives twice, as the same game).
 */
export async function listLiveGames(db: Database): Promise<LiveGames> {
  const [latest] = await db
    .select({ id: sql<string | number>`coalesce(max(${realtimeMessages.id}), 0)` })
    .from(realtimeMessages)
    .where(eq(realtimeMessages.channel, LIVE_CHANNEL));
  const live = await db.select({ id: games.id }).from(games).where(eq(games.isLive, true)).orderBy(asc(games.startsAt), asc(games.id));
  const liveGames = await loadGamesWithEvents(
    db,
    live.map((g) => g.id),
  );
  const teamIds = [...new Set(liveGames.flatMap((g) => [g.home_team.id, g.away_team.id]))];
  const colours =
    teamIds.length === 0
      ? []
      : await db.select({ id: teams.id, primary: teams.primaryColor, secondary: teams.secondaryColor }).from(teams).where(inArray(teams.id, teamIds));
  return {
    games: liveGames,
    last_event_id: Number(latest?.id ?? 0),
    team_colours: Object.fromEntries(colours.map((t) => [t.id, { primary_color: t.primary, secondary_color: t.secondary }])),
  };
}
