import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_KEYS } from '../../shared/settings';
import { readLeagueSettings } from '../core/settings/league-settings';
import { createLeague } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';
import { migrationsFolder } from './client';
import { siteSettings } from './schema/index';

// Migration 0015 (decision 060): auto-publish became the default; a league that existed before
// keeps publishing by hand, a new one takes the default. The test database is migrated already,
// so the migration's statement is run again on the states it must handle.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const migrate = async () => server.db.execute(sql.raw(await readFile(resolve(migrationsFolder, '0015_keep_hand_publication_of_existing_leagues.sql'), 'utf8')));
const stored = async () => {
  const [row] = await server.db.select().from(siteSettings).where(eq(siteSettings.settingKey, SETTING_KEYS.autoPublishStandings));
  return row?.settingValue;
};

describe('migration 0015: existing leagues keep publishing standings by hand', () => {
  it('leaves a new league (no season yet) on the new default, auto-publish', async () => {
    await migrate();
    expect(await stored()).toBeUndefined();
    expect((await readLeagueSettings(server.db)).autoPublishStandings).toBe(true);
  });

  it('stores "false" for a league with seasons and no choice stored, and never overrides a stored choice', async () => {
    await createLeague(server.db);
    await migrate();
    expect(await stored()).toBe('false');
    expect((await readLeagueSettings(server.db)).autoPublishStandings).toBe(false);

    await server.db.update(siteSettings).set({ settingValue: 'true' }).where(eq(siteSettings.settingKey, SETTING_KEYS.autoPublishStandings));
    await migrate();
    expect(await stored()).toBe('true');
  });
});
