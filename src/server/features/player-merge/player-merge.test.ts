import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_MERGE_MESSAGES } from '../../../shared/player-merge';
import { auditLog, gameAvailability, gameEvents, playerMerges, players, registrations, teamRosters, waiverSignatures } from '../../db/schema/index';
import { addToRoster, createPlayer, createUser, type CreatedUser } from '../../test/factories';
import { expectOnlyAdmins, type Personas } from '../../test/personas';
import { createMergePair, type MergePair } from '../../test/player-merge-factories';
import type { TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer({ personas: true });
let server: TestServer;
let personas: Personas;
let admin: CreatedUser;
beforeAll(() => {
  ({ server, personas } = t);
  ({ admin } = personas);
});

const pairInput = (p: MergePair) => ({ primary_id: p.primaryId, duplicate_id: p.duplicateId });
const merge = (p: MergePair) => admin.client.api('POST /api/admin/player-merges', { body: pairInput(p) });
const undo = (mergeId: string) => admin.client.api('POST /api/admin/player-merges/:mergeId/undo', { params: { mergeId } });
const preview = (p: MergePair) => admin.client.api('GET /api/admin/player-merges/preview', { query: pairInput(p) });
const publicPlayer = (playerId: string) => server.client().api('GET /api/public/players/:playerId', { params: { playerId } });

async function holdings(playerId: string) {
  const db = server.db;
  const [regs, rosters, events, rsvps, signatures] = await Promise.all([
    db.select({ id: registrations.id, status: registrations.status }).from(registrations).where(eq(registrations.playerId, playerId)),
    db.select({ teamId: teamRosters.teamId, jersey: teamRosters.jerseyNumber }).from(teamRosters).where(eq(teamRosters.playerId, playerId)),
    db.select({ id: gameEvents.id }).from(gameEvents).where(eq(gameEvents.playerId, playerId)),
    db.select({ gameId: gameAvailability.gameId, status: gameAvailability.status }).from(gameAvailability).where(eq(gameAvailability.playerId, playerId)),
    db.select({ waiverId: waiverSignatures.waiverId }).from(waiverSignatures).where(eq(waiverSignatures.playerId, playerId)),
  ]);
  return { regs, rosters, events, rsvps, signatures };
}

describe('who may merge players', () => {
  it('anonymous gets 401; player, captain, referee and statistician 403; nothing changes', async () => {
    const p = await createMergePair(server.db);
    const [merged] = await server.db
      .insert(playerMerges)
      .values({
        primaryPlayerId: p.primaryId,
        duplicatePlayerId: await createPlayer(server.db, {}),
        primaryName: 'A',
        duplicateName: 'B',
        changes: { version: 1, references: {}, userLink: { kind: 'none' } },
      })
      .returning({ id: playerMerges.id });
    const q = `primary_id=${p.primaryId}&duplicate_id=${p.duplicateId}`;
    await expectOnlyAdmins(
      server,
      personas,
      [
        ['GET', '/api/admin/player-merges/duplicates'],
        ['GET', `/api/admin/player-merges/preview?${q}`],
        ['GET', '/api/admin/player-merges'],
        ['POST', '/api/admin/player-merges', pairInput(p)],
        ['POST', `/api/admin/player-merges/${merged?.id}/undo`],
      ],
      { unchanged: async () => ({ merges: await server.db.select().from(playerMerges), duplicate: await holdings(p.duplicateId) }) },
    );
  });
});

describe('GET /api/admin/player-merges/duplicates', () => {
  it('lists the likely pair with its score and reasons, paged and searchable', async () => {
    const p = await createMergePair(server.db);
    const found = await admin.client.api('GET /api/admin/player-merges/duplicates', { query: { q: p.lastName } });
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(1);
    expect(found.body.items[0]).toMatchObject({
      score: 67,
      reasons: [
        { kind: 'nickname', text: 'Nickname: Robert and Bob' },
        { kind: 'same_phone', text: 'Same phone' },
      ],
    });
    expect(found.body.items[0]?.players.map((x) => x.id)).toEqual([p.primaryId, p.duplicateId]);
    const paged = await admin.client.api('GET /api/admin/player-merges/duplicates', { query: { page_size: 1, page: 1 } });
    expect(paged.body.items).toHaveLength(1);
    expect(paged.body.total).toBeGreaterThanOrEqual(1);
  });

  it('refuses a bad page size with the field message', async () => {
    const answer = await admin.client.request<{ error: { issues: { path: string; message: string }[] } }>(
      'GET',
      '/api/admin/player-merges/duplicates?page_size=500',
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error.issues).toEqual([{ path: 'page_size', message: 'Page size must be between 1 and 100.' }]);
  });
});

describe('preview and bad input', () => {
  it('shows what moves, and changes nothing', async () => {
    const p = await createMergePair(server.db);
    const before = await holdings(p.duplicateId);
    const answer = await preview(p);
    expect(answer.status).toBe(200);
    const moving = Object.fromEntries(answer.body.moves.filter((m) => m.rows > 0).map((m) => [m.key, [m.rows, m.moving, m.conflicts]]));
    expect(moving).toEqual({
      registrations: [1, 1, 0],
      team_rosters: [1, 1, 0],
      game_events_scorer: [1, 1, 0],
      game_availability: [1, 1, 0],
      waiver_signatures: [1, 1, 0],
    });
    expect(answer.body.user_link.outcome).toBe('none');
    expect(await holdings(p.duplicateId)).toEqual(before);
  });

  it('refuses merging a player into itself, a missing id and an unknown player', async () => {
    const p = await createMergePair(server.db);
    const self = await admin.client.api('POST /api/admin/player-merges', { body: { primary_id: p.primaryId, duplicate_id: p.primaryId } });
    expect(self.status).toBe(422);
    expect(self.error.issues).toEqual([{ path: 'duplicate_id', message: PLAYER_MERGE_MESSAGES.samePlayer }]);
    const missing = await admin.client.request<{ error: { issues: unknown[] } }>('POST', '/api/admin/player-merges', { primary_id: p.primaryId });
    expect(missing.status).toBe(422);
    expect(missing.body.error.issues).toEqual([{ path: 'duplicate_id', message: PLAYER_MERGE_MESSAGES.chooseDuplicate }]);
    const unknown = await admin.client.api('POST /api/admin/player-merges', {
      body: { primary_id: p.primaryId, duplicate_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    expect(await server.db.select().from(playerMerges).where(eq(playerMerges.primaryPlayerId, p.primaryId))).toEqual([]);
  });
});

describe('merge and undo', () => {
  it('moves everything to the primary, points the duplicate at it, and the undo puts it all back', async () => {
    const p = await createMergePair(server.db);
    const before = await holdings(p.duplicateId);
    const merged = await merge(p);
    expect(merged.status).toBe(201);
    expect(merged.body).toMatchObject({ primary: { id: p.primaryId }, duplicate: { id: p.duplicateId }, moved: 5, set_aside: 0, undone_at: null });
    expect(await holdings(p.primaryId)).toEqual(before);
    expect(await holdings(p.duplicateId)).toEqual({ regs: [], rosters: [], events: [], rsvps: [], signatures: [] });

    const page = await publicPlayer(p.duplicateId);
    expect(page.status).toBe(200);
    expect(page.body.id).toBe(p.primaryId);
    expect(page.body.stats[0]).toMatchObject({ goals: 1 });

    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'player_merge'), eq(auditLog.entityId, merged.body.id)));
    expect(audit).toMatchObject({ action: 'player.merged', actorUserId: admin.userId });

    const again = await merge(p);
    expect(again.status).toBe(409);
    expect(again.error.message).toBe(`Bob ${p.lastName} was merged into Robert ${p.lastName} already.`);
    const listed = await admin.client.api('GET /api/admin/player-merges/duplicates', { query: { q: p.lastName } });
    expect(listed.body.total).toBe(0);

    const undone = await undo(merged.body.id);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ merged_by: admin.email, undone_by: admin.email });
    expect(undone.body.undone_at).not.toBeNull();
    expect(await holdings(p.duplicateId)).toEqual(before);
    expect(await holdings(p.primaryId)).toEqual({ regs: [], rosters: [], events: [], rsvps: [], signatures: [] });
    expect((await publicPlayer(p.duplicateId)).body.id).toBe(p.duplicateId);
    const twice = await undo(merged.body.id);
    expect(twice.status).toBe(409);
    expect(twice.error.message).toBe(PLAYER_MERGE_MESSAGES.alreadyUndone);
    const history = await admin.client.api('GET /api/admin/player-merges', { query: {} });
    expect(history.body.items.find((m) => m.id === merged.body.id)).toMatchObject({ merged_by: admin.email, undone_by: admin.email });
  });

  it('settles conflicts: both registered and rostered in the same division; the undo restores both', async () => {
    const p = await createMergePair(server.db);
    await server.db
      .insert(registrations)
      .values({ playerId: p.primaryId, seasonId: p.league.seasonId, divisionId: p.league.divisionId, status: 'pending_payment' });
    await addToRoster(server.db, { teamId: p.league.teamIds[0], playerId: p.primaryId, jerseyNumber: 4 });
    const before = await holdings(p.duplicateId);
    const shown = await preview(p);
    const byKey = Object.fromEntries(shown.body.moves.map((m) => [m.key, m]));
    expect(byKey.registrations).toMatchObject({ rows: 1, moving: 1, conflicts: 1, resolution: 'cancel' });
    expect(byKey.team_rosters).toMatchObject({ rows: 1, moving: 0, conflicts: 1, resolution: 'drop' });
    const merged = await merge(p);
    expect(merged.status).toBe(201);
    const after = await holdings(p.primaryId);
    expect(after.rosters).toEqual([{ teamId: p.league.teamIds[0], jersey: 4 }]);
    expect(after.regs.find((r) => r.id === p.registrationId)?.status).toBe('cancelled');
    expect((await undo(merged.body.id)).status).toBe(200);
    expect(await holdings(p.duplicateId)).toEqual(before);
  });

  it('refuses the undo once something newer depends on the merge, and changes nothing', async () => {
    const p = await createMergePair(server.db);
    const merged = await merge(p);
    await server.db.delete(gameAvailability).where(and(eq(gameAvailability.gameId, p.gameId), eq(gameAvailability.playerId, p.primaryId)));
    const snapshot = await holdings(p.primaryId);
    const refused = await undo(merged.body.id);
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe('The merge cannot be undone: rsvps changed since the merge.');
    expect(await holdings(p.primaryId)).toEqual(snapshot);

    const q = await createMergePair(server.db);
    const first = await merge(q);
    const third = await createPlayer(server.db, { firstName: 'Robbie', lastName: q.lastName });
    const second = await admin.client.api('POST /api/admin/player-merges', { body: { primary_id: third, duplicate_id: q.primaryId } });
    expect(second.status).toBe(201);
    const blocked = await undo(first.body.id);
    expect(blocked.status).toBe(409);
    expect(blocked.error.message).toBe(PLAYER_MERGE_MESSAGES.newerMerge);
    // Merges of merges: the first duplicate's page answers with the last primary (who holds the roster place now).
    expect((await publicPlayer(q.duplicateId)).body.id).toBe(third);
  });

  it('moves the account link to a primary without one, and unlinks the duplicate when both have one', async () => {
    const bobUser = await createUser(server);
    const p = await createMergePair(server.db, { duplicateUserId: bobUser.userId });
    expect((await preview(p)).body.user_link.outcome).toBe('moves');
    const merged = await merge(p);
    const linked = async (id: string) => (await server.db.select({ userId: players.userId }).from(players).where(eq(players.id, id)))[0]?.userId;
    expect(await linked(p.primaryId)).toBe(bobUser.userId);
    expect(await linked(p.duplicateId)).toBeNull();
    await undo(merged.body.id);
    expect(await linked(p.duplicateId)).toBe(bobUser.userId);
    expect(await linked(p.primaryId)).toBeNull();

    const robertUser = await createUser(server);
    await server.db.update(players).set({ userId: robertUser.userId }).where(eq(players.id, p.primaryId));
    expect((await preview(p)).body.user_link.outcome).toBe('duplicate_unlinked');
    const both = await merge(p);
    expect(await linked(p.primaryId)).toBe(robertUser.userId);
    expect(await linked(p.duplicateId)).toBeNull();
    await undo(both.body.id);
    expect(await linked(p.duplicateId)).toBe(bobUser.userId);
    const [last] = await server.db.select().from(auditLog).where(eq(auditLog.entityId, both.body.id)).orderBy(desc(auditLog.id));
    expect(last?.action).toBe('player.merge_undone');
  });
});
