import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import { RETURNING_INVITATION_DAYS } from '../../../shared/registrations';
import type { ReturningPlayersPage } from '../../../shared/api/registrations';
import { auditLog, registrationInvitations, returningPlayerIntents } from '../../db/schema/index';
import type { CreatedUser } from '../../test/factories';
import { expectOnlyAdmins, type Personas } from '../../test/personas';
import { createReturningFixture, type ReturningFixture } from '../../test/admin-registrations-factories';
import { createSeasonRow } from '../../test/seasons-factories';
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

const BASE = '/api/admin/returning-players';
type Page = ReturningPlayersPage & ApiErrorBody;
const list = (query: string) => admin.client.request<Page>('GET', `${BASE}?${query}`);
const intentPath = (playerId: string) => `${BASE}/${playerId}/intent`;
const invite = (seasonId: string, playerIds: string[]) =>
  admin.client.api('POST /api/admin/returning-players/invitations', { body: { season_id: seasonId, player_ids: playerIds } });

/** Every fixture gets years of its own: no other fixture's season falls between its two. */
let nextYear = 2200;
const fixture = () => {
  nextYear += 10;
  return createReturningFixture(server.db, nextYear);
};

const invitationsOf = (f: ReturningFixture) =>
  server.db
    .select()
    .from(registrationInvitations)
    .where(and(eq(registrationInvitations.seasonId, f.newSeasonId), inArray(registrationInvitations.playerId, [f.alice, f.bruno, f.chen])))
    .orderBy(desc(registrationInvitations.createdAt));
const intentsOf = (f: ReturningFixture) => server.db.select().from(returningPlayerIntents).where(eq(returningPlayerIntents.seasonId, f.newSeasonId));
const auditOf = (entityType: string, entityIds: string[]) =>
  server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), inArray(auditLog.entityId, entityIds)))
    .orderBy(desc(auditLog.id));
const tokenIn = (body: string) => /\/register\?invitation=([A-Za-z0-9_-]+)/.exec(body)?.[1];
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('who may use the returning players page', () => {
  it('anonymous gets 401; player, captain, referee and statistician 403; nothing changes', async () => {
    const f = await fixture();
    await expectOnlyAdmins(
      server,
      personas,
      [
        ['GET', `${BASE}?season_id=${f.newSeasonId}`],
        ['GET', `${BASE}/export.csv?season_id=${f.newSeasonId}`],
        ['PUT', intentPath(f.alice), { season_id: f.newSeasonId, intent: 'returning' }],
        ['POST', `${BASE}/invitations`, { season_id: f.newSeasonId, player_ids: [f.alice] }],
      ],
      { unchanged: async () => ({ intents: await intentsOf(f), invitations: await invitationsOf(f), outbox: await server.outbox() }) },
    );
  });
});

describe('GET /api/admin/returning-players', () => {
  it("lists the previous season's players with their team, intent, invitation and registration", async () => {
    const f = await fixture();
    const response = await list(`season_id=${f.newSeasonId}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      season: { id: f.newSeasonId, name: `New ${f.tag}` },
      previous_season: { id: f.previousSeasonId, name: `Old ${f.tag}` },
      total: 3,
      page: 1,
      page_size: 50,
    });
    expect(response.body.items).toEqual([
      {
        player_id: f.alice,
        first_name: 'Alice',
        last_name: f.tag,
        email: `alice-${f.tag}@example.test`.toLowerCase(),
        team_id: f.teamId,
        team_name: `Team ${f.tag}`,
        division_name: expect.any(String),
        intent: 'unknown',
        invitation: null,
        registered: false,
      },
      expect.objectContaining({ player_id: f.bruno, email: null, registered: false }),
      expect.objectContaining({ player_id: f.chen, registered: true }),
    ]);
  });

  it('takes the newest season by start date when none is chosen', async () => {
    const f = await createReturningFixture(server.db, 2900);
    const response = await admin.client.api('GET /api/admin/returning-players');
    expect(response.status).toBe(200);
    expect(response.body.season.id).toBe(f.newSeasonId);
    expect(response.body.previous_season?.id).toBe(f.previousSeasonId);
  });

  it('is empty when the season has no season before it', async () => {
    const first = await createSeasonRow(server.db, { startDate: '1901-03-01', endDate: '1901-08-31' });
    const response = await list(`season_id=${first}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ season: { id: first }, previous_season: null, items: [], total: 0 });
  });

  it('filters by intent and by name or e-mail, and pages', async () => {
    const f = await fixture();
    expect(
      (
        await admin.client.api('PUT /api/admin/returning-players/:playerId/intent', {
          params: { playerId: f.alice },
          body: { season_id: f.newSeasonId, intent: 'returning' },
        })
      ).status,
    ).toBe(200);
    const ids = async (query: string) => (await list(`season_id=${f.newSeasonId}&${query}`)).body.items.map((i) => i.player_id);
    expect(await ids('intent=returning')).toEqual([f.alice]);
    expect(await ids('intent=unknown')).toEqual([f.bruno, f.chen]);
    expect(await ids('intent=not_returning')).toEqual([]);
    expect(await ids('q=bruno')).toEqual([f.bruno]);
    expect(await ids(`q=chen-${f.tag.toLowerCase()}`)).toEqual([f.chen]);
    expect(await ids(`q=Alice ${f.tag}`)).toEqual([f.alice]);
    const second = await list(`season_id=${f.newSeasonId}&page=2&page_size=2`);
    expect(second.body).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(second.body.items.map((i) => i.player_id)).toEqual([f.chen]);
  });

  it('answers 404 for an unknown season and 422 for bad parameters', async () => {
    const unknown = await list(`season_id=${randomUUID()}`);
    expect(unknown.status).toBe(404);
    for (const [query, field] of [
      ['season_id=nope', 'season_id'],
      ['intent=maybe', 'intent'],
      ['page_size=500', 'page_size'],
    ]) {
      const response = await list(query ?? '');
      expect(response.status, query).toBe(422);
      expect(response.body.error.issues?.[0]?.path).toBe(field);
    }
  });

  it('exports the list as CSV', async () => {
    const f = await fixture();
    const response = await admin.client.api('GET /api/admin/returning-players/export.csv', { query: { season_id: f.newSeasonId, q: f.tag } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('player_id,first_name,last_name,email,team,division,intent,invited_at,invitation_expires_at,invitation_claimed_at,registered');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual([`${f.alice},Alice`, `${f.bruno},Bruno`, `${f.chen},Chen`]);
    expect(lines[3]).toMatch(/,yes$/);
  });
});

describe('PUT /api/admin/returning-players/:playerId/intent', () => {
  it('stores the intent, audits it, and records nothing when it is already so', async () => {
    const f = await fixture();
    const saved = await admin.client.api('PUT /api/admin/returning-players/:playerId/intent', {
      params: { playerId: f.bruno },
      body: { season_id: f.newSeasonId, intent: 'not_returning' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ season_id: f.newSeasonId, player_id: f.bruno, intent: 'not_returning' });
    expect(await intentsOf(f)).toEqual([expect.objectContaining({ playerId: f.bruno, intent: 'not_returning', updatedBy: admin.userId })]);
    const changed = await admin.client.api('PUT /api/admin/returning-players/:playerId/intent', {
      params: { playerId: f.bruno },
      body: { season_id: f.newSeasonId, intent: 'returning' },
    });
    expect(changed.body.intent).toBe('returning');
    await admin.client.api('PUT /api/admin/returning-players/:playerId/intent', {
      params: { playerId: f.bruno },
      body: { season_id: f.newSeasonId, intent: 'returning' },
    });
    // Unknown is what a player without a row already is: nothing to store.
    await admin.client.api('PUT /api/admin/returning-players/:playerId/intent', {
      params: { playerId: f.alice },
      body: { season_id: f.newSeasonId, intent: 'unknown' },
    });
    const audit = await auditOf('returning_player_intent', [f.alice, f.bruno]);
    expect(audit.map((a) => [a.action, (a.after as { intent?: string }).intent])).toEqual([
      ['returning_player.intent_set', 'returning'],
      ['returning_player.intent_set', 'not_returning'],
    ]);
    expect((await list(`season_id=${f.newSeasonId}&q=bruno`)).body.items[0]?.intent).toBe('returning');
  });

  it('answers 404 for an unknown player and 422 for a bad intent or season, changing nothing', async () => {
    const f = await fixture();
    const unknown = await admin.client.api('PUT /api/admin/returning-players/:playerId/intent', {
      params: { playerId: randomUUID() },
      body: { season_id: f.newSeasonId, intent: 'returning' },
    });
    expect(unknown.status).toBe(404);
    const cases: [unknown, string, string][] = [
      [{ season_id: f.newSeasonId, intent: 'maybe' }, 'intent', 'Choose returning, not returning or unknown.'],
      [{ intent: 'returning' }, 'season_id', 'Choose a season.'],
      [{ season_id: randomUUID(), intent: 'returning' }, 'season_id', 'That season was not found.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await admin.client.sendUnchecked('PUT', intentPath(f.alice), body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.error.issues).toContainEqual({ path: field, message });
    }
    expect(await intentsOf(f)).toEqual([]);
  });
});

describe('POST /api/admin/returning-players/invitations', () => {
  it('e-mails a working link to each player it can, and says why it skipped the others', async () => {
    const f = await fixture();
    const stranger = randomUUID();
    const response = await invite(f.newSeasonId, [f.alice, f.bruno, f.chen, stranger]);
    expect(response.status).toBe(200);
    expect(response.body.sent).toBe(1);
    expect(response.body.skipped).toEqual(
      expect.arrayContaining([
        { player_id: f.bruno, reason: 'no_email' },
        { player_id: f.chen, reason: 'already_registered' },
        { player_id: stranger, reason: 'not_found' },
      ]),
    );
    expect(response.body.skipped).toHaveLength(3);

    const [mail, ...more] = await server.outbox({ recipient: `alice-${f.tag}@example.test`.toLowerCase() });
    expect(more).toEqual([]);
    expect(mail?.subject).toContain(`register for New ${f.tag}`);
    expect(mail?.body).toContain(`${server.publicUrl}/register?invitation=`);
    const token = tokenIn(mail?.body ?? '');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [stored, ...others] = await invitationsOf(f);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      playerId: f.alice,
      email: `alice-${f.tag}@example.test`.toLowerCase(),
      tokenHash: sha256(token ?? ''),
      claimedAt: null,
      revokedAt: null,
      createdBy: admin.userId,
    });
    const days = ((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBe(RETURNING_INVITATION_DAYS);
    expect(await auditOf('registration_invitation', [stored?.id ?? ''])).toEqual([
      expect.objectContaining({
        action: 'registration_invitation.sent',
        actorUserId: admin.userId,
        after: expect.not.objectContaining({ tokenHash: expect.anything() }),
      }),
    ]);

    const listed = (await list(`season_id=${f.newSeasonId}&q=alice`)).body.items[0];
    expect(listed?.invitation).toEqual({ sent_at: stored?.createdAt.toISOString(), expires_at: stored?.expiresAt.toISOString(), claimed_at: null });
  });

  it('sending again revokes the open invitation and e-mails a new link', async () => {
    const f = await fixture();
    await invite(f.newSeasonId, [f.alice]);
    const again = await invite(f.newSeasonId, [f.alice]);
    expect(again.body).toEqual({ sent: 1, skipped: [] });
    const [newer, older] = await invitationsOf(f);
    expect(newer).toMatchObject({ revokedAt: null, claimedAt: null });
    expect(older?.revokedAt).toBeInstanceOf(Date);
    const mails = await server.outbox({ recipient: `alice-${f.tag}@example.test`.toLowerCase() });
    expect(mails).toHaveLength(2);
    expect(sha256(tokenIn(mails[0]?.body ?? '') ?? '')).toBe(newer?.tokenHash);
    expect(sha256(tokenIn(mails[1]?.body ?? '') ?? '')).toBe(older?.tokenHash);
    expect((await auditOf('registration_invitation', [older?.id ?? ''])).map((a) => a.action)).toEqual([
      'registration_invitation.revoked',
      'registration_invitation.sent',
    ]);
  });

  it('answers 422 for no players, a bad id or an unknown season, and sends nothing', async () => {
    const f = await fixture();
    const cases: [unknown, string, string][] = [
      [{ season_id: f.newSeasonId, player_ids: [] }, 'player_ids', 'Choose at least one player.'],
      [{ season_id: 'nope', player_ids: [f.alice] }, 'season_id', 'Choose a season.'],
      [{ season_id: randomUUID(), player_ids: [f.alice] }, 'season_id', 'That season was not found.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await admin.client.sendUnchecked('POST', `${BASE}/invitations`, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.error.issues).toContainEqual({ path: field, message });
    }
    const badId = await admin.client.api('POST /api/admin/returning-players/invitations', { body: { season_id: f.newSeasonId, player_ids: ['nope'] } });
    expect(badId.status).toBe(422);
    expect(await invitationsOf(f)).toEqual([]);
    expect(await server.outbox({ recipient: `alice-${f.tag}@example.test`.toLowerCase() })).toEqual([]);
  });
});
