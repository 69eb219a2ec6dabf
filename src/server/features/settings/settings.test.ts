import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LEAGUE_NAME, DEFAULT_TIME_ZONE, SETTING_KEYS } from '../../../shared/settings';
import { siteSettings } from '../../db/schema/index';
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
