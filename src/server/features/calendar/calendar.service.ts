import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CalendarFeed, MyCalendar } from '../../../shared/api/calendar';
import type { Database } from '../../db/client';
import { calendarTokens, divisions, fields, games, players, teamRosters, teams, users, venues } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { notFound } from '../../http/errors';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { buildCalendarFeed, type FeedGame } from './feed';

const homeTeam = alias(teams, 'home_team');
const awayTeam = alias(teams, 'away_team');

/** A player's feed starts this far back: recent results stay, old seasons drop off. */
const PLAYER_FEED_HISTORY_DAYS = 180;
/** 32 random bytes: as hard to guess as a session token. */
const TOKEN_BYTES = 32;

/** Where a private feed is served; its file name is the token. */
export const playerFeedUrl = (baseUrl: string, token: string) => new URL(`/api/calendar/players/${token}.ics`, baseUrl).href;
export const teamFeedUrl = (baseUrl: string, teamId: string) => new URL(`/api/calendar/teams/${teamId}.ics`, baseUrl).href;

async function loadFeedGames(db: Database, where: SQL | undefined): Promise<FeedGame[]> {
  const rows = await db
    .select({
      id: games.id,
      startsAt: games.startsAt,
      status: games.status,
      homeTeam: homeTeam.name,
      awayTeam: awayTeam.name,
      homeScore: games.homeScore,
      awayScore: games.awayScore,
      divisionName: divisions.name,
      round: games.round,
      venueName: venues.name,
      venueAddress: venues.address,
      fieldName: fields.name,
      sequence: games.sequence,
      updatedAt: games.updatedAt,
    })
    .from(games)
    .innerJoin(homeTeam, eq(homeTeam.id, games.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, games.awayTeamId))
    .innerJoin(divisions, eq(divisions.id, games.divisionId))
    .leftJoin(fields, eq(fields.id, games.fieldId))
    .leftJoin(venues, eq(venues.id, fields.venueId))
    .where(where)
    .orderBy(asc(games.startsAt), asc(games.id));
  return rows;
}

/** GET /api/calendar/teams/{teamId}.ics (public): every game of the team. */
export async function teamCalendar(db: Database, baseUrl: string, teamId: string): Promise<string> {
  const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  if (!team) throw notFound('That team');
  const [settings, teamGames] = await Promise.all([readLeagueSettings(db), loadFeedGames(db, or(eq(games.homeTeamId, teamId), eq(games.awayTeamId, teamId)))]);
  return buildCalendarFeed(teamGames, { name: `${team.name} – ${settings.leagueName}`, baseUrl });
}

/**
 * GET /api/calendar/players/{token}.ics: the games of every team the token's player is
 * rostered on, from PLAYER_FEED_HISTORY_DAYS ago. The token is the only key: an unknown or
 * revoked one is a 404, the same answer as for a token that never existed. The key is the
 * account's, so it works while the account does: a disabled account's feed is a 404 too (its
 * sessions end the same way, decision 025), and works again if an admin enables it.
 */
export async function playerCalendar(db: Database, baseUrl: string, token: string, now = new Date()): Promise<string> {
  const [owner] = await db
    .select({ userId: calendarTokens.userId })
    .from(calendarTokens)
    .innerJoin(users, eq(users.id, calendarTokens.userId))
    .where(and(eq(calendarTokens.token, token), isNull(users.disabledAt)));
  if (!owner) throw notFound('That calendar');
  const memberships = await db
    .select({ teamId: teamRosters.teamId })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .where(eq(players.userId, owner.userId));
  const teamIds = memberships.map((m) => m.teamId);
  const since = new Date(now.getTime() - PLAYER_FEED_HISTORY_DAYS * 86_400_000);
  const [settings, playerGames] = await Promise.all([
    readLeagueSettings(db),
    teamIds.length === 0
      ? Promise.resolve([])
      : loadFeedGames(db, and(or(inArray(games.homeTeamId, teamIds), inArray(games.awayTeamId, teamIds)), gte(games.startsAt, since))),
  ]);
  return buildCalendarFeed(playerGames, { name: `My games – ${settings.leagueName}`, baseUrl });
}

function feedOf(baseUrl: string, row: { token: string; createdAt: Date }): CalendarFeed {
  return { url: playerFeedUrl(baseUrl, row.token), created_at: row.createdAt.toISOString() };
}

/** GET /api/me/calendar: the caller's private feed, if they made one. */
export async function getMyCalendar({ db, actor, baseUrl }: { db: Database; actor: Actor | null; baseUrl: string }): Promise<MyCalendar> {
  const caller = requireActor(actor);
  const [row] = await db.select().from(calendarTokens).where(eq(calendarTokens.userId, caller.userId));
  return { feed: row ? feedOf(baseUrl, row) : null };
}

/**
 * POST /api/me/calendar: the caller's private feed, made on first ask (a new random token)
 * and the same one after that. Two asks at once: the primary key on the user keeps one row.
 */
export async function createMyCalendar({
  db,
  actor,
  baseUrl,
}: {
  db: Database;
  actor: Actor | null;
  baseUrl: string;
}): Promise<{ created: boolean; feed: CalendarFeed }> {
  const caller = requireActor(actor);
  return db.transaction(async (tx) => {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const [made] = await tx.insert(calendarTokens).values({ userId: caller.userId, token }).onConflictDoNothing({ target: calendarTokens.userId }).returning();
    if (made) return { created: true, feed: feedOf(baseUrl, made) };
    const [existing] = await tx.select().from(calendarTokens).where(eq(calendarTokens.userId, caller.userId));
    if (!existing) throw new Error('calendar token neither made nor found');
    return { created: false, feed: feedOf(baseUrl, existing) };
  });
}

/** DELETE /api/me/calendar: the old address stops working at once; a new one can be made later. */
export async function revokeMyCalendar({ db, actor }: { db: Database; actor: Actor | null }): Promise<void> {
  const caller = requireActor(actor);
  await db.delete(calendarTokens).where(eq(calendarTokens.userId, caller.userId));
}
