import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CHANNEL } from '../../../shared/games';
import { gameEvents, realtimeMessages, teams } from '../../db/schema/index';
import { createPlayer, minutesFromNow } from '../../test/factories';
import { eventBody, liveEventRows, recordEvent, recorded, setUpGameDay, storedGame, type GameDay } from '../../test/referee-factories';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer({ personas: true });
let day: GameDay;
beforeAll(async () => {
  day = await setUpGameDay(t.server);
});

const referee = () => day.assignedReferee.client;
const homeTeam = () => day.league.teamIds[0];
const awayTeam = () => day.league.teamIds[1];

async function liveMessages(gameId: string): Promise<number> {
  const rows = await t.server.db.select({ payload: realtimeMessages.payload }).from(realtimeMessages).where(eq(realtimeMessages.channel, LIVE_CHANNEL));
  return rows.filter((r) => (r.payload as { game?: { id?: string } }).game?.id === gameId).length;
}

describe('POST /api/games/:gameId/events: who may record', () => {
  it('refuses anonymous (401), players, captains and a referee not assigned to the game (403), storing nothing', async () => {
    const gameId = await day.newGame();
    const { personas } = t;
    const callers = [
      { client: personas.anonymous, status: 401, code: 'UNAUTHENTICATED' },
      { client: personas.player.client, status: 403, code: 'FORBIDDEN' },
      { client: personas.captain.client, status: 403, code: 'FORBIDDEN' },
      { client: personas.referee.client, status: 403, code: 'FORBIDDEN' },
    ];
    for (const { client, status, code } of callers) {
      const response = await recordEvent(client, gameId, eventBody('kick_off'));
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ error: { code, message: expect.any(String) } });
    }
    expect(await liveEventRows(t.server, gameId)).toEqual([]);
    expect((await storedGame(t.server, gameId)).status).toBe('scheduled');
  });

  it('lets the assigned referee and an admin start a game, but not a statistician (goals and cards only)', async () => {
    const forReferee = await day.newGame();
    expect((await recordEvent(referee(), forReferee, eventBody('kick_off'))).status).toBe(201);
    const forAdmin = await day.newGame({ refereeUserId: null });
    expect((await recordEvent(t.personas.admin.client, forAdmin, eventBody('kick_off'))).status).toBe(201);
    const forStats = await day.newGame();
    for (const type of ['kick_off', 'half_time', 'full_time']) {
      const response = await recordEvent(t.personas.statistician.client, forStats, eventBody(type));
      expect(response.status, type).toBe(403);
    }
    await recorded(referee(), forStats, 'kick_off');
    const goal = await recordEvent(t.personas.statistician.client, forStats, eventBody('goal', { team_id: homeTeam(), player_id: day.home[0]?.id }));
    expect(goal.status).toBe(201);
    expect(goal.body.game.home_score).toBe(1);
  });

  it('answers 404 for a game that does not exist, whatever the id looks like', async () => {
    expect((await recordEvent(referee(), randomUUID(), eventBody('kick_off'))).status).toBe(404);
    const malformed = await recordEvent(referee(), 'not-a-game', eventBody('kick_off'));
    expect(malformed.status).toBe(404);
    expect(malformed.body).toMatchObject({ error: { message: 'That game was not found.' } });
  });
});

describe('POST /api/games/:gameId/events: the game follows its events', () => {
  it('goes live at kick-off, counts goals and own goals, and is final at full time', async () => {
    const gameId = await day.newGame();
    const sequence = (await storedGame(t.server, gameId)).sequence;

    const kickOff = await recorded(referee(), gameId, 'kick_off', { minute: 0 });
    expect(kickOff.game).toMatchObject({ id: gameId, status: 'live', is_live: true, home_score: 0, away_score: 0 });
    expect((await storedGame(t.server, gameId)).sequence).toBe(sequence + 1);

    const goal = await recorded(referee(), gameId, 'goal', { minute: 12, team_id: homeTeam(), player_id: day.home[0]?.id, assist_player_id: day.home[1]?.id });
    expect(goal.game).toMatchObject({ home_score: 1, away_score: 0 });
    const timelineGoal = goal.game.events.find((e) => e.id === goal.event_id);
    expect(timelineGoal).toMatchObject({
      type: 'goal',
      minute: 12,
      team_id: homeTeam(),
      player: { id: day.home[0]?.id, name: day.home[0]?.name },
      assist: { id: day.home[1]?.id, name: day.home[1]?.name },
    });

    // An away player's own goal counts for the home team.
    const ownGoal = await recorded(referee(), gameId, 'own_goal', { minute: 30, team_id: awayTeam(), player_id: day.away[2]?.id });
    expect(ownGoal.game).toMatchObject({ home_score: 2, away_score: 0 });
    await recorded(referee(), gameId, 'yellow_card', { minute: 33, team_id: awayTeam(), player_id: day.away[0]?.id });
    await recorded(referee(), gameId, 'half_time', { minute: 45 });
    const awayGoal = await recorded(referee(), gameId, 'goal', { minute: 60, team_id: awayTeam(), player_id: day.away[1]?.id });
    expect(awayGoal.game).toMatchObject({ status: 'live', home_score: 2, away_score: 1 });

    const fullTime = await recorded(referee(), gameId, 'full_time', { minute: 90 });
    expect(fullTime.game).toMatchObject({ status: 'final', is_live: false, home_score: 2, away_score: 1 });
    expect(fullTime.game.events.map((e) => e.type)).toEqual(['kick_off', 'goal', 'own_goal', 'yellow_card', 'half_time', 'goal', 'full_time']);
    const row = await storedGame(t.server, gameId);
    expect(row).toMatchObject({ status: 'final', isLive: false, homeScore: 2, awayScore: 1, sequence: sequence + 2 });
  });

  it('publishes the game on the live channel with every event recorded', async () => {
    const gameId = await day.newGame();
    await recorded(referee(), gameId, 'kick_off');
    await recorded(referee(), gameId, 'goal', { team_id: awayTeam(), player_id: day.away[0]?.id });
    expect(await liveMessages(gameId)).toBe(2);
    const [last] = await t.server.db
      .select({ payload: realtimeMessages.payload })
      .from(realtimeMessages)
      .where(eq(realtimeMessages.channel, LIVE_CHANNEL))
      .orderBy(realtimeMessages.id)
      .then((rows) => rows.slice(-1));
    expect(last?.payload).toMatchObject({ type: 'game', game: { id: gameId, away_score: 1, events: [{ type: 'kick_off' }, { type: 'goal' }] } });
  });

  it('keeps who recorded the event', async () => {
    const gameId = await day.newGame();
    const { event_id } = await recorded(referee(), gameId, 'kick_off');
    const [row] = await t.server.db.select().from(gameEvents).where(eq(gameEvents.id, event_id));
    expect(row?.recordedByUserId).toBe(day.assignedReferee.userId);
  });
});

describe('POST /api/games/:gameId/events: the same client_key is stored once', () => {
  it('answers a replay with 200 and the event first stored, adding no row and no message', async () => {
    const gameId = await day.newGame();
    await recorded(referee(), gameId, 'kick_off');
    const body = eventBody('goal', { minute: 5, team_id: homeTeam(), player_id: day.home[0]?.id });
    const first = await recordEvent(referee(), gameId, body);
    expect(first.status).toBe(201);
    const messages = await liveMessages(gameId);
    const again = await recordEvent(referee(), gameId, body);
    expect(again.status).toBe(200);
    expect(again.body.event_id).toBe(first.body.event_id);
    expect(again.body.game.home_score).toBe(1);
    expect((await liveEventRows(t.server, gameId)).filter((e) => e.type === 'goal')).toHaveLength(1);
    expect(await liveMessages(gameId)).toBe(messages);
  });

  it('answers a replayed kick-off with the stored one, not a 409 (a queue resent after a lost answer)', async () => {
    const gameId = await day.newGame();
    const body = eventBody('kick_off');
    const first = await recordEvent(referee(), gameId, body);
    const replay = await recordEvent(referee(), gameId, body);
    expect(replay.status).toBe(200);
    expect(replay.body.event_id).toBe(first.body.event_id);
  });

  it("keys belong to their author: a statistician's goal with the key of the referee's note is stored, and each replay answers its own", async () => {
    const gameId = await day.newGame();
    await recorded(referee(), gameId, 'kick_off');
    const key = randomUUID();
    const note = await recordEvent(referee(), gameId, { type: 'note', note: 'Wet pitch', client_key: key });
    expect(note.status).toBe(201);
    const goalBody = { type: 'goal', team_id: homeTeam(), player_id: day.home[0]?.id, client_key: key };
    const goal = await recordEvent(t.personas.statistician.client, gameId, goalBody);
    expect(goal.status).toBe(201);
    expect(goal.body.event_id).not.toBe(note.body.event_id);
    expect(goal.body.game.home_score).toBe(1);
    expect((await liveEventRows(t.server, gameId)).map((e) => e.type).sort()).toEqual(['goal', 'kick_off', 'note']);
    const goalAgain = await recordEvent(t.personas.statistician.client, gameId, goalBody);
    expect([goalAgain.status, goalAgain.body.event_id]).toEqual([200, goal.body.event_id]);
    const noteAgain = await recordEvent(referee(), gameId, { type: 'note', note: 'Wet pitch', client_key: key });
    expect([noteAgain.status, noteAgain.body.event_id]).toEqual([200, note.body.event_id]);
  });

  it('keys are per game: the same key on another game is another event', async () => {
    const [one, two] = [await day.newGame(), await day.newGame()];
    const key = randomUUID();
    expect((await recordEvent(referee(), one, { type: 'kick_off', client_key: key })).status).toBe(201);
    expect((await recordEvent(referee(), two, { type: 'kick_off', client_key: key })).status).toBe(201);
  });
});

describe('POST /api/games/:gameId/events: what does not fit the game is refused (409)', () => {
  const conflictOf = (response: { status: number; body: unknown }) => ({
    status: response.status,
    message: (response.body as { error?: { message?: string } }).error?.message,
  });

  it('refuses a second kick-off, full time before kick-off, and goals or cards before kick-off', async () => {
    const gameId = await day.newGame();
    expect(conflictOf(await recordEvent(referee(), gameId, eventBody('full_time')))).toEqual({
      status: 409,
      message: 'The game cannot end before it has kicked off.',
    });
    expect(conflictOf(await recordEvent(referee(), gameId, eventBody('goal', { team_id: homeTeam(), player_id: day.home[0]?.id })))).toEqual({
      status: 409,
      message: 'The game has not kicked off yet: start it before recording goals and cards.',
    });
    expect((await recordEvent(referee(), gameId, eventBody('red_card', { team_id: homeTeam(), player_id: day.home[0]?.id }))).status).toBe(409);
    expect((await recordEvent(referee(), gameId, eventBody('half_time'))).status).toBe(409);
    // A note may come before kick-off.
    expect((await recordEvent(referee(), gameId, eventBody('note', { note: 'Pitch is wet' }))).status).toBe(201);
    await recorded(referee(), gameId, 'kick_off');
    expect(conflictOf(await recordEvent(referee(), gameId, eventBody('kick_off')))).toEqual({ status: 409, message: 'The game has already kicked off.' });
    await recorded(referee(), gameId, 'half_time');
    expect(conflictOf(await recordEvent(referee(), gameId, eventBody('half_time')))).toEqual({ status: 409, message: 'Half time is already recorded.' });
    expect((await liveEventRows(t.server, gameId)).map((e) => e.type).sort()).toEqual(['half_time', 'kick_off', 'note']);
  });

  it('stops the referee after full time, while an admin or a statistician may still add what was missed', async () => {
    const gameId = await day.newGame();
    await recorded(referee(), gameId, 'kick_off');
    await recorded(referee(), gameId, 'full_time');
    const goal = { team_id: homeTeam(), player_id: day.home[0]?.id };
    expect(conflictOf(await recordEvent(referee(), gameId, eventBody('goal', goal)))).toEqual({
      status: 409,
      message: 'The game has ended: only an admin or a statistician can change its events now.',
    });
    expect((await recordEvent(referee(), gameId, eventBody('full_time'))).status).toBe(409);
    const byStats = await recordEvent(t.personas.statistician.client, gameId, eventBody('goal', goal));
    expect(byStats.status).toBe(201);
    expect(byStats.body.game).toMatchObject({ status: 'final', home_score: 1 });
    expect((await recordEvent(t.personas.admin.client, gameId, eventBody('yellow_card', goal))).status).toBe(201);
  });

  it('refuses any event on a postponed, cancelled or forfeit game', async () => {
    for (const status of ['postponed', 'cancelled', 'forfeit'] as const) {
      const gameId = await day.newGame({ status });
      const response = await recordEvent(t.personas.admin.client, gameId, eventBody('kick_off'));
      expect(conflictOf(response)).toEqual({ status: 409, message: `This game is ${status}: its events cannot be changed.` });
    }
  });

  it('refuses events on a final game whose result was entered without a timeline (an import)', async () => {
    const gameId = await day.newGame({ status: 'final', homeScore: 3, awayScore: 1, startsAt: minutesFromNow(-60 * 24) });
    const response = await recordEvent(t.personas.statistician.client, gameId, eventBody('goal', { team_id: homeTeam(), player_id: day.home[0]?.id }));
    expect(response.status).toBe(409);
    expect(await storedGame(t.server, gameId)).toMatchObject({ status: 'final', homeScore: 3, awayScore: 1 });
  });
});

describe('POST /api/games/:gameId/events: bad input (422 under the field, nothing stored)', () => {
  let gameId: string;
  beforeAll(async () => {
    gameId = await day.newGame();
    await recorded(referee(), gameId, 'kick_off');
  });

  async function refused(body: Record<string, unknown>, path: string, message?: string) {
    const before = (await liveEventRows(t.server, gameId)).length;
    const response = await recordEvent(referee(), gameId, body);
    expect(response.status).toBe(422);
    const issues = (response.body as unknown as { error: { issues: { path: string; message: string }[] } }).error.issues;
    expect(issues.map((i) => i.path)).toContain(path);
    if (message) expect(issues.find((i) => i.path === path)?.message).toBe(message);
    expect((await liveEventRows(t.server, gameId)).length).toBe(before);
  }

  it('names a scorer or an assist who is not on that team’s roster', async () => {
    const [team] = await t.server.db.select({ name: teams.name }).from(teams).where(eq(teams.id, homeTeam()));
    await refused(eventBody('goal', { team_id: homeTeam(), player_id: day.away[0]?.id }), 'player_id', `That player is not on the roster of ${team?.name}.`);
    await refused(eventBody('goal', { team_id: homeTeam(), player_id: day.home[0]?.id, assist_player_id: day.away[1]?.id }), 'assist_player_id');
    const stranger = await createPlayer(t.server.db, {});
    await refused(eventBody('yellow_card', { team_id: awayTeam(), player_id: stranger }), 'player_id');
    await refused(eventBody('goal', { team_id: randomUUID(), player_id: day.home[0]?.id }), 'team_id', "Choose one of the game's two teams.");
  });

  it('refuses an assist by the scorer, a goal without its team or scorer, and an assist on a card', async () => {
    await refused(
      eventBody('goal', { team_id: homeTeam(), player_id: day.home[0]?.id, assist_player_id: day.home[0]?.id }),
      'assist_player_id',
      'The assist must be another player than the scorer.',
    );
    await refused(eventBody('goal', { player_id: day.home[0]?.id }), 'team_id');
    await refused(eventBody('goal', { team_id: homeTeam() }), 'player_id', 'Choose the scorer.');
    await refused(eventBody('red_card', { team_id: homeTeam(), player_id: day.home[0]?.id, assist_player_id: day.home[1]?.id }), 'assist_player_id');
    await refused(eventBody('half_time', { team_id: homeTeam() }), 'team_id');
    await refused(eventBody('note', { note: '   ' }), 'note');
  });

  it('refuses a bad type, minute or client key', async () => {
    await refused(eventBody('penalty'), 'type');
    await refused(eventBody('goal', { team_id: homeTeam(), player_id: day.home[0]?.id, minute: 201 }), 'minute');
    await refused(eventBody('goal', { team_id: homeTeam(), player_id: day.home[0]?.id, minute: 12.5 }), 'minute');
    await refused({ type: 'note', note: 'x', client_key: 'short' }, 'client_key');
    await refused({ type: 'note', note: 'x' }, 'client_key');
    await refused(eventBody('goal', { team_id: 'home', player_id: day.home[0]?.id }), 'team_id');
  });

  it('leaves the stored events of the game as they were', async () => {
    const rows = await t.server.db.select().from(gameEvents).where(eq(gameEvents.gameId, gameId));
    expect(rows.map((r) => r.type)).toEqual(['kick_off']);
  });
});

describe("a referee's note is private (product.md: public data never includes notes; decision 037)", () => {
  it('stays on the referee’s page and out of the public game, /live, the schedule and the live stream', async () => {
    const gameId = await day.newGame();
    const secret = 'Tigers 9 taken to hospital, mother called';
    await recorded(referee(), gameId, 'kick_off', { minute: 0 });
    const note = await recorded(referee(), gameId, 'note', { minute: 20, note: secret });
    const goal = await recorded(referee(), gameId, 'goal', { minute: 31, team_id: homeTeam(), player_id: day.home[0]?.id, note: `${secret} (goal)` });

    // The referee's answers keep it.
    expect(note.game.events.find((e) => e.id === note.event_id)).toMatchObject({ type: 'note', note: secret });
    const page = await referee().api('GET /api/referee/games/:gameId', { params: { gameId } });
    expect(page.status).toBe(200);
    expect(page.body.game.events.map((e) => e.note)).toEqual(['', secret, `${secret} (goal)`]);

    // Anyone else sees the timeline without it: no note events, no note on the others.
    const anyone = t.personas.anonymous;
    const publicEvents = [['kick_off'], ['goal']];
    const game = await anyone.api('GET /api/games/:gameId', { params: { gameId } });
    expect(game.status).toBe(200);
    expect(game.body.events.map((e) => [e.type])).toEqual(publicEvents);
    expect(game.body.events.map((e) => Object.keys(e).sort())).toEqual(
      publicEvents.map(() => ['assist', 'correction_reason', 'created_at', 'id', 'minute', 'player', 'team_id', 'type']),
    );
    const live = await anyone.api('GET /api/live');
    expect(live.body.games.find((g) => g.id === gameId)?.events.map((e) => [e.type])).toEqual(publicEvents);
    const schedule = await anyone.api('GET /api/schedule', { query: { season_id: day.league.seasonId } });
    for (const text of [game.text, live.text, schedule.text]) expect(text).not.toContain(secret);

    // What the stream sends (each message as stored): never the note.
    const messages = await t.server.db.select({ payload: realtimeMessages.payload }).from(realtimeMessages).where(eq(realtimeMessages.channel, LIVE_CHANNEL));
    const ofGame = messages.map((m) => JSON.stringify(m.payload)).filter((text) => text.includes(gameId));
    expect(ofGame).toHaveLength(3);
    for (const text of ofGame) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain('"note"');
    }
    expect(goal.game.home_score).toBe(1);
  });
});

describe('POST /api/games/:gameId/events: a game started early', () => {
  it('takes its real kick-off time when started more than an hour early, and keeps its time otherwise', async () => {
    const sunday = minutesFromNow(2 * 24 * 60);
    const early = await day.newGame({ startsAt: sunday });
    const kickOff = await recorded(referee(), early, 'kick_off', { minute: 0 });
    const kickOffEvent = kickOff.game.events.find((e) => e.id === kickOff.event_id);
    expect(kickOff.game.starts_at).toBe(kickOffEvent?.created_at);
    expect((await storedGame(t.server, early)).startsAt.getTime()).toBeLessThan(sunday.getTime() - 24 * 60 * 60_000);

    const soon = minutesFromNow(30);
    const onTime = await day.newGame({ startsAt: soon });
    const started = await recorded(referee(), onTime, 'kick_off', { minute: 0 });
    expect(started.game.starts_at).toBe(soon.toISOString());
  });
});
