import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NUDGE_MESSAGES } from '../../../shared/team-invites';
import { gameAvailability, notifications, rsvpNudges } from '../../db/schema/index';
import { addToRoster, createGame, createPlayer, createUser, minutesFromNow, type CreatedUser } from '../../test/factories';
import { setUpInviteLeague, type InviteLeague } from '../../test/team-invites-factories';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer({ personas: true });
let on: InviteLeague;
let answered: { user: CreatedUser; playerId: string };
let silent: { user: CreatedUser; playerId: string };
let noAccountPlayer: string;
beforeAll(async () => {
  on = await setUpInviteLeague(t.server);
  const member = async (name: string) => {
    const user = await createUser(t.server);
    const playerId = await createPlayer(t.server.db, { userId: user.userId, firstName: name, lastName: 'Member' });
    await addToRoster(t.server.db, { teamId: on.team, playerId });
    return { user, playerId };
  };
  answered = await member('Ada');
  silent = await member('Sam');
  noAccountPlayer = await createPlayer(t.server.db, { firstName: 'Nora', lastName: 'Noaccount' });
  await addToRoster(t.server.db, { teamId: on.team, playerId: noAccountPlayer });
});

const nudgesOf = (gameId: string) =>
  t.server.db
    .select()
    .from(notifications)
    .where(like(notifications.eventKey, `rsvp-nudge:${gameId}:%`));

async function gameWithOneAnswer(): Promise<string> {
  const gameId = await createGame(t.server.db, on.league, { homeTeamId: on.team, awayTeamId: on.otherTeam, startsAt: minutesFromNow(3 * 24 * 60) });
  await t.server.db.insert(gameAvailability).values({ gameId, playerId: answered.playerId, status: 'going' });
  return gameId;
}

describe('who may read the team schedule and nudge', () => {
  it('refuses anonymous (401), a player and the captain of another team (403); nothing is sent', async () => {
    const gameId = await gameWithOneAnswer();
    for (const [client, status] of [
      [t.server.client(), 401],
      [t.personas.player.client, 403],
      [on.rivalCaptain.client, 403],
      [t.personas.captain.client, 403],
    ] as const) {
      expect((await client.api('GET /api/captain/teams/:teamId/schedule', { params: { teamId: on.team } })).status).toBe(status);
      expect((await client.api('POST /api/captain/teams/:teamId/games/:gameId/nudge', { params: { teamId: on.team, gameId } })).status).toBe(status);
    }
    expect(await nudgesOf(gameId)).toEqual([]);
    expect(await t.server.db.select().from(rsvpNudges).where(eq(rsvpNudges.gameId, gameId))).toEqual([]);
  });

  it('shows the team captain and an admin every player’s answer and the counts', async () => {
    const gameId = await gameWithOneAnswer();
    for (const client of [on.captain.client, t.personas.admin.client]) {
      const answer = await client.api('GET /api/captain/teams/:teamId/schedule', { params: { teamId: on.team } });
      expect(answer.status).toBe(200);
      const row = answer.body.upcoming.find((g) => g.game.id === gameId);
      expect(row?.counts).toEqual({ going: 1, maybe: 0, not_going: 0, no_answer: 3 });
      expect(row?.answers.find((a) => a.player.id === answered.playerId)?.status).toBe('going');
      expect(row?.answers.find((a) => a.player.id === silent.playerId)?.status).toBeNull();
      expect(row).toMatchObject({ can_answer: true, nudged_at: null, nudged_today: false });
    }
    expect((await on.captain.client.api('GET /api/captain/teams/:teamId/schedule', { params: { teamId: randomUUID() } })).status).toBe(404);
  });
});

describe('nudging those who have not answered', () => {
  it('tells the accounts without an answer through the notification service, once a day', async () => {
    const gameId = await gameWithOneAnswer();
    const first = await on.captain.client.api('POST /api/captain/teams/:teamId/games/:gameId/nudge', { params: { teamId: on.team, gameId } });
    expect(first.status).toBe(200);
    // The captain and Sam have accounts and no answer; Ada answered; Nora has no account.
    expect(first.body.nudged).toBe(2);
    const sent = await nudgesOf(gameId);
    expect(sent.map((n) => n.userId).sort()).toEqual([on.captain.userId, silent.user.userId].sort());
    expect(sent[0]).toMatchObject({ kind: 'rsvp_reminder', url: '/player/my-schedule' });

    const again = await t.personas.admin.client.api('POST /api/captain/teams/:teamId/games/:gameId/nudge', { params: { teamId: on.team, gameId } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { message: NUDGE_MESSAGES.alreadyToday } });
    expect(await nudgesOf(gameId)).toHaveLength(2);
    const schedule = await on.captain.client.api('GET /api/captain/teams/:teamId/schedule', { params: { teamId: on.team } });
    expect(schedule.body.upcoming.find((g) => g.game.id === gameId)).toMatchObject({ nudged_today: true, nudged_at: expect.any(String) });
  });

  it('two nudges at once store one and send once', async () => {
    const gameId = await gameWithOneAnswer();
    const answers = await Promise.all([
      on.captain.client.api('POST /api/captain/teams/:teamId/games/:gameId/nudge', { params: { teamId: on.team, gameId } }),
      t.personas.admin.client.api('POST /api/captain/teams/:teamId/games/:gameId/nudge', { params: { teamId: on.team, gameId } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await nudgesOf(gameId)).toHaveLength(2);
  });

  it('refuses when everyone has answered, when the game is over, and for another team’s game', async () => {
    const gameId = await gameWithOneAnswer();
    const schedule = await on.captain.client.api('GET /api/captain/teams/:teamId/schedule', { params: { teamId: on.team } });
    const unanswered = schedule.body.upcoming.find((g) => g.game.id === gameId)?.answers.filter((a) => a.status === null) ?? [];
    expect(unanswered).toHaveLength(3);
    await t.server.db.insert(gameAvailability).values(unanswered.map((a) => ({ gameId, playerId: a.player.id, status: 'maybe' as const })));
    const everyone = await on.captain.client.api('POST /api/captain/teams/:teamId/games/:gameId/nudge', { params: { teamId: on.team, gameId } });
    expect(everyone.body).toMatchObject({ error: { message: NUDGE_MESSAGES.everyoneAnswered } });

    const past = await createGame(t.server.db, on.league, { homeTeamId: on.team, awayTeamId: on.otherTeam, startsAt: minutesFromNow(-60 * 24) });
    const over = await on.captain.client.api('POST /api/captain/teams/:teamId/games/:gameId/nudge', { params: { teamId: on.team, gameId: past } });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ error: { message: NUDGE_MESSAGES.closed } });

    const [, , third, fourth] = on.league.teamIds;
    const theirs = await createGame(t.server.db, on.league, { homeTeamId: third, awayTeamId: fourth, startsAt: minutesFromNow(60 * 24) });
    expect((await on.captain.client.api('POST /api/captain/teams/:teamId/games/:gameId/nudge', { params: { teamId: on.team, gameId: theirs } })).status).toBe(
      404,
    );
    expect(
      await t.server.db
        .select()
        .from(rsvpNudges)
        .where(and(eq(rsvpNudges.teamId, on.team), eq(rsvpNudges.gameId, past))),
    ).toEqual([]);
  });
});
