import { count, desc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { announcements, auditLog, outbox } from '../../db/schema/index';
import { addDivision, registeredPlayer, rosterPlayer } from '../../test/announcements-factories';
import { createAnnouncement, createLeague, createUser, minutesFromNow, type CreatedUser, type League } from '../../test/factories';
import { expectOnlyAdmins, type ApiCall, type Personas } from '../../test/personas';
import { uniqueEmail, uniqueId, type TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';

// The mails are read while still queued: the server's own dispatcher would deliver them first.
const t = withTestServer({ personas: true, env: { OUTBOX_DELIVERY_INTERVAL_SECONDS: '0' } });
let server: TestServer;
let personas: Personas;
let admin: CreatedUser;
beforeAll(() => {
  ({ server, personas } = t);
  ({ admin } = personas);
});

const newTitle = () => `Notice ${uniqueId()}`;

async function storedCount(): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(announcements);
  return row?.n ?? 0;
}

/** Addresses the announcement went to, by its (unique) title in the subject. */
async function recipientsOf(title: string): Promise<string[]> {
  const rows = await server.db
    .select({ to: outbox.recipient })
    .from(outbox)
    .where(like(outbox.subject, `%${title}`));
  return rows.map((r) => r.to).sort();
}

async function post(body: Record<string, unknown>) {
  return admin.client.sendUnchecked('POST', '/api/admin/announcements', body);
}

describe('who may use /api/admin/announcements', () => {
  let id: string;
  let seasonId: string;
  beforeAll(async () => {
    id = await createAnnouncement(server.db, { title: newTitle() });
    seasonId = (await createLeague(server.db)).seasonId;
  });
  const endpoints = (): ApiCall[] => [
    ['GET', '/api/admin/announcements'],
    ['GET', '/api/admin/announcements/export.csv'],
    ['GET', '/api/admin/announcements/audiences'],
    ['POST', '/api/admin/announcements/email-preview', { title: 'Sneaky', body: 'Not allowed', audience: 'season', season_id: seasonId }],
    ['POST', '/api/admin/announcements', { title: 'Sneaky', body: 'Not allowed' }],
    ['GET', `/api/admin/announcements/${id}`],
    ['PUT', `/api/admin/announcements/${id}`, { title: 'Sneaky', body: 'Not allowed' }],
    ['DELETE', `/api/admin/announcements/${id}`],
  ];

  it('answers 401 to anonymous callers and 403 to players, captains, referees and statisticians, and changes nothing', async () => {
    const before = await storedCount();
    await expectOnlyAdmins(server, personas, endpoints(), { unchanged: () => server.db.select().from(announcements).orderBy(announcements.id) });
    expect(await storedCount()).toBe(before);
    const [row] = await server.db.select().from(announcements).where(eq(announcements.id, id));
    expect(row?.title).not.toBe('Sneaky');
  });

  it('lets an admin call each of them', async () => {
    for (const [method, path, body] of endpoints()) {
      const response = await admin.client.request(method, path, body);
      expect(response.status, `${method} ${path}`).toBeLessThan(300);
    }
  });
});

describe('creating, editing and deleting', () => {
  it('stores a new announcement, audits it, and shows it on the home page at once', async () => {
    const title = newTitle();
    const response = await post({ title: `  ${title}  `, body: 'Fields are open this Sunday.', pinned: true });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title,
      body: 'Fields are open this Sunday.',
      pinned: true,
      state: 'published',
      audience: 'none',
      emailed_at: null,
      emailed_count: 0,
      expires_at: null,
    });
    expect(Math.abs(Date.parse(response.body.publish_at) - Date.now())).toBeLessThan(60_000);
    const [audit] = await server.db.select().from(auditLog).where(eq(auditLog.entityId, response.body.id));
    expect(audit).toMatchObject({ action: 'announcement.created', actorUserId: admin.userId, before: null });
    const home = await server.client().api('GET /api/home');
    expect(home.body.announcements.map((a) => a.title)).toContain(title);
    expect(await recipientsOf(title)).toEqual([]);
  });

  it('keeps scheduled and expired announcements off the home page', async () => {
    const scheduled = newTitle();
    const expired = newTitle();
    const live = newTitle();
    expect((await post({ title: scheduled, body: 'Later', publish_at: minutesFromNow(60).toISOString() })).body.state).toBe('scheduled');
    expect(
      (await post({ title: expired, body: 'Gone', publish_at: minutesFromNow(-120).toISOString(), expires_at: minutesFromNow(-60).toISOString() })).body.state,
    ).toBe('expired');
    expect(
      (await post({ title: live, body: 'Now', publish_at: minutesFromNow(-5).toISOString(), expires_at: minutesFromNow(60).toISOString(), pinned: true })).body
        .state,
    ).toBe('published');
    const titles = (await server.client().api('GET /api/home')).body.announcements.map((a) => a.title);
    expect(titles).toContain(live);
    expect(titles).not.toContain(scheduled);
    expect(titles).not.toContain(expired);
  });

  it('edits and deletes, with an audit row for each', async () => {
    const created = (await post({ title: newTitle(), body: 'First draft' })).body;
    const edited = await admin.client.api('PUT /api/admin/announcements/:announcementId', {
      params: { announcementId: created.id },
      body: {
        title: 'Edited title',
        body: 'Second draft',
        pinned: true,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: created.id, title: 'Edited title', body: 'Second draft', pinned: true, publish_at: created.publish_at });
    expect((await admin.client.api('GET /api/admin/announcements/:announcementId', { params: { announcementId: created.id } })).body).toMatchObject({
      title: 'Edited title',
    });

    expect((await admin.client.api('DELETE /api/admin/announcements/:announcementId', { params: { announcementId: created.id } })).status).toBe(204);
    expect((await admin.client.api('GET /api/admin/announcements/:announcementId', { params: { announcementId: created.id } })).status).toBe(404);
    expect((await admin.client.api('DELETE /api/admin/announcements/:announcementId', { params: { announcementId: created.id } })).status).toBe(404);
    const audits = await server.db.select().from(auditLog).where(eq(auditLog.entityId, created.id)).orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['announcement.created', 'announcement.updated', 'announcement.deleted']);
    expect(audits[1]?.before).toMatchObject({ title: created.title });
    expect(audits[1]?.after).toMatchObject({ title: 'Edited title' });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect(
      (await admin.client.api('GET /api/admin/announcements/:announcementId', { params: { announcementId: '00000000-0000-4000-8000-000000000000' } })).status,
    ).toBe(404);
    expect(
      (await admin.client.api('PUT /api/admin/announcements/:announcementId', { params: { announcementId: 'not-an-id' }, body: { title: 'x', body: 'y' } }))
        .status,
    ).toBe(404);
  });
});

describe('bad input', () => {
  const valid = { title: 'Valid title', body: 'Valid body' };
  it.each([
    [{ title: '   ' }, 'title', 'Title must be 1 to 120 characters.'],
    [{ title: 'x'.repeat(121) }, 'title', 'Title must be 1 to 120 characters.'],
    [{ body: '' }, 'body', 'Message must be 1 to 5000 characters.'],
    [{ body: 'x'.repeat(5001) }, 'body', 'Message must be 1 to 5000 characters.'],
    [{ pinned: 'yes' }, 'pinned', 'Pinned must be on or off.'],
    [{ publish_at: 'tomorrow' }, 'publish_at', 'Publish at must be a date and time.'],
    [{ publish_at: '2030-01-02T10:00:00Z', expires_at: '2030-01-01T10:00:00Z' }, 'expires_at', 'Expires at must be after publish at.'],
    [{ expires_at: '2000-01-01T10:00:00Z' }, 'expires_at', 'Expires at must be after publish at.'],
    [{ audience: 'everyone' }, 'audience', 'Choose who gets this announcement by email.'],
    [{ audience: 'season' }, 'season_id', 'Choose a season.'],
    [{ audience: 'season', season_id: '00000000-0000-4000-8000-000000000000' }, 'season_id', 'Choose a season.'],
  ])('refuses %j with 422 and the field message, and stores nothing', async (change, path, message) => {
    const before = await storedCount();
    const response = await post({ ...valid, ...change });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error: { code: 'VALIDATION', message, issues: [{ path, message }] } });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a division audience without a division, and an edit with bad input changes nothing', async () => {
    const league = await createLeague(server.db);
    const response = await post({ ...valid, audience: 'division', season_id: league.seasonId });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error: { issues: [{ path: 'division_id', message: 'Choose a division.' }] } });

    const created = (await post({ title: 'Keep me', body: 'As I am' })).body;
    const edit = await admin.client.api('PUT /api/admin/announcements/:announcementId', {
      params: { announcementId: created.id },
      body: { title: '', body: 'Changed' },
    });
    expect(edit.status).toBe(422);
    expect((await admin.client.api('GET /api/admin/announcements/:announcementId', { params: { announcementId: created.id } })).body).toMatchObject({
      title: 'Keep me',
      body: 'As I am',
    });
  });
});

describe('e-mailing an announcement', () => {
  let league: League;
  let other: { divisionId: string; teamId: string };
  let audience: { season: string[]; mainDivision: string[] };

  beforeAll(async () => {
    league = await createLeague(server.db);
    other = await addDivision(server.db, league);
    const main = { teamId: league.teamIds[0], seasonId: league.seasonId, divisionId: league.divisionId };
    const second = { teamId: other.teamId, seasonId: league.seasonId, divisionId: other.divisionId };
    const shared = uniqueEmail('shared');
    // A player with no address of their own is reached at their account's.
    const account = await createUser(server);
    const rostered = await Promise.all([
      rosterPlayer(server.db, main),
      rosterPlayer(server.db, main, { email: shared.toUpperCase() }),
      rosterPlayer(server.db, main, { email: null, userId: account.userId }),
      rosterPlayer(server.db, { ...main, teamId: league.teamIds[1] }, { email: shared }),
      rosterPlayer(server.db, second),
    ]);
    const registered = await registeredPlayer(server.db, { seasonId: league.seasonId, divisionId: league.divisionId });
    const registeredElsewhere = await registeredPlayer(server.db, { seasonId: league.seasonId, divisionId: other.divisionId });
    // Not in the audience: a cancelled registration, a player of another season, nobody's address.
    await registeredPlayer(server.db, { seasonId: league.seasonId, divisionId: league.divisionId }, { status: 'cancelled' });
    const otherSeason = await createLeague(server.db);
    await rosterPlayer(server.db, { teamId: otherSeason.teamIds[0] });
    await rosterPlayer(server.db, main, { email: null });

    const lower = (e: string | null) => (e ?? '').toLowerCase();
    const mainDivision = [lower(rostered[0].email), lower(shared), account.email.toLowerCase(), lower(registered.email)];
    audience = {
      mainDivision: mainDivision.sort(),
      season: [...mainDivision, lower(rostered[4].email), lower(registeredElsewhere.email)].sort(),
    };
  });

  it('previews the e-mail with its recipient count, storing and sending nothing', async () => {
    const title = newTitle();
    const before = await storedCount();
    const preview = await admin.client.api('POST /api/admin/announcements/email-preview', {
      body: {
        title,
        body: 'Season kick-off party on Friday.',
        audience: 'season',
        season_id: league.seasonId,
      },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.recipient_count).toBe(audience.season.length);
    expect(preview.body.subject).toMatch(new RegExp(`: ${title}$`));
    expect(preview.body.text).toContain('Season kick-off party on Friday.');
    const division = await admin.client.api('POST /api/admin/announcements/email-preview', {
      body: {
        title,
        body: 'Field change.',
        audience: 'division',
        season_id: league.seasonId,
        division_id: league.divisionId,
      },
    });
    expect(division.body.recipient_count).toBe(audience.mainDivision.length);
    expect(await storedCount()).toBe(before);
    expect(await recipientsOf(title)).toEqual([]);
  });

  it('refuses a preview without an audience, season or known season with the field and its message', async () => {
    const preview = (body: Record<string, unknown>) =>
      admin.client.api('POST /api/admin/announcements/email-preview', { body: { title: 'T', body: 'B', ...body } });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ audience: 'none' }, 'audience', 'Choose who gets this announcement by email.'],
      [{}, 'audience', 'Choose who gets this announcement by email.'],
      [{ audience: 'season' }, 'season_id', 'Choose a season.'],
      [{ audience: 'season', season_id: 'not-an-id' }, 'season_id', 'Choose a season.'],
      [{ audience: 'season', season_id: '00000000-0000-4000-8000-000000000000' }, 'season_id', 'Choose a season.'],
      [{ audience: 'division', season_id: league.seasonId }, 'division_id', 'Choose a division.'],
      [{ audience: 'season', season_id: league.seasonId, title: '' }, 'title', 'Title must be 1 to 120 characters.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await preview(body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body, JSON.stringify(body)).toMatchObject({
        error: { issues: expect.arrayContaining([expect.objectContaining({ path: field, message })]) },
      });
    }
  });

  it('queues the e-mails in the outbox with the save, for the dispatcher to deliver and retry', async () => {
    const title = newTitle();
    const response = await post({ title, body: 'Queued, not sent in the request.', audience: 'season', season_id: league.seasonId });
    expect(response.status).toBe(201);
    const rows = await server.db
      .select({ status: outbox.status })
      .from(outbox)
      .where(like(outbox.subject, `%${title}`));
    expect(rows.map((r) => r.status)).toEqual(audience.season.map(() => 'queued'));
  });

  it("sends one e-mail per distinct address of the season's rostered and registered players, once", async () => {
    const title = newTitle();
    const response = await post({ title, body: 'Season kick-off party on Friday.', audience: 'season', season_id: league.seasonId });
    expect(response.status).toBe(201);
    expect(await recipientsOf(title)).toEqual(audience.season);
    expect(response.body).toMatchObject({ audience: 'season', season_id: league.seasonId, division_id: null, emailed_count: audience.season.length });
    expect(response.body.emailed_at).not.toBeNull();
    const [message] = await server.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `%${title}`))
      .limit(1);
    expect(message?.body).toContain('Season kick-off party on Friday.');

    // A later edit does not send it again...
    const edit = await admin.client.api('PUT /api/admin/announcements/:announcementId', {
      params: { announcementId: response.body.id },
      body: {
        title,
        body: 'Season kick-off party moved to Saturday.',
        audience: 'season',
        season_id: league.seasonId,
      },
    });
    expect(edit.status).toBe(200);
    expect(await recipientsOf(title)).toEqual(audience.season);
    // ...unless the admin asks for it.
    const again = await admin.client.api('PUT /api/admin/announcements/:announcementId', {
      params: { announcementId: response.body.id },
      body: {
        title,
        body: 'Season kick-off party moved to Saturday.',
        audience: 'season',
        season_id: league.seasonId,
        send_again: true,
        emailed_at: response.body.emailed_at,
      },
    });
    expect(again.body.emailed_count).toBe(audience.season.length);
    expect(await recipientsOf(title)).toEqual([...audience.season, ...audience.season].sort());
    const emailed = await server.db.select().from(auditLog).where(eq(auditLog.entityId, response.body.id)).orderBy(desc(auditLog.id));
    expect(emailed.filter((a) => a.action === 'announcement.emailed')).toHaveLength(2);
  });

  it('sends again once for four "send again" saves at once: each names the sending it repeats', async () => {
    const title = newTitle();
    const created = (await post({ title, body: 'Pitch closed tonight.', audience: 'season', season_id: league.seasonId })).body;
    const again = { title, body: 'Pitch closed tonight.', audience: 'season', season_id: league.seasonId, send_again: true, emailed_at: created.emailed_at };
    const answers = await Promise.all(Array.from({ length: 4 }, () => admin.client.sendUnchecked('PUT', `/api/admin/announcements/${created.id}`, again)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    // One copy more per player, and every answer shows that one sending.
    expect(await recipientsOf(title)).toEqual([...audience.season, ...audience.season].sort());
    expect(new Set(answers.map((a) => a.body.emailed_at)).size).toBe(1);
    expect(answers[0]?.body.emailed_at).not.toBe(created.emailed_at);

    // A later "send again" of the newest sending sends once more; one of the old sending, not.
    const newest = answers[0]?.body.emailed_at;
    await admin.client.sendUnchecked('PUT', `/api/admin/announcements/${created.id}`, { ...again, emailed_at: created.emailed_at });
    expect((await recipientsOf(title)).length).toBe(audience.season.length * 2);
    await admin.client.sendUnchecked('PUT', `/api/admin/announcements/${created.id}`, { ...again, emailed_at: newest });
    expect((await recipientsOf(title)).length).toBe(audience.season.length * 3);
  });

  it('refuses "send again" without the time of the sending it repeats, and changes nothing', async () => {
    const title = newTitle();
    const created = (await post({ title, body: 'Kit pick-up.', audience: 'season', season_id: league.seasonId })).body;
    const response = await admin.client.api('PUT /api/admin/announcements/:announcementId', {
      params: { announcementId: created.id },
      body: {
        title,
        body: 'Kit pick-up moved.',
        audience: 'season',
        season_id: league.seasonId,
        send_again: true,
      },
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error: { issues: [{ path: 'emailed_at', message: 'Send again needs the time of the email it repeats.' }] } });
    expect(await recipientsOf(title)).toEqual(audience.season);
  });

  it("sends only to the chosen division's players", async () => {
    const title = newTitle();
    const response = await post({ title, body: 'Field change.', audience: 'division', season_id: league.seasonId, division_id: league.divisionId });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ audience: 'division', division_id: league.divisionId, emailed_count: audience.mainDivision.length });
    expect(await recipientsOf(title)).toEqual(audience.mainDivision);
  });

  it('sends when an audience is added to an announcement that was never e-mailed', async () => {
    const title = newTitle();
    const created = (await post({ title, body: 'Quiet at first.' })).body;
    expect(await recipientsOf(title)).toEqual([]);
    await admin.client.api('PUT /api/admin/announcements/:announcementId', {
      params: { announcementId: created.id },
      body: {
        title,
        body: 'Quiet at first.',
        audience: 'division',
        season_id: league.seasonId,
        division_id: other.divisionId,
      },
    });
    expect((await recipientsOf(title)).length).toBe(2);
  });
});

describe('the list', () => {
  it('pages newest first with each state, filters by state and search, and exports CSV', async () => {
    const tag = uniqueId();
    const scheduled = (await post({ title: `${tag} scheduled`, body: 'b', publish_at: minutesFromNow(600).toISOString() })).body;
    const published = (await post({ title: `${tag} published`, body: '=cmd', publish_at: minutesFromNow(-10).toISOString() })).body;
    const expired = (
      await post({ title: `${tag} expired`, body: 'b', publish_at: minutesFromNow(-600).toISOString(), expires_at: minutesFromNow(-300).toISOString() })
    ).body;

    const page = await admin.client.api('GET /api/admin/announcements', { query: { q: tag, page_size: '2' } });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(page.body.items.map((a) => [a.id, a.state])).toEqual([
      [scheduled.id, 'scheduled'],
      [published.id, 'published'],
    ]);
    const second = await admin.client.api('GET /api/admin/announcements', { query: { q: tag, page_size: '2', page: '2' } });
    expect(second.body.items.map((a) => a.id)).toEqual([expired.id]);
    for (const state of ['scheduled', 'published', 'expired'] as const) {
      const filtered = await admin.client.api('GET /api/admin/announcements', { query: { q: tag, state } });
      expect(filtered.body.items.map((a) => a.title)).toEqual([`${tag} ${state}`]);
    }
    const bad = await admin.client.api('GET /api/admin/announcements', { query: { state: 'live' } });
    expect(bad.status).toBe(422);

    const csv = await admin.client.api('GET /api/admin/announcements/export.csv', { query: { q: tag } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,title,body,state,pinned,publish_at,expires_at,email_season,email_division,emailed_at,emailed_count,created_at,updated_at');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain(`${tag} published,'=cmd,published`);
  });

  it('gives the seasons and divisions to choose an audience from', async () => {
    const league = await createLeague(server.db, { seasonName: `Audience season ${uniqueId()}` });
    const response = await admin.client.api('GET /api/admin/announcements/audiences');
    expect(response.status).toBe(200);
    expect(response.body.seasons.map((s) => s.id)).toContain(league.seasonId);
    expect(response.body.divisions.map((d) => d.id)).toContain(league.divisionId);
  });
});
