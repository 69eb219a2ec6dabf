import { and, asc, eq, gt, inArray, ne, or } from 'drizzle-orm';
import type { MyNextGame } from '../../../shared/api/availability';
import { GAME_SLOT_MINUTES } from '../../../shared/games';
import type { Database } from '../../db/client';
import { games, seasons, teamRosters, teams } from '../../db/schema/index';
import { holdsAnyRole, requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { listGameSummaries } from '../games/index';
import { listRegistrationsOfUser } from '../registrations/index';
import { findMyPlayerId } from './my-schedule.service';
import { withTeamAnswers } from './team-answers';

const LEADS = new Set(['captain', 'co_captain']);

/**
 * GET /api/me/next-game (decision 049): what the home page's panel shows a signed-in player.
 * Their teams in seasons not completed (any season, not only the current one: a team of next
 * season plays its first game there too), the one soonest game of those teams that is live or
 * not past its slot, with the caller's answer, and the registrations still to pay. A handful of
 * small queries, one game: the home page asks on every visit.
 */
export async function getMyNextGame({ db, actor, now = new Date() }: { db: Database; actor: Actor | null; now?: Date }): Promise<MyNextGame> {
  const caller = requireActor(actor);
  const playerId = await findMyPlayerId(db, caller);
  if (!playerId) return { player_id: null, teams: [], next_game: null, payments_due: [] };

  const [memberships, registrations] = await Promise.all([
    db
      .select({ id: teams.id, name: teams.name, rosterRole: teamRosters.rosterRole })
      .from(teamRosters)
      .innerJoin(teams, eq(teams.id, teamRosters.teamId))
      .innerJoin(seasons, eq(seasons.id, teams.seasonId))
      .where(and(eq(teamRosters.playerId, playerId), ne(seasons.status, 'completed')))
      .orderBy(asc(seasons.startDate), asc(teams.name), asc(teams.id)),
    listRegistrationsOfUser(db, caller.userId, false),
  ]);
  const paymentsDue = registrations
    .filter((r) => r.status === 'pending_payment' && r.total_cents > r.amount_paid_cents)
    .map((r) => ({
      registration_id: r.id,
      season_name: r.season_name,
      division_name: r.division_name,
      amount_due_cents: r.total_cents - r.amount_paid_cents,
    }));
  const myTeams = memberships.map((m) => ({ id: m.id, name: m.name }));
  if (memberships.length === 0) return { player_id: playerId, teams: [], next_game: null, payments_due: paymentsDue };

  const teamIds = memberships.map((m) => m.id);
  const slotEnded = new Date(now.getTime() - GAME_SLOT_MINUTES * 60_000);
  // Live, or scheduled and not past its slot: a postponed or cancelled game is not the next one played.
  const [next] = await listGameSummaries(db, {
    where: and(
      or(inArray(games.homeTeamId, teamIds), inArray(games.awayTeamId, teamIds)),
      or(eq(games.isLive, true), and(eq(games.status, 'scheduled'), gt(games.startsAt, slotEnded))),
    ),
    order: 'soonest',
    limit: 1,
  });
  if (!next) return { player_id: playerId, teams: myTeams, next_game: null, payments_due: paymentsDue };

  const byId = new Map(memberships.map((m) => [m.id, m]));
  const [nextGame] = await withTeamAnswers(db, {
    games: [next],
    placeOf: (game) => {
      const team = byId.get(game.home_team.id) ?? byId.get(game.away_team.id);
      if (!team) throw new Error(`game ${game.id} is not of the caller's teams`);
      return { teamId: team.id, teamName: team.name, leads: LEADS.has(team.rosterRole) };
    },
    playerId,
    isAdmin: holdsAnyRole(caller, ['admin']),
    now,
  });
  return { player_id: playerId, teams: myTeams, next_game: nextGame ?? null, payments_due: paymentsDue };
}
