import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameEventChange } from '../../../shared/api/referee';
import { auditLog, gameEvents, gameReports } from '../../db/schema/index';
import type { HttpClient } from '../../test/http-client';
import { liveEventRows, recorded, setUpGameDay, storedGame, type GameDay } from '../../test/referee-factories';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer({ personas: true });
let day: GameDay;
beforeAll(async () => {
  day = await setUpGameDay(t.server);
});

const referee = () => day.assignedReferee.client;
const homeTeam = () => day.league.teamIds[0];
const awayTeam = () => day.league.teamIds[1];

const correct = (client: HttpClient, gameId: string, eventId: string, body: Record<string, unknown>) =>
  client.request<GameEventChange>('PATCH', `/api/games/${gameId}/events/${eventId}`, body);
const remove = (client: HttpClient, gameId: string, eventId: string, body: { reason: string }) =>
  client.api('DELETE /api/games/:gameId/events/:eventId', { params: { gameId, eventId }, body });

/** A live game with one home goal (scorer home[0], assist home[1]). */
async function gameWithGoal() {
  const gameId = await day.newGame();
  const kickOff = await recorded(referee(), gameId, 'kick_off');
  const goal = await recorded(referee(), gameId, 'goal', { minute: 10, team_id: homeTeam(), player_id: day.home[0]?.id, assist_player_id: day.home[1]?.id });
  return { gameId, kickOffId: kickOff.event_id, goalId: goal.event_id };
}

async function auditRows(eventId: string) {
  return t.server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'game_event'), eq(auditLog.entityId, eventId)));
}

describe('PATCH /api/games/:gameId/events/:eventId', () => {
  it('refuses anonymous (401), players, captains and a referee not assigned (403), changing nothing', async () => {
    const { gameId, goalId } = await gameWithGoal();
    const body = { player_id: day.home[2]?.id, reason: 'Wrong scorer' };
    expect((await correct(t.personas.anonymous, gameId, goalId, body)).status).toBe(401);
    for (const client of [t.personas.player.client, t.personas.captain.client, t.personas.referee.client]) {
      expect((await correct(client, gameId, goalId, body)).status).toBe(403);
    }
    const [row] = await t.server.db.select().from(gameEvents).where(eq(gameEvents.id, goalId));
    expect(row).toMatchObject({ playerId: day.home[0]?.id, correctionReason: null });
  });

  it('changes the scorer with the reason, shows it on the timeline and audits it', async () => {
    const { gameId, goalId } = await gameWithGoal();
    const response = await correct(referee(), gameId, goalId, { player_id: day.home[2]?.id, minute: 11, reason: 'Wrong scorer' });
    expect(response.status).toBe(200);
    expect(response.body.game.events.find((e) => e.id === goalId)).toMatchObject({
      minute: 11,
      player: { id: day.home[2]?.id, name: day.home[2]?.name },
      assist: { id: day.home[1]?.id },
      correction_reason: 'Wrong scorer',
    });
    const [audit] = await auditRows(goalId);
    expect(audit).toMatchObject({
      action: 'game_event.corrected',
      actorUserId: day.assignedReferee.userId,
      before: { player_id: day.home[0]?.id, minute: 10 },
      after: { player_id: day.home[2]?.id, minute: 11, correction_reason: 'Wrong scorer' },
    });
  });

  it('moves the goal to the other team, and the score with it', async () => {
    const { gameId, goalId } = await gameWithGoal();
    const response = await correct(referee(), gameId, goalId, {
      team_id: awayTeam(),
      player_id: day.away[0]?.id,
      assist_player_id: null,
      reason: 'Other team scored',
    });
    expect(response.status).toBe(200);
    expect(response.body.game).toMatchObject({ home_score: 0, away_score: 1 });
    expect(await storedGame(t.server, gameId)).toMatchObject({ homeScore: 0, awayScore: 1 });
  });

  it('checks the corrected event by the same rules: the roster, the assist, the reason (422, unchanged)', async () => {
    const { gameId, goalId } = await gameWithGoal();
    const issuesOf = async (body: Record<string, unknown>) => {
      const response = await correct(referee(), gameId, goalId, body);
      expect(response.status).toBe(422);
      return (response.body as unknown as { error: { issues: { path: string }[] } }).error.issues.map((i) => i.path);
    };
    // Moving the goal to the away team without changing the scorer: the scorer is not on its roster.
    expect(await issuesOf({ team_id: awayTeam(), reason: 'x' })).toContain('player_id');
    expect(await issuesOf({ assist_player_id: day.home[0]?.id, reason: 'x' })).toContain('assist_player_id');
    expect(await issuesOf({ player_id: null, reason: 'x' })).toContain('player_id');
    expect(await issuesOf({ player_id: day.home[2]?.id })).toContain('reason');
    expect(await issuesOf({ player_id: day.home[2]?.id, reason: '   ' })).toContain('reason');
    const [row] = await t.server.db.select().from(gameEvents).where(eq(gameEvents.id, goalId));
    expect(row).toMatchObject({ teamId: homeTeam(), playerId: day.home[0]?.id, correctionReason: null });
  });

  it("lets a statistician correct goals but not the referee's kick-off (403)", async () => {
    const { gameId, goalId, kickOffId } = await gameWithGoal();
    expect((await correct(t.personas.statistician.client, gameId, goalId, { player_id: day.home[2]?.id, reason: 'Checked the video' })).status).toBe(200);
    expect((await correct(t.personas.statistician.client, gameId, kickOffId, { minute: 1, reason: 'Late start' })).status).toBe(403);
    expect((await correct(referee(), gameId, kickOffId, { minute: 1, reason: 'Late start' })).status).toBe(200);
  });

  it('after full time: the referee is refused (409), an admin or a statistician may correct', async () => {
    const { gameId, goalId } = await gameWithGoal();
    await recorded(referee(), gameId, 'full_time');
    const body = { player_id: day.home[2]?.id, reason: 'Scoresheet' };
    const refused = await correct(referee(), gameId, goalId, body);
    expect(refused.status).toBe(409);
    expect((await correct(t.personas.statistician.client, gameId, goalId, body)).status).toBe(200);
    expect((await correct(t.personas.admin.client, gameId, goalId, { ...body, minute: 9 })).status).toBe(200);
  });

  it('answers 404 for an event of another game, an unknown or a deleted one', async () => {
    const { gameId, goalId } = await gameWithGoal();
    const other = await gameWithGoal();
    const body = { minute: 3, reason: 'x' };
    expect((await correct(referee(), other.gameId, goalId, body)).status).toBe(404);
    expect((await correct(referee(), gameId, randomUUID(), body)).status).toBe(404);
    await remove(referee(), gameId, goalId, { reason: 'Not a goal' });
    const gone = await correct(referee(), gameId, goalId, body);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ error: { message: 'That event was not found.' } });
  });
});

describe('DELETE /api/games/:gameId/events/:eventId', () => {
  it('refuses anonymous (401), a referee not assigned, players and captains (403), deleting nothing', async () => {
    const { gameId, goalId } = await gameWithGoal();
    expect((await remove(t.personas.anonymous, gameId, goalId, { reason: 'x' })).status).toBe(401);
    expect((await remove(t.personas.referee.client, gameId, goalId, { reason: 'x' })).status).toBe(403);
    expect((await remove(t.personas.player.client, gameId, goalId, { reason: 'x' })).status).toBe(403);
    expect((await remove(t.personas.captain.client, gameId, goalId, { reason: 'x' })).status).toBe(403);
    expect((await liveEventRows(t.server, gameId)).map((e) => e.id)).toContain(goalId);
  });

  it('takes the goal off the timeline and the score, keeps the row with the reason, and audits it', async () => {
    const { gameId, goalId } = await gameWithGoal();
    const response = await remove(referee(), gameId, goalId, { reason: 'Offside, flag missed' });
    expect(response.status).toBe(200);
    expect(response.body.game.home_score).toBe(0);
    expect(response.body.game.events.map((e) => e.id)).not.toContain(goalId);
    const [row] = await t.server.db.select().from(gameEvents).where(eq(gameEvents.id, goalId));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.deleteReason).toBe('Offside, flag missed');
    const [audit] = await auditRows(goalId);
    expect(audit).toMatchObject({ action: 'game_event.deleted', after: { delete_reason: 'Offside, flag missed' } });
  });

  it('answers a second delete with the game as it is (the offline queue may send it twice)', async () => {
    const { gameId, goalId } = await gameWithGoal();
    await remove(referee(), gameId, goalId, { reason: 'Offside' });
    const again = await remove(referee(), gameId, goalId, { reason: 'Offside' });
    expect(again.status).toBe(200);
    expect(again.body.game.home_score).toBe(0);
    expect(await auditRows(goalId)).toHaveLength(1);
  });

  it('needs a reason (422) and keeps the event', async () => {
    const { gameId, goalId } = await gameWithGoal();
    const response = await referee().sendUnchecked('DELETE', `/api/games/${gameId}/events/${goalId}`, {});
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error: { issues: [{ path: 'reason' }] } });
    expect((await liveEventRows(t.server, gameId)).map((e) => e.id)).toContain(goalId);
  });

  it('refuses to delete the kick-off of a game with goals (409), and a statistician may not delete it (403)', async () => {
    const { gameId, kickOffId } = await gameWithGoal();
    expect((await remove(t.personas.statistician.client, gameId, kickOffId, { reason: 'x' })).status).toBe(403);
    const refused = await remove(referee(), gameId, kickOffId, { reason: 'Started by mistake' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { message: "Delete the game's other events before its kick-off." } });
  });

  it('undoes a kick-off tapped by mistake: the game is scheduled again', async () => {
    const gameId = await day.newGame();
    const { event_id } = await recorded(referee(), gameId, 'kick_off');
    const response = await remove(referee(), gameId, event_id, { reason: 'Wrong game' });
    expect(response.body.game).toMatchObject({ status: 'scheduled', is_live: false, home_score: null, away_score: null });
  });

  it('an admin reopens a game ended by mistake by deleting its full time', async () => {
    const { gameId } = await gameWithGoal();
    const fullTime = await recorded(referee(), gameId, 'full_time');
    const sequence = (await storedGame(t.server, gameId)).sequence;
    expect((await remove(referee(), gameId, fullTime.event_id, { reason: 'Too early' })).status).toBe(409);
    const reopened = await remove(t.personas.admin.client, gameId, fullTime.event_id, { reason: 'Too early' });
    expect(reopened.body.game).toMatchObject({ status: 'live', is_live: true, home_score: 1 });
    expect((await storedGame(t.server, gameId)).sequence).toBe(sequence + 1);
  });
});

describe('GET and PUT /api/games/:gameId/report', () => {
  const get = (client: HttpClient, gameId: string) => client.api('GET /api/games/:gameId/report', { params: { gameId } });
  const put = (client: HttpClient, gameId: string, body: unknown) => client.sendUnchecked('PUT', `/api/games/${gameId}/report`, body);
  const report = { notes: 'Played in heavy rain.', incidents: 'Home #7 sent off for dissent.' };

  it('is the referee’s and an admin’s only: anonymous 401; player, captain, statistician, a referee not assigned 403', async () => {
    const gameId = await day.newGame();
    await recorded(referee(), gameId, 'kick_off');
    expect((await get(t.personas.anonymous, gameId)).status).toBe(401);
    expect((await put(t.personas.anonymous, gameId, report)).status).toBe(401);
    for (const client of [t.personas.player.client, t.personas.captain.client, t.personas.statistician.client, t.personas.referee.client]) {
      expect((await get(client, gameId)).status).toBe(403);
      expect((await put(client, gameId, report)).status).toBe(403);
    }
    expect(await t.server.db.select().from(gameReports).where(eq(gameReports.gameId, gameId))).toEqual([]);
  });

  it('is empty until saved, then holds the notes and incidents with who saved them', async () => {
    const gameId = await day.newGame();
    expect((await get(referee(), gameId)).body).toEqual({ game_id: gameId, notes: '', incidents: '', submitted_by: null, updated_at: null });
    expect((await put(referee(), gameId, report)).status).toBe(409);
    await recorded(referee(), gameId, 'kick_off');
    await recorded(referee(), gameId, 'full_time');
    const saved = await put(referee(), gameId, report);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...report, game_id: gameId, submitted_by: expect.any(String), updated_at: expect.any(String) });
    expect((await get(referee(), gameId)).body).toEqual(saved.body);
    const edited = await put(t.personas.admin.client, gameId, { notes: 'Edited', incidents: '' });
    expect(edited.body).toMatchObject({ notes: 'Edited', incidents: '' });
    expect(await t.server.db.select().from(gameReports).where(eq(gameReports.gameId, gameId))).toHaveLength(1);
  });

  it('refuses text that is too long or missing (422), keeping what was saved', async () => {
    const gameId = await day.newGame();
    await recorded(referee(), gameId, 'kick_off');
    await put(referee(), gameId, report);
    const tooLong = await put(referee(), gameId, { notes: 'x'.repeat(5001), incidents: '' });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toMatchObject({ error: { issues: [{ path: 'notes' }] } });
    expect((await put(referee(), gameId, { notes: 'only notes' })).status).toBe(422);
    expect((await get(referee(), gameId)).body).toMatchObject(report);
  });
});
