import { beforeAll, describe, expect, it } from 'vitest';
import type { GameEventChange } from '../../../shared/api/referee';
import { eventBody, recordEvent, recorded, setUpGameDay, type GameDay } from '../../test/referee-factories';
import { withTestServer } from '../../test/with-test-server';

// Issue 20, item 1: a page holding a game keeps the answer with the higher revision, so every
// change must raise it, and a replayed write (the same key) must not.

const t = withTestServer({ personas: true });
let day: GameDay;
beforeAll(async () => {
  day = await setUpGameDay(t.server);
});

const referee = () => day.assignedReferee.client;

async function refereeRevision(gameId: string): Promise<number> {
  const response = await referee().api('GET /api/referee/games/:gameId', { params: { gameId } });
  expect(response.status).toBe(200);
  return response.body.game.revision;
}

describe("a game's revision", () => {
  it('rises with each event recorded, corrected and deleted, and is what the next read answers', async () => {
    const gameId = await day.newGame();
    const start = await refereeRevision(gameId);
    const kickOff = await recorded(referee(), gameId, 'kick_off', { minute: 0 });
    expect(kickOff.game.revision).toBeGreaterThan(start);

    const goalBody = eventBody('goal', { minute: 3, team_id: day.league.teamIds[0], player_id: day.home[0]?.id });
    const goal = await recordEvent(referee(), gameId, goalBody);
    expect(goal.status).toBe(201);
    expect(goal.body.game.revision).toBeGreaterThan(kickOff.game.revision);
    expect(await refereeRevision(gameId)).toBe(goal.body.game.revision);

    // The phone sends the goal again (its answer was lost): the same game, the same revision.
    const replay = await recordEvent(referee(), gameId, goalBody);
    expect(replay.status).toBe(200);
    expect(replay.body.game.revision).toBe(goal.body.game.revision);

    const corrected = await referee().request<GameEventChange>('PATCH', `/api/games/${gameId}/events/${goal.body.event_id}`, {
      minute: 4,
      reason: 'Wrong minute',
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.game.revision).toBeGreaterThan(goal.body.game.revision);

    const deleted = await referee().api('DELETE /api/games/:gameId/events/:eventId', {
      params: { gameId, eventId: goal.body.event_id },
      body: { reason: 'No goal' },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.game.revision).toBeGreaterThan(corrected.body.game.revision);
    expect(deleted.body.game.home_score).toBe(0);
  });

  it("rises when an admin changes the game's status", async () => {
    const gameId = await day.newGame();
    const before = await refereeRevision(gameId);
    const postponed = await t.personas.admin.client.api('POST /api/admin/games/:gameId/status', { params: { gameId }, body: { status: 'postponed' } });
    expect(postponed.status).toBe(200);
    expect(await refereeRevision(gameId)).toBeGreaterThan(before);
  });
});
