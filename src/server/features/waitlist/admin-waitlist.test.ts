import { createHash } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { WaitlistEntryDetail, WaitlistPage } from '../../../shared/api/waitlist';
import { auditLog, waitlistEntries, waitlistInvitations } from '../../db/schema/index';
import { createLeague, createUser, createWaitlistEntry, type CreatedUser, type League, type WaitlistEntryFixture } from '../../test/factories';
import { testMessenger, uniqueEmail, type TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import { expireWaitlistInvitations } from './waitlist-invitations.service';

const t = withTestServer();
let server: TestServer;
let admin: CreatedUser;
let player: CreatedUser;
beforeAll(async () => {
  server = t.server;
  [admin, player] = await Promise.all([createUser(server, { roles: ['admin'] }), createUser(server)]);
});

const HOUR_MS = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR_MS);

/** Entries of one new league, so a test sees only its own rows through the filters. */
async function leagueWith(entries: WaitlistEntryFixture[]): Promise<{ league: League; ids: string[] }> {
  const league = await createLeague(server.db);
  const ids: string[] = [];
  for (const entry of entries) ids.push(await createWaitlistEntry(server.db, { seasonId: league.seasonId, divisionId: league.divisionId, ...entry }));
  return { league, ids };
}

const scope = (league: League) => `season_id=${league.seasonId}&division_id=${league.divisionId}`;

async function list(query: string) {
  return admin.client.request<WaitlistPage & ApiErrorBody>('GET', `/api/admin/waitlist?${query}`);
}

async function entryRow(id: string) {
  const [row] = await server.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row;
}

async function auditOf(entityId: string) {
  return server.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);
}

async function invitationsOf(entryId: string) {
  return server.db.select().from(waitlistInvitations).where(eq(waitlistInvitations.entryId, entryId)).orderBy(waitlistInvitations.createdAt);
}

function messenger() {
  return testMessenger(server);
}

async function expireAt(now: Date) {
  return expireWaitlistInvitations({ db: server.db, messenger: messenger(), baseUrl: server.publicUrl, now });
}

/** The registration link in the newest e-mail to `email`, and its token. */
async function invitationLink(email: string): Promise<{ link: string; token: string; body: string }> {
  const [mail] = await server.outbox({ recipient: email, channel: 'email' });
  const match = /(\S+\/register\?invitation=([A-Za-z0-9_-]+))/.exec(mail?.body ?? '');
  if (!mail || !match?.[1] || !match[2]) throw new Error(`no invitation e-mail to ${email}`);
  return { link: match[1], token: match[2], body: mail.body };
}

/** RFC 4180 rows, enough to read our own export back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  return rows;
}

describe('GET /api/admin/waitlist', () => {
  it('lists by priority, then oldest first, with names of season and division', async () => {
    const { league, ids } = await leagueWith([
      { waitlistPriority: 2, createdAt: ago(50) },
      { waitlistPriority: 1, createdAt: ago(30) },
      { waitlistPriority: 1, createdAt: ago(10) },
      { waitlistPriority: 3, createdAt: ago(100) },
    ]);
    const [a, b, c, d] = ids;
    const response = await list(scope(league));
    expect(response.status).toBe(200);
    expect(response.body.items.map((i) => i.id)).toEqual([b, c, a, d]);
    expect(response.body).toMatchObject({ total: 4, page: 1, page_size: 25 });
    const [first] = response.body.items;
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'id',
        'full_name',
        'email',
        'phone_number',
        'status',
        'waitlist_priority',
        'is_new_player',
        'skill_level',
        'preferred_position',
        'season_id',
        'season_name',
        'division_id',
        'division_name',
        'photo_url',
        'created_at',
        'invitation_expires_at',
      ].sort(),
    );
    expect(first).toMatchObject({
      status: 'pending',
      waitlist_priority: 1,
      season_name: expect.stringMatching(/^Season /),
      division_name: expect.stringMatching(/^Division /),
      invitation_expires_at: null,
    });
    // Ids too, so the page's season and division filters can be built from the list itself.
    expect(first).toMatchObject({ season_id: expect.stringMatching(/^[0-9a-f-]{36}$/), division_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('filters by status and searches name, e-mail and phone without regard to case', async () => {
    const { league, ids } = await leagueWith([
      { firstName: 'Zoë', lastName: 'Quintero', email: 'zq-unique@example.test', phoneNumber: '(905) 555-0177' },
      { firstName: 'Bob', lastName: 'Marsh', status: 'declined' },
      { firstName: 'Carla', lastName: '100% Real', email: 'carla@example.test' },
    ]);
    const [zoe, bob, carla] = ids;
    const ids_ = async (query: string) => (await list(`${scope(league)}&${query}`)).body.items.map((i) => i.id);
    expect(await ids_('status=declined')).toEqual([bob]);
    expect(await ids_('status=pending')).toEqual([zoe, carla]);
    expect(await ids_('q=QUINT')).toEqual([zoe]);
    expect(await ids_('q=ZQ-UNIQUE@')).toEqual([zoe]);
    expect(await ids_('q=555-0177')).toEqual([zoe]);
    expect(await ids_(`q=${encodeURIComponent('905 555 0177')}`)).toEqual([zoe]);
    // % is a character to find, not a wildcard.
    expect(await ids_(`q=${encodeURIComponent('100%')}`)).toEqual([carla]);
    expect(await ids_(`q=${encodeURIComponent('%')}`)).toEqual([carla]);
    // Empty filters, as a form with cleared fields sends them, mean "any".
    expect(await ids_('status=&q=')).toEqual([zoe, bob, carla]);
  });

  it('pages on the server', async () => {
    const { league, ids } = await leagueWith([1, 2, 3, 4, 5].map((n) => ({ createdAt: ago(10 - n) })));
    const page = async (n: number) => (await list(`${scope(league)}&page=${n}&page_size=2`)).body;
    expect(await page(1)).toMatchObject({ total: 5, page: 1, page_size: 2, items: [{ id: ids[0] }, { id: ids[1] }] });
    expect((await page(2)).items.map((i) => i.id)).toEqual([ids[2], ids[3]]);
    expect((await page(3)).items.map((i) => i.id)).toEqual([ids[4]]);
    expect((await page(4)).items).toEqual([]);
  });

  it.each([
    ['page=0', 'page'],
    ['page_size=101', 'page_size'],
    ['page_size=abc', 'page_size'],
    ['status=waiting', 'status'],
    ['season_id=42', 'season_id'],
  ])('refuses %s with 422 on that field', async (query, path) => {
    const response = await list(query);
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION', issues: [{ path }] });
  });

  it('is for admins only', async () => {
    expect((await player.client.api('GET /api/admin/waitlist')).status).toBe(403);
    expect((await server.client().api('GET /api/admin/waitlist')).status).toBe(401);
  });
});

describe('GET /api/admin/waitlist/export.csv', () => {
  it('exports every matching row with a header, escaped, and formulas neutralized', async () => {
    const { league, ids } = await leagueWith([
      { firstName: '=HYPERLINK("http://evil.example","click")', lastName: 'Smith', notes: 'Plays, "sometimes"\nlate', createdAt: ago(3) },
      { firstName: 'Ana', lastName: 'Lima', phoneNumber: '+1 416 555 0100', emergencyContactName: '@home', createdAt: ago(2) },
      { firstName: 'Declined', lastName: 'Person', status: 'declined', createdAt: ago(1) },
    ]);
    const response = await admin.client.request('GET', `/api/admin/waitlist/export.csv?${scope(league)}&status=pending&page_size=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="waitlist-\d{4}-\d{2}-\d{2}\.csv"$/);
    // A byte order mark first (fetch's text() drops it, so the bytes are read).
    const raw = await fetch(new URL(`/api/admin/waitlist/export.csv?${scope(league)}`, server.url), { headers: { cookie: admin.client.cookieHeader() } });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const [header, ...rows] = parseCsv(response.text);
    expect(header?.slice(0, 4)).toEqual(['id', 'created_at', 'status', 'waitlist_priority']);
    // All matching rows, whatever page_size says; the declined one is filtered out.
    expect(rows.map((r) => r[0])).toEqual([ids[0], ids[1]]);
    const column = (name: string) => header?.indexOf(name) ?? -1;
    const [evil, ana] = rows;
    expect(evil?.[column('first_name')]).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(evil?.[column('notes')]).toBe('Plays, "sometimes"\nlate');
    expect(evil?.[column('season')]).toMatch(/^Season /);
    expect(ana?.[column('phone_number')]).toBe("'+1 416 555 0100");
    expect(ana?.[column('emergency_contact_name')]).toBe("'@home");
    expect(ana?.[column('is_new_player')]).toBe('yes');
    // The raw text: the quote-escaped formula, so no cell begins with =.
    expect(response.text).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(rows.every((r) => r.length === header?.length)).toBe(true);
  });
});

describe('GET /api/admin/waitlist/:entryId', () => {
  it('shows every stored field, with the names of team, season and division', async () => {
    const { league, ids } = await leagueWith([]);
    const id = await createWaitlistEntry(server.db, {
      seasonId: league.seasonId,
      divisionId: league.divisionId,
      firstName: 'Rita',
      lastName: 'Okoye',
      isNewPlayer: false,
      previousTeamId: league.teamIds[1],
      teamPreference: 'stay_same_team',
      hasPhysicalConditions: true,
      physicalConditionsDetails: 'Knee brace',
      notes: 'Prefers Sundays',
      positionsPlayed: ['Goalkeeper', 'Defense'],
      preferredPosition: 'Goalkeeper',
    });
    expect(ids).toEqual([]);
    const response = await admin.client.api('GET /api/admin/waitlist/:entryId', { params: { entryId: id } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id,
      first_name: 'Rita',
      last_name: 'Okoye',
      full_name: 'Rita Okoye',
      email: expect.stringContaining('@example.test'),
      phone_number: '(416) 555-0199',
      date_of_birth: '1990-05-17',
      gender: 'Female',
      emergency_contact_name: 'Em Contact',
      emergency_contact_phone: '(416) 555-0198',
      is_new_player: false,
      previous_team_id: league.teamIds[1],
      previous_team_name: expect.stringMatching(/ B$/),
      team_preference: 'stay_same_team',
      has_physical_conditions: true,
      physical_conditions_details: 'Knee brace',
      notes: 'Prefers Sundays',
      positions_played: ['Goalkeeper', 'Defense'],
      preferred_position: 'Goalkeeper',
      season_id: league.seasonId,
      season_name: expect.stringMatching(/^Season /),
      division_id: league.divisionId,
      division_name: expect.stringMatching(/^Division /),
      status: 'pending',
      waitlist_priority: 1,
      invitation: null,
    });
    expect(Date.parse(response.body.waiver_accepted_at ?? '')).not.toBeNaN();
  });

  it('answers 404 for an unknown id and for something that is not an id', async () => {
    for (const id of ['0b5d1c2e-7a4f-4e1b-9c3d-2f6a8e0b4d17', 'not-an-id']) {
      const response = await admin.client.api('GET /api/admin/waitlist/:entryId', { params: { entryId: id } });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: { code: 'NOT_FOUND', message: 'That waitlist entry was not found.' } });
    }
  });
});

describe('PATCH /api/admin/waitlist/:entryId', () => {
  it('changes the priority and writes the audit log', async () => {
    const [id = ''] = (await leagueWith([{}])).ids;
    const response = await admin.client.request<WaitlistEntryDetail>('PATCH', `/api/admin/waitlist/${id}`, { waitlist_priority: 3 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, waitlist_priority: 3 });
    expect((await entryRow(id))?.waitlistPriority).toBe(3);
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      actorUserId: admin.userId,
      action: 'waitlist.priority_changed',
      entityType: 'waitlist_entry',
      before: expect.objectContaining({ waitlistPriority: 1 }),
      after: expect.objectContaining({ waitlistPriority: 3 }),
    });
  });

  it.each([[{ waitlist_priority: 0 }], [{ waitlist_priority: 1.5 }], [{ waitlist_priority: '2' }], [{}]])(
    'refuses %j with 422 and changes nothing',
    async (body) => {
      const [id = ''] = (await leagueWith([{ waitlistPriority: 4 }])).ids;
      const response = await admin.client.request('PATCH', `/api/admin/waitlist/${id}`, body);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        error: {
          code: 'VALIDATION',
          message: 'Priority must be a whole number of at least 1.',
          issues: [{ path: 'waitlist_priority', message: 'Priority must be a whole number of at least 1.' }],
        },
      });
      expect((await entryRow(id))?.waitlistPriority).toBe(4);
      expect(await auditOf(id)).toEqual([]);
    },
  );
});

describe('POST /api/admin/waitlist/:entryId/invite', () => {
  it('invites: status invited, a single-use link e-mailed, valid 48 hours, only its hash stored', async () => {
    const email = uniqueEmail('invitee');
    const [id = ''] = (await leagueWith([{ email, firstName: 'Ines' }])).ids;
    const before = Date.now();
    const response = await admin.client.api('POST /api/admin/waitlist/:entryId/invite', { params: { entryId: id } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, status: 'invited', invitation: { status: 'open', claimed_at: null, revoked_at: null } });

    const [invitation] = await invitationsOf(id);
    const expiresIn = (invitation?.expiresAt.getTime() ?? 0) - before;
    expect(expiresIn).toBeGreaterThanOrEqual(48 * HOUR_MS - 1000);
    expect(expiresIn).toBeLessThanOrEqual(48 * HOUR_MS + 60_000);
    expect(response.body.invitation?.expires_at).toBe(invitation?.expiresAt.toISOString());

    const { link, token, body } = await invitationLink(email);
    expect(link).toBe(`${server.publicUrl}/register?invitation=${token}`);
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(body).toContain('Hi Ines,');
    expect(body).toContain('48 hours');
    expect(invitation?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await invitationsOf(id))).not.toContain(token);

    const listed = await list(`q=${encodeURIComponent(email)}`);
    expect(listed.body.items[0]?.invitation_expires_at).toBe(invitation?.expiresAt.toISOString());
    expect((await auditOf(id)).map((a) => [a.action, a.actorUserId])).toEqual([['waitlist.invited', admin.userId]]);
  });

  it('refuses with 409 an entry that is not pending or expired', async () => {
    const [invited = '', declined = '', registered = ''] = (await leagueWith([{}, { status: 'declined' }, { status: 'registered' }])).ids;
    expect((await admin.client.api('POST /api/admin/waitlist/:entryId/invite', { params: { entryId: invited } })).status).toBe(200);
    for (const id of [invited, declined, registered]) {
      const response = await admin.client.api('POST /api/admin/waitlist/:entryId/invite', { params: { entryId: id } });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ error: { code: 'CONFLICT', message: 'Only a pending or expired entry can be invited.' } });
    }
    expect(await invitationsOf(invited)).toHaveLength(1);
    expect(await invitationsOf(declined)).toEqual([]);
  });

  it('re-inviting an expired entry revokes the unclaimed invitation and sends a new link', async () => {
    const email = uniqueEmail('again');
    const [id = ''] = (await leagueWith([{ email }])).ids;
    await admin.client.api('POST /api/admin/waitlist/:entryId/invite', { params: { entryId: id } });
    const first = await invitationLink(email);
    await expireAt(new Date(Date.now() + 49 * HOUR_MS));
    expect((await entryRow(id))?.status).toBe('expired');

    const response = await admin.client.api('POST /api/admin/waitlist/:entryId/invite', { params: { entryId: id } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'invited', invitation: { status: 'open' } });
    const second = await invitationLink(email);
    expect(second.token).not.toBe(first.token);
    const [old, current] = await invitationsOf(id);
    expect(old?.revokedAt).toBeInstanceOf(Date);
    expect(current).toMatchObject({ revokedAt: null, claimedAt: null, tokenHash: createHash('sha256').update(second.token).digest('hex') });
  });

  it('answers 404 for an unknown entry and lets no player invite', async () => {
    expect((await admin.client.api('POST /api/admin/waitlist/:entryId/invite', { params: { entryId: '0b5d1c2e-7a4f-4e1b-9c3d-2f6a8e0b4d17' } })).status).toBe(
      404,
    );
    const [id = ''] = (await leagueWith([{}])).ids;
    expect((await player.client.api('POST /api/admin/waitlist/:entryId/invite', { params: { entryId: id } })).status).toBe(403);
    expect((await entryRow(id))?.status).toBe('pending');
    expect(await invitationsOf(id)).toEqual([]);
  });
});

describe('expireWaitlistInvitations', () => {
  it('expires an unclaimed invitation and invites the next pending entry of the same season and division', async () => {
    const emails = [uniqueEmail('first'), uniqueEmail('later-priority-2'), uniqueEmail('newer-priority-1')];
    const { ids } = await leagueWith([
      { email: emails[0], createdAt: ago(300) },
      { email: emails[1], waitlistPriority: 2, createdAt: ago(200) },
      { email: emails[2], waitlistPriority: 1, createdAt: ago(100) },
    ]);
    const [first = '', priorityTwo = '', priorityOne = ''] = ids;
    // Another division's oldest entry is not next in this one.
    const [elsewhere = ''] = (await leagueWith([{ createdAt: ago(1000) }])).ids;
    await admin.client.api('POST /api/admin/waitlist/:entryId/invite', { params: { entryId: first } });

    // Not yet: 47 hours later the invitation still stands.
    const early = await expireAt(new Date(Date.now() + 47 * HOUR_MS));
    expect(early.expired).not.toContain(first);
    expect((await entryRow(first))?.status).toBe('invited');

    const later = new Date(Date.now() + 49 * HOUR_MS);
    const result = await expireAt(later);
    expect(result.expired).toContain(first);
    expect(result.invited).toContain(priorityOne);
    expect((await entryRow(first))?.status).toBe('expired');
    // Priority before age: the newer entry with priority 1 goes before the older one with 2.
    expect((await entryRow(priorityOne))?.status).toBe('invited');
    expect((await entryRow(priorityTwo))?.status).toBe('pending');
    expect((await entryRow(elsewhere))?.status).toBe('pending');
    const [next] = await invitationsOf(priorityOne);
    expect(next?.expiresAt.getTime()).toBe(later.getTime() + 48 * HOUR_MS);
    const { link } = await invitationLink(emails[2] ?? '');
    expect(link).toMatch(new RegExp(`^${server.publicUrl}/register\\?invitation=`));

    // Who did it: nobody, the system; recorded all the same.
    const expiredAudit = await auditOf(first);
    expect(expiredAudit.map((a) => [a.action, a.actorUserId])).toEqual([
      ['waitlist.invited', admin.userId],
      ['waitlist.invitation_expired', null],
    ]);
    expect((await auditOf(priorityOne)).map((a) => [a.action, a.actorUserId])).toEqual([['waitlist.invited', null]]);

    // Running again changes nothing.
    const again = await expireAt(later);
    expect(again.expired).not.toContain(first);
    expect(await invitationsOf(priorityOne)).toHaveLength(1);

    // Two days on, the next one passes too.
    await expireAt(new Date(later.getTime() + 49 * HOUR_MS));
    expect((await entryRow(priorityOne))?.status).toBe('expired');
    expect((await entryRow(priorityTwo))?.status).toBe('invited');
  });

  it('leaves claimed and revoked invitations alone', async () => {
    const [claimed = '', declined = ''] = (await leagueWith([{}, {}])).ids;
    await admin.client.api('POST /api/admin/waitlist/:entryId/invite', { params: { entryId: claimed } });
    await admin.client.api('POST /api/admin/waitlist/:entryId/invite', { params: { entryId: declined } });
    await server.db.update(waitlistInvitations).set({ claimedAt: new Date() }).where(eq(waitlistInvitations.entryId, claimed));
    await admin.client.api('POST /api/admin/waitlist/:entryId/decline', { params: { entryId: declined } });
    const result = await expireAt(new Date(Date.now() + 100 * HOUR_MS));
    expect(result.expired).not.toContain(claimed);
    expect(result.expired).not.toContain(declined);
    expect((await entryRow(claimed))?.status).toBe('invited');
    expect((await entryRow(declined))?.status).toBe('declined');
  });
});

describe('decline, mark registered, delete', () => {
  it('declines a pending entry, and refuses to decline it twice', async () => {
    const [id = ''] = (await leagueWith([{}])).ids;
    const response = await admin.client.api('POST /api/admin/waitlist/:entryId/decline', { params: { entryId: id } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, status: 'declined' });
    const again = await admin.client.api('POST /api/admin/waitlist/:entryId/decline', { params: { entryId: id } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { code: 'CONFLICT', message: 'Only a pending, invited or expired entry can be declined.' } });
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['waitlist.declined']);
    expect((await auditOf(id))[0]).toMatchObject({
      before: expect.objectContaining({ status: 'pending' }),
      after: expect.objectContaining({ status: 'declined' }),
    });
  });

  it('marks an invited entry registered and revokes its open invitation', async () => {
    const [id = ''] = (await leagueWith([{}])).ids;
    await admin.client.api('POST /api/admin/waitlist/:entryId/invite', { params: { entryId: id } });
    const response = await admin.client.api('POST /api/admin/waitlist/:entryId/mark-registered', { params: { entryId: id } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'registered', invitation: { status: 'revoked' } });
    const [invitation] = await invitationsOf(id);
    expect(invitation?.revokedAt).toBeInstanceOf(Date);
    expect((await admin.client.api('POST /api/admin/waitlist/:entryId/mark-registered', { params: { entryId: id } })).status).toBe(409);
    expect((await admin.client.api('POST /api/admin/waitlist/:entryId/decline', { params: { entryId: id } })).status).toBe(409);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['waitlist.invited', 'waitlist.registered']);
  });

  it('deletes an entry with its invitations (204), keeping what it was in the audit log', async () => {
    const [id = ''] = (await leagueWith([{ firstName: 'Gone' }])).ids;
    await admin.client.api('POST /api/admin/waitlist/:entryId/invite', { params: { entryId: id } });
    const response = await admin.client.api('DELETE /api/admin/waitlist/:entryId', { params: { entryId: id } });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(await entryRow(id)).toBeUndefined();
    expect(await invitationsOf(id)).toEqual([]);
    expect((await admin.client.api('GET /api/admin/waitlist/:entryId', { params: { entryId: id } })).status).toBe(404);
    expect((await admin.client.api('DELETE /api/admin/waitlist/:entryId', { params: { entryId: id } })).status).toBe(404);
    const [deleted] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'waitlist.deleted')))
      .orderBy(desc(auditLog.id));
    expect(deleted).toMatchObject({ actorUserId: admin.userId, before: expect.objectContaining({ firstName: 'Gone' }), after: null });
  });

  it('lets no player decline, register or delete', async () => {
    const ids = (await leagueWith([{}])).ids;
    const [id = ''] = ids;
    for (const action of ['decline', 'mark-registered']) expect((await player.client.request('POST', `/api/admin/waitlist/${id}/${action}`)).status).toBe(403);
    expect((await player.client.api('DELETE /api/admin/waitlist/:entryId', { params: { entryId: id } })).status).toBe(403);
    expect((await server.db.select().from(waitlistEntries).where(inArray(waitlistEntries.id, ids)))[0]?.status).toBe('pending');
  });
});
