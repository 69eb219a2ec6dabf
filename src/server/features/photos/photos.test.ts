import { request as httpRequest } from 'node:http';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { setWaitlistMode } from '../../test/registration-factories';
import type { HttpClient } from '../../test/http-client';
import { startTestServer, type TestServer } from '../../test/test-server';
import { safeFileStem } from './photos.service';

const UPLOAD_LIMIT = 4;

let server: TestServer;
beforeAll(async () => {
  // A low limit, so the rate limit test is quick; every other test uses a client (an address) of its own.
  server = await startTestServer({ env: { PHOTO_UPLOADS_PER_HOUR: String(UPLOAD_LIMIT) } });
  // Waitlist photos only while the waitlist is open (decision 011); the tests of it closed turn it off.
  await setWaitlistMode(server.db, true);
});
afterAll(async () => {
  await server?.close();
});

async function upload(
  bytes: Uint8Array,
  {
    name = 'photo.png',
    type = 'image/png',
    purpose = 'waitlist',
    client = server.client(),
  }: { name?: string; type?: string; purpose?: string | null; client?: HttpClient } = {},
) {
  const form = new FormData();
  if (purpose !== null) form.set('purpose', purpose);
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return client.api('POST /api/uploads/player-photos', { body: form });
}

function image(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });
  return (format === 'png' ? base.png() : format === 'jpeg' ? base.jpeg() : base.webp()).toBuffer();
}

/** The stored photo as a browser gets it from its URL. */
async function download(url: string) {
  const response = await fetch(new URL(new URL(url).pathname, server.url));
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Every file in the upload directory, relative to it. */
async function storedFiles(): Promise<string[]> {
  const root = join(server.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name)));
}

async function expectNothingStoredBy(action: () => Promise<unknown>) {
  const before = await storedFiles();
  await action();
  expect(await storedFiles()).toEqual(before);
}

describe('POST /api/uploads/player-photos', () => {
  it('takes a PNG, re-encodes it at most 1024 px and serves it back from its URL', async () => {
    const response = await upload(await image(1600, 800), { name: 'Été Photo (1).PNG' });
    expect(response.status).toBe(201);
    expect(Object.keys(response.body)).toEqual(['url']);
    const prefix = `${server.publicUrl}/media/player-photos/waitlist/`;
    expect(response.body.url.startsWith(prefix)).toBe(true);
    // Spec §7: named by the time and the original (sanitized) name, under waitlist/.
    const key = response.body.url.slice(`${server.publicUrl}/media/player-photos/`.length);
    expect(key).toMatch(/^waitlist\/\d{13}-[0-9a-f]{12}-ete-photo-1\.png$/);
    expect(await storedFiles()).toContain(join('player-photos', ...key.split('/')));

    const { response: served, bytes } = await download(response.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 1024, height: 512 });
  });

  it.each([
    ['jpeg', 'image/jpeg', 'jpg'],
    ['webp', 'image/webp', 'webp'],
  ] as const)('takes a %s and serves it as %s', async (format, type, extension) => {
    const response = await upload(await image(300, 200, format), { name: `shot.${extension}`, type });
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(new RegExp(`-shot\\.${extension}$`));
    const { response: served, bytes } = await download(response.body.url);
    expect(served.headers.get('content-type')).toBe(type);
    // Never enlarged.
    expect(await sharp(bytes).metadata()).toMatchObject({ format, width: 300, height: 200 });
  });

  it('judges the type by the content, not the name or the declared type', async () => {
    const png = await image(120, 80);
    const response = await upload(png, { name: 'holiday.jpg', type: 'image/jpeg' });
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(/-holiday\.png$/);
  });

  it('removes EXIF, GPS included, and turns the picture upright first', async () => {
    const withGps = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#884422' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2406/100' } })
      .toBuffer();
    const input = await sharp(withGps).metadata();
    expect(input.exif).toBeInstanceOf(Buffer);
    // The GPS directory's tag (0x8825), in either byte order: the input really carries a location.
    const gpsTag = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
    expect(gpsTag.some((tag) => input.exif?.includes(tag))).toBe(true);
    expect(input.orientation).toBe(6);

    const response = await upload(withGps, { name: 'IMG_0001.JPG', type: 'image/jpeg' });
    expect(response.status).toBe(201);
    const { bytes } = await download(response.body.url);
    const output = await sharp(bytes).metadata();
    expect(output.exif).toBeUndefined();
    expect(output.xmp).toBeUndefined();
    expect(output.orientation).toBeUndefined();
    // Orientation 6 means "rotate 90°": the stored picture is upright, 100 wide and 300 high.
    expect(output).toMatchObject({ format: 'jpeg', width: 100, height: 300 });
    expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('refuses a file over 5242880 bytes with 413, storing nothing', async () => {
    const tooBig = new Uint8Array(5_242_881);
    tooBig.set(await image(10, 10));
    await expectNothingStoredBy(async () => {
      const response = await upload(tooBig);
      expect(response.status).toBe(413);
      expect(response.body).toEqual({
        error: { code: 'VALIDATION', message: 'The photo must be 5 MB or smaller.', issues: [{ path: 'file', message: 'The photo must be 5 MB or smaller.' }] },
      });
    });
  });

  it('refuses a body far over the limit before reading it', async () => {
    await expectNothingStoredBy(async () => {
      const response = await upload(new Uint8Array(8 * 1024 * 1024));
      expect(response.status).toBe(413);
      expect(response.error.message).toBe('The photo must be 5 MB or smaller.');
      // The unread rest of the body makes the socket unusable: the client must not reuse it.
      expect(response.headers.get('connection')).toBe('close');
    });
  });

  it.each([
    ['a text file renamed photo.jpg', Buffer.from('These are not the pixels you are looking for.\n'.repeat(20)), 'photo.jpg', 'image/jpeg'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'),
      'photo.svg',
      'image/svg+xml',
    ],
    ['a GIF', null, 'photo.gif', 'image/gif'],
    ['a truncated JPEG', null, 'photo.jpg', 'image/jpeg'],
  ])('refuses %s with 422, storing nothing', async (_label, given, name, type) => {
    const bytes =
      given ??
      (type === 'image/gif'
        ? await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
            .gif()
            .toBuffer()
        : (await image(400, 400, 'jpeg')).subarray(0, 300));
    await expectNothingStoredBy(async () => {
      const response = await upload(bytes, { name, type });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        error: {
          code: 'VALIDATION',
          message: 'The photo must be a JPEG, PNG or WebP image.',
          issues: [{ path: 'file', message: 'The photo must be a JPEG, PNG or WebP image.' }],
        },
      });
    });
  });

  it('refuses a picture of more than 40 million pixels (a decompression bomb) before decoding it', async () => {
    // 8000 × 5001 of one colour: a small file that would be 120 MB decoded.
    const bomb = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(5_242_880);
    await expectNothingStoredBy(async () => {
      const response = await upload(bomb);
      expect(response.status).toBe(422);
      expect(response.error.issues).toEqual([{ path: 'file', message: 'The photo has too many pixels (at most 40 megapixels).' }]);
    });
  });

  it('refuses a missing file or purpose with 422', async () => {
    const missingPurpose = await upload(await image(10, 10), { purpose: null });
    expect(missingPurpose.status).toBe(422);
    expect(missingPurpose.error.issues).toEqual([{ path: 'purpose', message: 'Purpose must be waitlist or profile.' }]);
    expect((await upload(await image(10, 10), { purpose: 'avatar' })).status).toBe(422);

    const form = new FormData();
    form.set('purpose', 'waitlist');
    const noFile = await server.client().api('POST /api/uploads/player-photos', { body: form });
    expect(noFile.status).toBe(422);
    expect(noFile.error.issues).toEqual([{ path: 'file', message: 'Please choose a photo to upload.' }]);

    const json = await server.client().sendUnchecked('POST', '/api/uploads/player-photos', { purpose: 'waitlist' });
    expect(json.status).toBe(422);
  });

  it("takes a profile photo only from a signed-in user, into that user's folder", async () => {
    const anonymous = await upload(await image(50, 50), { purpose: 'profile' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' } });

    const user = await createUser(server);
    const response = await upload(await image(50, 50), { purpose: 'profile', client: user.client, name: 'me.png' });
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(new RegExp(`/media/player-photos/profile/${user.userId}/\\d{13}-[0-9a-f]{12}-me\\.png$`));
  });

  describe('while waitlist mode is off (decision 011)', () => {
    it('refuses a waitlist photo with 409 and the one message, storing nothing', async () => {
      const png = await image(40, 40);
      try {
        await setWaitlistMode(server.db, false);
        await expectNothingStoredBy(async () => {
          const response = await upload(png);
          expect(response.status).toBe(409);
          expect(response.body).toEqual({
            error: { code: 'CONFLICT', message: 'The waitlist is closed because registration is open. Please register instead.' },
          });
        });
      } finally {
        await setWaitlistMode(server.db, true);
      }
      // Open again: the same photo is taken.
      expect((await upload(png)).status).toBe(201);
    });

    it("still takes a signed-in user's profile photo", async () => {
      const user = await createUser(server);
      try {
        await setWaitlistMode(server.db, false);
        const response = await upload(await image(40, 40), { purpose: 'profile', client: user.client, name: 'me.png' });
        expect(response.status).toBe(201);
        expect(response.body.url).toMatch(new RegExp(`/media/player-photos/profile/${user.userId}/`));
        expect((await download(response.body.url)).response.status).toBe(200);
      } finally {
        await setWaitlistMode(server.db, true);
      }
    });
  });

  it(`allows ${UPLOAD_LIMIT} uploads an hour per client address, then 429 with Retry-After`, async () => {
    const client = server.client();
    const small = await image(20, 20);
    for (let i = 0; i < UPLOAD_LIMIT; i++) {
      // Refused files count too: decoding them costs the same.
      const response = i === 0 ? await upload(Buffer.from('not an image'), { client }) : await upload(small, { client });
      expect(response.status).toBe(i === 0 ? 422 : 201);
    }
    await expectNothingStoredBy(async () => {
      const limited = await upload(small, { client });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many photo uploads from here. Please wait and try again later.' } });
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    });
    // Another device is not held back.
    expect((await upload(small)).status).toBe(201);
  });
});

describe('GET /media/player-photos/*', () => {
  /** A request with the path exactly as written (fetch would resolve the dots first). */
  function rawGet(path: string): Promise<{ status: number; body: string }> {
    const { hostname, port } = new URL(server.url);
    return new Promise((done, fail) => {
      const req = httpRequest({ host: hostname, port, path, method: 'GET' }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => done({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', fail);
      req.end();
    });
  }

  it.each([
    '/media/player-photos/../../package.json',
    '/media/player-photos/waitlist/../../secret.jpg',
    '/media/player-photos/..%2fsecret.jpg',
    '/media/player-photos/%2e%2e/secret.jpg',
    '/media/player-photos/..%5csecret.jpg',
    '/media/player-photos/waitlist/%2e%2e%2f%2e%2e%2fsecret.jpg',
    '/media/player-photos//etc/passwd',
    '/media/player-photos/waitlist/missing.jpg',
    '/media/player-photos/',
  ])('does not serve %s', async (path) => {
    // A photo-looking file just outside the bucket, which no path may reach.
    await mkdir(join(server.dataDir, 'uploads'), { recursive: true });
    await writeFile(join(server.dataDir, 'uploads', 'secret.jpg'), 'secret');
    const response = await rawGet(path);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('"name"');
  });

  it('makes safe file names', () => {
    expect(safeFileStem('../../etc/passwd')).toBe('passwd');
    expect(safeFileStem('C:\\Users\\me\\Señor Goal!!.jpeg')).toBe('senor-goal');
    expect(safeFileStem('.hidden')).toBe('hidden');
    expect(safeFileStem('😀.png')).toBe('photo');
    expect(safeFileStem(`${'a'.repeat(200)}.png`)).toHaveLength(60);
  });
});
