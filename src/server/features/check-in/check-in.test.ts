import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_MESSAGES } from '../../../shared/check-in';
import { gameCheckIns, registrations, substituteRequests, waivers, waiverSignatures } from '../../db/schema/index';
import { createUser, minutesFromNow, type CreatedUser } from '../../test/factories';
import type { HttpClient } from '../../test/http-client';
import { givePlayerRecord } from '../../test/team-invites-factories';
import { setUpGameDay, type GameDay } from '../../test/referee-factories';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer({ personas: true });
let day: GameDay;
let gameId: string;
/** home[0]: paid and signed (one tap); home[1]: neither (flagged). */
let ready: string;
let flagged: string;

beforeAll(async () => {
  day = await setUpGameDay(t.server);
  gameId = await day.newGame({ startsAt: minutesFromNow(30) });
  // The migrations' active waiver, or one of the test's own.
  const [active] = await t.server.db.select().from(waivers).where(eq(waivers.isActive, true));
  const waiver = active ?? (await t.server.db.insert(waivers).values({ version: 900, title: 'Waiver', body: 'Text', isActive: true }).returning())[0];
  ready = day.home[0]?.id ?? '';
  flagged = day.home[1]?.id ?? '';
  await t.server.db.insert(registrations).values({ playerId: ready, seasonId: day.league.seasonId, divisionId: day.league.divisionId, status: 'paid' });
  await t.server.db.insert(waiverSignatures).values({ waiverId: waiver?.id ?? '', playerId: ready, signedName: 'Ready' });
});

const body = (fields: Record<string, unknown> = {}) => ({ client_key: randomUUID(), scanned_at: new Date().toISOString(), ...fields });
const checkIn = (client: HttpClient, fields: Record<string, unknown>, game = gameId) =>
  client.api('POST /api/games/:gameId/check-ins', { params: { gameId: game }, body: body(fields) as never });
const undo = (client: HttpClient, playerId: string) => client.api('DELETE /api/games/:gameId/check-ins/:playerId', { params: { gameId, playerId } });
const rowsOf = (playerId: string) => t.server.db.select().from(gameCheckIns).where(eq(gameCheckIns.playerId, playerId));

describe('who may check players in', () => {
  it('refuses anonymous (401), players, captains and statisticians (403), and another game’s referee (403)', async () => {
    const p = t.personas;
    expect((await checkIn(p.anonymous, { player_id: ready })).status).toBe(401);
    for (const client of [p.player.client, p.captain.client, p.statistician.client, p.referee.client]) {
      expect((await checkIn(client, { player_id: ready })).status).toBe(403);
      expect((await client.api('GET /api/games/:gameId/check-in', { params: { gameId } })).status).toBe(403);
      expect((await undo(client, ready)).status).toBe(403);
    }
    expect((await p.anonymous.api('GET /api/check-in/games')).status).toBe(401);
    expect((await p.player.client.api('GET /api/check-in/games')).status).toBe(403);
  });

  it('lets the game’s referee and admins in; another referee’s day lists none of this game', async () => {
    const sheet = await day.assignedReferee.client.api('GET /api/games/:gameId/check-in', { params: { gameId } });
    expect(sheet.status).toBe(200);
    expect(sheet.body.players.map((p) => p.id).sort()).toEqual([...day.home, ...day.away].map((m) => m.id).sort());
    expect(sheet.body.players.find((p) => p.id === ready)).toMatchObject({ paid: true, waiver_signed: true, flags: [] });
    expect(sheet.body.players.find((p) => p.id === flagged)?.flags).toEqual(['unpaid', 'no_waiver']);
    expect((await t.personas.admin.client.api('GET /api/games/:gameId/check-in', { params: { gameId } })).status).toBe(200);
    const mine = await day.assignedReferee.client.api('GET /api/check-in/games');
    expect(mine.body.today.map((s) => s.game.id)).toContain(gameId);
    const others = await t.personas.referee.client.api('GET /api/check-in/games');
    expect(others.body.today.map((s) => s.game.id)).not.toContain(gameId);
  });

  it('answers 404 for a game that does not exist', async () => {
    expect((await checkIn(t.personas.admin.client, { player_id: ready }, randomUUID())).status).toBe(404);
  });
});

describe('POST /api/games/{gameId}/check-ins', () => {
  it('checks a ready player in with one tap; the same write again is the same check-in', async () => {
    const first = body({ player_id: ready });
    const answer = await day.assignedReferee.client.api('POST /api/games/:gameId/check-ins', { params: { gameId }, body: first as never });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ outcome: 'created', check_in: { player_id: ready, method: 'tap', flags: [] } });
    const again = await day.assignedReferee.client.api('POST /api/games/:gameId/check-ins', { params: { gameId }, body: first as never });
    expect(again.status).toBe(200);
    expect(again.body.outcome).toBe('replayed');
    expect(await rowsOf(ready)).toHaveLength(1);
    expect((await undo(day.assignedReferee.client, ready)).status).toBe(204);
    expect(await rowsOf(ready)).toHaveLength(0);
  });

  it('refuses a flagged player without a reason (422 on reason), and stores the reason given', async () => {
    const refused = await checkIn(t.personas.admin.client, { player_id: flagged });
    expect(refused.status).toBe(422);
    expect(refused.error.issues).toEqual([{ path: 'reason', message: CHECK_IN_MESSAGES.reasonRequired }]);
    const blank = await checkIn(t.personas.admin.client, { player_id: flagged, reason: '   ' });
    expect(blank.status).toBe(422);
    const allowed = await checkIn(t.personas.admin.client, { player_id: flagged, reason: 'Paid cash at the field' });
    expect(allowed.status).toBe(201);
    expect(allowed.body.check_in).toMatchObject({ flags: ['unpaid', 'no_waiver'], reason: 'Paid cash at the field' });
  });

  it('refuses bad input with the field’s message', async () => {
    const admin = t.personas.admin.client;
    const neither = await admin.sendUnchecked('POST', `/api/games/${gameId}/check-ins`, body());
    expect(neither.status).toBe(422);
    expect(neither.error.issues?.[0]).toMatchObject({ path: 'player_id', message: CHECK_IN_MESSAGES.playerOrPass });
    const badTime = await admin.sendUnchecked('POST', `/api/games/${gameId}/check-ins`, body({ player_id: ready, scanned_at: 'yesterday' }));
    expect(badTime.error.issues?.[0]?.path).toBe('scanned_at');
    const badKey = await admin.sendUnchecked('POST', `/api/games/${gameId}/check-ins`, body({ player_id: ready, client_key: 'k' }));
    expect(badKey.error.issues?.[0]?.path).toBe('client_key');
  });

  it('is a conflict for a player on neither roster, and for a pass that names no one', async () => {
    const stranger = await checkIn(t.personas.admin.client, { player_id: randomUUID() });
    expect(stranger.status).toBe(409);
    expect(stranger.error.message).toBe(CHECK_IN_MESSAGES.notOnRoster);
    const forged = await checkIn(t.personas.admin.client, { pass_token: `LP1.${'a'.repeat(22)}.${'b'.repeat(22)}` });
    expect(forged.status).toBe(409);
    expect(forged.error.message).toBe(CHECK_IN_MESSAGES.badPass);
  });

  it('lists an approved substitute with the rosters', async () => {
    const sub = await createUser(t.server, {});
    const subPlayer = await givePlayerRecord(t.server, sub, { firstName: 'Sam', lastName: 'Sub' });
    await t.server.db.insert(substituteRequests).values({
      gameId,
      teamId: day.league.teamIds[0] ?? '',
      requestedByUserId: day.assignedReferee.userId,
      clientKey: randomUUID(),
      status: 'filled',
      claimedByPlayerId: subPlayer,
    });
    const sheet = await t.personas.admin.client.api('GET /api/games/:gameId/check-in', { params: { gameId } });
    expect(sheet.body.players.find((p) => p.id === subPlayer)).toMatchObject({ is_substitute: true, name: 'Sam Sub' });
  });
});

describe('the player pass', () => {
  let owner: CreatedUser;
  let ownerPlayer: string;
  beforeAll(async () => {
    owner = await createUser(t.server, {});
    ownerPlayer = await givePlayerRecord(t.server, owner, { firstName: 'Pat', lastName: 'Pass' });
    await t.server.db.insert(registrations).values({ playerId: ownerPlayer, seasonId: day.league.seasonId, divisionId: day.league.divisionId, status: 'paid' });
    const { addToRoster } = await import('../../test/factories');
    await addToRoster(t.server.db, { teamId: day.league.teamIds[1] ?? '', playerId: ownerPlayer });
  });

  it('is made on first asking, holds no player id, and stays the same until renewed', async () => {
    expect((await t.personas.anonymous.api('GET /api/me/pass')).status).toBe(401);
    expect((await t.personas.admin.client.api('GET /api/me/pass')).status).toBe(409);
    const renewed = await owner.client.api('POST /api/me/pass');
    const token = renewed.body.token ?? '';
    expect(token).toMatch(/^LP1\./);
    expect(token).not.toContain(ownerPlayer);
    expect((await owner.client.api('GET /api/me/pass')).body.token).toBe(token);
  });

  it('checks its player in when scanned; a renewed or revoked pass no longer works', async () => {
    const old = (await owner.client.api('GET /api/me/pass')).body.token ?? '';
    const fresh = (await owner.client.api('POST /api/me/pass')).body.token ?? '';
    expect(fresh).not.toBe(old);
    const refused = await checkIn(t.personas.admin.client, { pass_token: old, reason: 'x' });
    expect(refused.status).toBe(409);
    const scanned = await checkIn(t.personas.admin.client, { pass_token: fresh, reason: 'Waiver on paper' });
    expect(scanned.status).toBe(201);
    expect(scanned.body).toMatchObject({ player_name: 'Pat Pass', check_in: { method: 'pass', player_id: ownerPlayer } });
    const sheet = await t.personas.admin.client.api('GET /api/games/:gameId/check-in', { params: { gameId } });
    expect(fresh.split('.')[1]).toBe(sheet.body.players.find((p) => p.id === ownerPlayer)?.pass_lookup);
    const revoked = await owner.client.api('DELETE /api/me/pass');
    expect(revoked.body.token).toBeNull();
    expect((await owner.client.api('GET /api/me/pass')).body.token).toBeNull();
    await undo(t.personas.admin.client, ownerPlayer);
    expect((await checkIn(t.personas.admin.client, { pass_token: fresh, reason: 'x' })).status).toBe(409);
  });
});

describe('two devices', () => {
  it('checking in the same player at once leave one check-in; the other hears who has it', async () => {
    const player = day.away[0]?.id ?? '';
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        [day.assignedReferee.client, t.personas.admin.client].map((client) => checkIn(client, { player_id: player, reason: 'Known to the league' })),
      );
      expect(answers.map((a) => a.body.outcome).sort()).toEqual(['already_checked_in', 'created']);
      const ids = new Set(answers.map((a) => a.body.check_in.id));
      expect(ids.size).toBe(1);
      expect(await rowsOf(player)).toHaveLength(1);
      await undo(t.personas.admin.client, player);
    }
  });
});
