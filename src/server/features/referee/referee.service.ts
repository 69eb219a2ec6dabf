import { confirmedSubstitutes } from '../lineups/index';
import { and, asc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { RefereeDashboard, RefereeGame, RefereeGameItem, RosterPlayer } from '../../../shared/api/referee';
import { zonedDayAround } from '../../../shared/zoned-time';
import type { Database } from '../../db/client';
import { gameReports, games, players, teamRosters, users } from '../../db/schema/index';
import { holdsAnyRole, requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { notFound } from '../../http/errors';
import { suspendedPlayersForGame } from '../discipline/index';
import { authorizeGame, GAME_NOT_FOUND } from '../game-events/index';
import { listGameSummaries, loadRefereeGamesWithEvents } from '../games/index';
import { readLeagueSettings } from '../../core/settings/league-settings';

const DAY_MS = 86_400_000;
const UPCOMING_LIMIT = 20;
const LIST_LIMIT = 50;
const RECENT_DAYS = 7;

const hasReport = sql<boolean>`exists (select 1 from ${gameReports} where ${gameReports.gameId} = ${games.id})`;

/** Summaries of the games that match, with their referee's name and whether a report is in. */
async function refereeItems(db: Database, where: SQL | undefined, order: 'soonest' | 'latest', limit: number): Promise<RefereeGameItem[]> {
  const summaries = await listGameSummaries(db, { where, order, limit });
  if (summaries.length === 0) return [];
  const extras = await db
    .select({ id: games.id, refereeName: users.name, hasReport })
    .from(games)
    .leftJoin(users, eq(users.id, games.refereeUserId))
    .where(
      inArray(
        games.id,
        summaries.map((s) => s.id),
      ),
    );
  const extraOf = new Map(extras.map((e) => [e.id, e]));
  return summaries.map((s) => ({ ...s, referee_name: extraOf.get(s.id)?.refereeName ?? null, has_report: Boolean(extraOf.get(s.id)?.hasReport) }));
}

/**
 * GET /api/referee/games (decision 037). A referee sees the games assigned to them; admins and
 * statisticians, who may act on any game, see the league's: today's games (and any still live),
 * the next ones, finished games whose referee has not reported yet, and last week's results.
 */
export async function listRefereeGames({ db, actor, now = new Date() }: { db: Database; actor: Actor | null; now?: Date }): Promise<RefereeDashboard> {
  const caller = requireActor(actor);
  const scope = holdsAnyRole(caller, ['admin', 'statistician']) ? 'league' : 'assigned';
  const mine = scope === 'assigned' ? eq(games.refereeUserId, caller.userId) : undefined;
  const { timeZone } = await readLeagueSettings(db);
  const day = zonedDayAround(now, timeZone);
  const [today, upcoming, awaitingReport, recent] = await Promise.all([
    refereeItems(db, and(mine, or(and(gte(games.startsAt, day.start), lt(games.startsAt, day.end)), eq(games.isLive, true))), 'soonest', LIST_LIMIT),
    refereeItems(db, and(mine, gte(games.startsAt, day.end), eq(games.status, 'scheduled')), 'soonest', UPCOMING_LIMIT),
    refereeItems(db, and(mine, eq(games.status, 'final'), isNotNull(games.refereeUserId), sql`not ${hasReport}`), 'latest', LIST_LIMIT),
    refereeItems(
      db,
      and(mine, eq(games.status, 'final'), gte(games.startsAt, new Date(day.start.getTime() - RECENT_DAYS * DAY_MS)), lt(games.startsAt, day.start)),
      'latest',
      LIST_LIMIT,
    ),
  ]);
  return { scope, today, upcoming, awaiting_report: awaitingReport, recent };
}

async function rosterOf(db: Database, gameId: string, teamId: string, suspended: ReadonlyMap<string, { remaining: number }>): Promise<RosterPlayer[]> {
  const rows = await db
    .select({ id: players.id, first: players.firstName, last: players.lastName, jersey: teamRosters.jerseyNumber })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .where(eq(teamRosters.teamId, teamId))
    .orderBy(sql`${teamRosters.jerseyNumber} asc nulls last`, asc(players.lastName), asc(players.firstName));
  // Confirmed substitutes play for the team in this game (decision 080): listed after the
  // roster, so goals and cards are recorded against them.
  const subs = (await confirmedSubstitutes(db, [gameId])).filter((s) => s.teamId === teamId);
  const entry = (id: string, name: string, jersey: number | null, isSubstitute: boolean): RosterPlayer => {
    const suspension = suspended.get(id);
    return {
      id,
      name,
      jersey_number: jersey,
      suspended: Boolean(suspension),
      suspension_games_left: suspension?.remaining ?? 0,
      is_substitute: isSubstitute,
    };
  };
  return [
    ...rows.map((r) => entry(r.id, `${r.first} ${r.last}`.trim(), r.jersey, false)),
    ...subs.map((s) => entry(s.playerId, `${s.firstName} ${s.lastName}`.trim(), null, true)),
  ];
}

/**
 * GET /api/referee/games/:gameId: the game with its timeline, both rosters for the pickers, and
 * what the caller may do ('referee' or 'stats'). A referee not assigned to the game: 403.
 */
export async function getRefereeGame({ db, actor, gameId }: { db: Database; actor: Actor | null; gameId: string }): Promise<RefereeGame> {
  const { actor: caller, game: row, mode } = await authorizeGame(db, actor, gameId);
  const [game] = await loadRefereeGamesWithEvents(db, [row.id]);
  if (!game) throw notFound(GAME_NOT_FOUND);
  const suspended = await suspendedPlayersForGame(db, row);
  const [homeRoster, awayRoster, extras] = await Promise.all([
    rosterOf(db, row.id, row.homeTeamId, suspended),
    rosterOf(db, row.id, row.awayTeamId, suspended),
    db.select({ refereeName: users.name, hasReport }).from(games).leftJoin(users, eq(users.id, games.refereeUserId)).where(eq(games.id, row.id)),
  ]);
  return {
    game,
    mode,
    may_change_final: holdsAnyRole(caller, ['admin', 'statistician']),
    home_roster: homeRoster,
    away_roster: awayRoster,
    referee_name: extras[0]?.refereeName ?? null,
    has_report: Boolean(extras[0]?.hasReport),
  };
}
