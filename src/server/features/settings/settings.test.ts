import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LEAGUE_NAME, DEFAULT_TIME_ZONE, SETTING_KEYS } from '../../../shared/settings';
import { and, eq } from 'drizzle-orm';
import { auditLog, siteSettings } from '../../db/schema/index';
import { createUser, type CreatedUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { setSetting } from './settings.service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.db.delete(siteSettings);
});

async function publicSettings() {
  const response = await server.client().get('/api/settings/public');
  expect(response.status).toBe(200);
  return response.body;
}

describe('GET /api/settings/public', () => {
  it('answers anyone, with the default league name and the waitlist off when nothing is set', async () => {
    const response = await server.client().get('/api/settings/public');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ leagueName: DEFAULT_LEAGUE_NAME, waitlistEnabled: false, timeZone: DEFAULT_TIME_ZONE });
    expect(DEFAULT_LEAGUE_NAME).toBe('Riverside Football Club');
  });

  it('turns the waitlist on only for the exact text "true"', async () => {
    await setSetting(server.db, SETTING_KEYS.waitlistEnabled, 'true');
    expect(await publicSettings()).toMatchObject({ waitlistEnabled: true });
  });

  it.each(['TRUE', 'True', ' true', 'true ', '1', 'yes', 'on', 'false', ''])('keeps the waitlist off for %j', async (value) => {
    await setSetting(server.db, SETTING_KEYS.waitlistEnabled, value);
    expect(await publicSettings()).toMatchObject({ waitlistEnabled: false });
  });

  it('shows the league name that is set, and the default for an empty one', async () => {
    await setSetting(server.db, SETTING_KEYS.leagueName, 'Northside Sunday League');
    expect(await publicSettings()).toEqual({ leagueName: 'Northside Sunday League', waitlistEnabled: false, timeZone: DEFAULT_TIME_ZONE });
    await setSetting(server.db, SETTING_KEYS.leagueName, '');
    expect(await publicSettings()).toMatchObject({ leagueName: DEFAULT_LEAGUE_NAME });
  });

  it("gives the league's time zone, and the default for a name that is not a time zone", async () => {
    await setSetting(server.db, SETTING_KEYS.timeZone, 'America/Vancouver');
    expect(await publicSettings()).toMatchObject({ timeZone: 'America/Vancouver' });
    await setSetting(server.db, SETTING_KEYS.timeZone, 'Mars/Olympus_Mons');
    expect(await publicSettings()).toMatchObject({ timeZone: DEFAULT_TIME_ZONE });
  });

  it('shows no other setting', async () => {
    await setSetting(server.db, 'smtp_password', 'hunter2-secret');
    const response = await server.client().get('/api/settings/public');
    expect(Object.keys(response.body as object).sort()).toEqual(['leagueName', 'timeZone', 'waitlistEnabled']);
    expect(response.text).not.toContain('hunter2-secret');
  });
});

describe('/api/admin/settings', () => {
  let admin: CreatedUser;
  let player: CreatedUser;
  beforeAll(async () => {
    admin = await createUser(server, { roles: ['admin'] });
    player = await createUser(server);
  });

  async function storedWaitlistValue() {
    const [row] = await server.db.select().from(siteSettings).where(eq(siteSettings.settingKey, SETTING_KEYS.waitlistEnabled));
    return row?.settingValue;
  }

  it('lets an admin turn waitlist mode on and off; the public settings follow', async () => {
    expect((await admin.client.get('/api/admin/settings')).body).toEqual({ waitlist_enabled: false });

    const on = await admin.client.put('/api/admin/settings', { waitlist_enabled: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ waitlist_enabled: true });
    expect(await storedWaitlistValue()).toBe('true');
    expect(await publicSettings()).toMatchObject({ waitlistEnabled: true });
    expect((await admin.client.get('/api/admin/settings')).body).toEqual({ waitlist_enabled: true });

    const off = await admin.client.put('/api/admin/settings', { waitlist_enabled: false });
    expect(off.body).toEqual({ waitlist_enabled: false });
    expect(await storedWaitlistValue()).toBe('false');
    expect(await publicSettings()).toMatchObject({ waitlistEnabled: false });

    const audits = await server.db.select().from(auditLog).where(and(eq(auditLog.action, 'settings.updated'), eq(auditLog.actorUserId, admin.userId))).orderBy(auditLog.id);
    expect(audits.slice(-2).map((a) => [a.before, a.after])).toEqual([
      [{ waitlist_enabled: false }, { waitlist_enabled: true }],
      [{ waitlist_enabled: true }, { waitlist_enabled: false }],
    ]);
  });

  it('is not for players (403), and changes nothing', async () => {
    expect((await player.client.get('/api/admin/settings')).status).toBe(403);
    const response = await player.client.put('/api/admin/settings', { waitlist_enabled: true });
    expect(response.status).toBe(403);
    expect(await storedWaitlistValue()).toBeUndefined();
    expect(await publicSettings()).toMatchObject({ waitlistEnabled: false });
  });

  it.each([[{}], [{ waitlist_enabled: 'true' }], [{ waitlist_enabled: 1 }], [{ waitlist_enabled: null }]])('refuses %j with 422 and changes nothing', async (body) => {
    await setSetting(server.db, SETTING_KEYS.waitlistEnabled, 'true');
    const response = await admin.client.put('/api/admin/settings', body);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      error: { code: 'VALIDATION', message: 'Waitlist mode must be on or off.', issues: [{ path: 'waitlist_enabled', message: 'Waitlist mode must be on or off.' }] },
    });
    expect(await storedWaitlistValue()).toBe('true');
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await admin.client.put('/api/admin/settings', undefined, { rawBody: 'waitlist_enabled=true', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(await storedWaitlistValue()).toBeUndefined();
  });
});
