import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTING_KEYS } from '../../../shared/settings';
import { withTestServer } from '../../test/with-test-server';
import { setSetting } from '../settings/index';
import { shortNameOf } from './manifest';

const t = withTestServer();

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; purpose: string }[];
}

describe('GET /api/manifest.webmanifest', () => {
  it('names the installable app after the league, with icons that exist', async () => {
    await setSetting(t.server.db, SETTING_KEYS.leagueName, 'Lakeside Sunday League');
    const response = await t.server.client().api('GET /api/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    const manifest = JSON.parse(response.text) as Manifest;
    expect(manifest).toMatchObject({ name: 'Lakeside Sunday League', short_name: 'Lakeside', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) expect(existsSync(new URL(`../../../../public${icon.src}`, import.meta.url)), icon.src).toBe(true);
  });

  it('keeps a short name whole and cuts a long one to its first word', () => {
    expect(shortNameOf('Riverside FC')).toBe('Riverside FC');
    expect(shortNameOf('Riverside Football Club')).toBe('Riverside');
    expect(shortNameOf('Supercalifragilistic League')).toBe('Supercalifra');
  });
});
