import { and, count, eq, gt, or } from 'drizzle-orm';
import type { CaptainDashboard } from '../../../shared/api/captain';
import { GAME_SLOT_MINUTES } from '../../../shared/games';
import { assertCaptainOfTeam } from '../../core/team-access/index';
import type { Database } from '../../db/client';
import { games, teamRosters, teams } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { withTeamAnswers } from '../availability/index';
import { listGameSummaries } from '../games/index';
import { countOpenSubstituteRequests } from '../lineups/index';
import { unreadByTeam } from '../team-chat/index';
import { countOpenInvites } from '../team-invites/index';
import { countPendingTrades } from '../trades/index';

/**
 * /captain/dashboard's figures for one team (decision 076): the roster's size; the team chat's
 * messages the caller has not read; the invite links still open; the substitute requests nobody
 * has claimed; the trades still pending; and the next game with its RSVP counts and who has not answered.
 */
export async function getCaptainDashboard(db: Database, actor: Actor, teamId: string, now = new Date()): Promise<CaptainDashboard> {
  await assertCaptainOfTeam(db, actor, teamId);
  const slotEnded = new Date(now.getTime() - GAME_SLOT_MINUTES * 60_000);
  const [[size], [team], [next], unread, openInvites, openSubstituteRequests, pendingTrades] = await Promise.all([
    db.select({ n: count() }).from(teamRosters).where(eq(teamRosters.teamId, teamId)),
    db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId)),
    listGameSummaries(db, {
      where: and(
        or(eq(games.homeTeamId, teamId), eq(games.awayTeamId, teamId)),
        or(eq(games.isLive, true), and(eq(games.status, 'scheduled'), gt(games.startsAt, slotEnded))),
      ),
      order: 'soonest',
      limit: 1,
    }),
    unreadByTeam(db, actor.userId, [teamId]),
    countOpenInvites(db, teamId, now),
    countOpenSubstituteRequests(db, teamId, now),
    countPendingTrades(db, teamId),
  ]);
  const figures = {
    team_id: teamId,
    roster_size: size?.n ?? 0,
    unread_chat_messages: unread.get(teamId) ?? 0,
    open_invites: openInvites,
    open_substitute_requests: openSubstituteRequests,
    pending_trades: pendingTrades,
  };
  if (!next || !team) return { ...figures, next_game: null };

  const [answered] = await withTeamAnswers(db, {
    games: [next],
    placeOf: () => ({ teamId, teamName: team.name, leads: true }),
    playerId: '',
    isAdmin: true,
    now,
  });
  const answers = answered?.answers ?? [];
  return {
    ...figures,
    next_game: {
      game: next,
      counts: answered?.counts ?? { going: 0, maybe: 0, not_going: 0, no_answer: 0 },
      not_answered: answers.filter((a) => a.status === null).map((a) => a.player),
    },
  };
}
