import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, inArray, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { galleryPhotos, outbox, users } from './db/schema/index';
import { readEnv } from './env';
import { readMailDrop } from './messaging/mail-drop';
import { queueEmails } from './messaging/messenger';
import { startServer, type RunningServer } from './server';
import { EventStreamClient } from './test/event-stream-client';
import { databaseUrl, quoteIdentifier, randomSuffix, withMaintenanceClient } from './test/global-setup';
import { HttpClient } from './test/http-client';
import { startS3Server, type TestS3Server } from './test/s3-server';
import { TIMED_JOBS_OFF } from './test/test-server';

// Issue 25, "past one machine" (decision 085): two app processes started at the same moment on
// one new PostgreSQL database, sharing an S3-compatible bucket (s3rver), as behind a proxy. Each
// has its own data directory, realtime hub, jobs and database pool; only PostgreSQL and the
// bucket are shared.
const PUBLIC_URL = 'http://league.test';
const PHOTOS_PER_HOUR = 2;

describe.runIf(process.env.TEST_DATABASE_URL)('two app processes on one PostgreSQL and one bucket', () => {
  let s3: TestS3Server;
  let maintenanceUrl: string;
  let databaseName: string;
  const dataDirs: string[] = [];
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    const source = inject('testDatabase');
    if (source.kind !== 'postgres') throw new Error('needs TEST_DATABASE_URL');
    maintenanceUrl = source.url;
    // A new, empty database (no template): both processes find every migration still to run.
    databaseName = `${source.databasePrefix}two_${randomSuffix()}`;
    await withMaintenanceClient(source.url, (client) => client.query(`create database ${quoteIdentifier(databaseName)}`));
    s3 = await startS3Server();
    const url = databaseUrl(source.url, databaseName);
    const start = async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'league-process-'));
      dataDirs.push(dataDir);
      const env = readEnv({
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        // One public address for both, as behind the proxy: photo URLs name it, not a process.
        BASE_URL: PUBLIC_URL,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'silent',
        TRUST_PROXY: 'true',
        DATA_DIR: dataDir,
        MAIL_DROP_DIR: join(dataDir, 'mail'),
        PHOTO_UPLOADS_PER_HOUR: String(PHOTOS_PER_HOUR),
        // The outbox delivery is the job shown running once; the others stay off.
        ...TIMED_JOBS_OFF,
        OUTBOX_DELIVERY_INTERVAL_SECONDS: '1',
        ...s3.env,
      });
      return startServer({ env, database: { kind: 'postgres', url } });
    };
    // At the same moment: before decision 085 one of them failed in the migrations.
    [a, b] = await Promise.all([start(), start()]);
  });

  afterAll(async () => {
    await Promise.allSettled([a?.close(), b?.close()]);
    await s3?.close();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    if (databaseName) {
      await withMaintenanceClient(maintenanceUrl, (client) => client.query(`drop database if exists ${quoteIdentifier(databaseName)} with (force)`));
    }
  });

  /** A device talking to one process; the cookie of a session made on another can be handed over. */
  const device = (server: RunningServer, clientAddress = '10.25.0.1') => new HttpClient(server.localUrl, { clientAddress });
  /** The path of a public URL, fetched from the given process. */
  const fetchFrom = (server: RunningServer, publicUrl: string) => fetch(`${server.localUrl}${new URL(publicUrl).pathname}`);

  async function signIn(server: RunningServer, role: string): Promise<HttpClient> {
    const client = device(server);
    const response = await client.sendUnchecked('POST', '/api/auth/sign-in/email', { email: `${role}@demo.league`, password: 'demo-league-pass' });
    expect(response.status).toBe(200);
    return client;
  }

  /** The same signed-in browser, its requests now routed to the other process. */
  function sameBrowserOn(server: RunningServer, client: HttpClient): HttpClient {
    const moved = device(server, client.clientAddress);
    moved.cookieHeader = () => client.cookieHeader();
    return moved;
  }

  it('both serve, having migrated and seeded the demo league once', async () => {
    for (const server of [a, b]) expect((await fetch(`${server.localUrl}/readyz`)).status).toBe(200);
    // One of them seeded (and printed the demo accounts); the other found it done.
    expect([a.demoAccounts.length, b.demoAccounts.length].sort()).toEqual([0, 5]);
    const [demoUsers] = await a.database.db.select({ n: count() }).from(users).where(like(users.email, '%@demo.league'));
    expect(demoUsers?.n).toBe(5);
    const [photos] = await a.database.db.select({ n: count() }).from(galleryPhotos);
    expect(photos?.n).toBeGreaterThan(0);
  });

  it("serves the demo gallery's images from either process", async () => {
    const gallery = await device(b).api('GET /api/gallery');
    expect(gallery.status).toBe(200);
    const [first] = gallery.body.items;
    if (!first) throw new Error('the demo gallery is empty');
    for (const server of [a, b]) {
      for (const url of [first.image_url, first.thumbnail_url]) {
        const image = await fetchFrom(server, url);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/jpeg');
      }
    }
  });

  it('serves a photo uploaded through one from the other, saves it to the profile there, and counts uploads across both', async () => {
    const onA = await signIn(a, 'player');
    const onB = sameBrowserOn(b, onA);
    const upload = async (client: HttpClient) => {
      const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#aa3355' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.set('purpose', 'profile');
      form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'face.png');
      return client.api('POST /api/uploads/player-photos', { body: form });
    };
    const uploaded = await upload(onA);
    expect(uploaded.status).toBe(201);
    const url = uploaded.body.url;
    expect(url.startsWith(`${PUBLIC_URL}/media/player-photos/profile/`)).toBe(true);

    const served = await fetchFrom(b, url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    // The session made on A is good on B, and B takes A's upload as the player's own photo.
    const current = await onB.api('GET /api/me/player');
    expect(current.status).toBe(200);
    if (!current.body) throw new Error('the demo player has no player record');
    const { id: _id, ...fields } = current.body;
    const saved = await onB.sendUnchecked('PUT', '/api/me/player', { ...fields, photo_url: url });
    expect(saved.status).toBe(200);
    expect(saved.body.photo_url).toBe(url);

    // The hourly limit (2) counts uploads on both processes: the second on A, the third refused on B.
    expect((await upload(onA)).status).toBe(201);
    const refused = await upload(onB);
    expect(refused.status).toBe(429);
  });

  it('sends a live change made through one process to a viewer of the other', async () => {
    const live = await device(b).api('GET /api/live');
    const [game] = live.body.games;
    if (!game) throw new Error('the demo league has no live game');
    const viewer = await EventStreamClient.open(`${a.localUrl}/api/live/stream`);
    try {
      expect(viewer.response.status).toBe(200);
      // An admin signed in on A, whose browser's next request goes to B.
      const admin = sameBrowserOn(b, await signIn(a, 'admin'));
      const forfeit = await admin.api('POST /api/admin/games/:gameId/status', {
        params: { gameId: game.id },
        body: { status: 'forfeit', forfeit_winner_team_id: game.home_team.id },
      });
      expect(forfeit.status).toBe(200);
      await viewer.waitFor((stream) => stream.events.some((event) => event.data.includes(game.id) && event.data.includes('forfeit')));
    } finally {
      viewer.close();
    }
  });

  it("delivers each queued e-mail once, whichever process's job takes it", async () => {
    const tag = randomSuffix();
    const ids = await queueEmails(
      a.database.db,
      Array.from({ length: 120 }, (_, i) => ({ to: `fan-${i}@example.test`, subject: `Match report ${tag}`, text: `Report ${i}` })),
    );
    const done = async () => {
      const rows = await a.database.db.select({ status: outbox.status }).from(outbox).where(inArray(outbox.id, ids));
      return rows.every((row) => row.status === 'logged');
    };
    const deadline = Date.now() + 15_000;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error('the queued e-mails were not delivered');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Each process writes what it delivered to its own drop: together, every message exactly once.
    const delivered = (await Promise.all(dataDirs.map((dir) => readMailDrop(join(dir, 'mail')))))
      .flat()
      .filter((message) => message.subject === `Match report ${tag}`)
      .map((message) => message.id);
    expect(delivered.sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
  });
});
