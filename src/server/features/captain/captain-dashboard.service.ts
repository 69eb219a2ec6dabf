import { and, count, eq, gt, or } from 'drizzle-orm';
import type { CaptainDashboard } from '../../../shared/api/captain';
import { GAME_SLOT_MINUTES } from '../../../shared/games';
import { assertCaptainOfTeam } from '../../core/team-access/index';
import type { Database } from '../../db/client';
import { games, teamRosters, teams } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { withTeamAnswers } from '../availability/index';
import { listGameSummaries } from '../games/index';

/**
 * /captain/dashboard's figures for one team (decision 076): the roster's size and the next game
 * with its RSVP counts and who has not answered. Only figures that exist: chat, invites and
 * substitute requests join here when their features do.
 */
export async function getCaptainDashboard(db: Database, actor: Actor, teamId: string, now = new Date()): Promise<CaptainDashboard> {
  await assertCaptainOfTeam(db, actor, teamId);
  const slotEnded = new Date(now.getTime() - GAME_SLOT_MINUTES * 60_000);
  const [[size], [team], [next]] = await Promise.all([
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
  ]);
  const rosterSize = size?.n ?? 0;
  if (!next || !team) return { team_id: teamId, roster_size: rosterSize, next_game: null };

  const [answered] = await withTeamAnswers(db, {
    games: [next],
    placeOf: () => ({ teamId, teamName: team.name, leads: true }),
    playerId: '',
    isAdmin: true,
    now,
  });
  const answers = answered?.answers ?? [];
  return {
    team_id: teamId,
    roster_size: rosterSize,
    next_game: {
      game: next,
      counts: answered?.counts ?? { going: 0, maybe: 0, not_going: 0, no_answer: 0 },
      not_answered: answers.filter((a) => a.status === null).map((a) => a.player),
    },
  };
}
