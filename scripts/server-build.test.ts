import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './bench/server-process.mjs';
import { buildServerIfNeeded, serverBuildIsStale, serverEntry } from './server-build.mjs';

// The production server is compiled JavaScript (decision 064): what `npm start` runs must start
// with plain `node` and no TypeScript loader, find its migrations and seed the demo league.

let child: ChildProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'league-compiled-server-'));
// The server serves a built web app and refuses to start without one. `npm test` runs this
// before it builds the web (the journeys' step), so a stand-in page takes its place: the web
// build has tests of its own.
const webDir = join(dataDir, 'web');
mkdirSync(webDir);
writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Compiled server test</title>');
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((done) => child?.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitForReady(url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child?.exitCode !== null) throw new Error(`the compiled server exited:\n${output()}`);
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no 200 from ${url}:\n${output()}`);
}

describe('the compiled server', () => {
  it('runs with plain node from a new data directory: migrated, the demo seeded, the API answering', async () => {
    buildServerIfNeeded();
    expect(existsSync(serverEntry)).toBe(true);
    expect(serverBuildIsStale()).toBe(false);

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    // No NODE_OPTIONS, no --import: nothing but node and the built file.
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_OUT_DIR: webDir,
    };
    let output = '';
    child = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    // /readyz answers 200 only once every migration is applied.
    await waitForReady(`${baseUrl}/readyz`, () => output);

    expect(output).toContain(`League app running at ${baseUrl} (database: pglite)`);
    expect(output).toContain('admin@demo.league');
    expect(await (await fetch(`${baseUrl}/`)).text()).toContain('Compiled server test');
    const home = await fetch(`${baseUrl}/api/home`);
    expect(home.status).toBe(200);
    expect(await home.json()).toMatchObject({ league_name: 'Riverside Football Club', season_name: expect.any(String) });
  }, 240_000);
});
