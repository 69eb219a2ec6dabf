import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { moveLocalFilesToBucket } from './move-to-bucket';
import { createBucketPhotoStorage, createLocalPhotoStorage, localPhotoDirectory } from './photo-storage';
import type { ObjectStorage } from './storage';

// Against a real S3-compatible server (s3rver from npm), never a stand-in of our own storage code.
let s3: TestS3Server;
let dataDir: string;
let bucket: ObjectStorage;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(join(tmpdir(), 'league-move-'));
  const storage = createBucketPhotoStorage(readEnv({ DATA_DIR: dataDir, ...s3.env }), 'https://league.example');
  if (!storage) throw new Error('the bucket settings were not taken');
  bucket = storage;
});
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('S3 storage', () => {
  it('stores, reads back with the content type, answers exists and removes', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    await bucket.put('waitlist/123-abc-jane.png', bytes, 'image/png');
    expect(await bucket.read('waitlist/123-abc-jane.png')).toEqual({ bytes, contentType: 'image/png' });
    expect(await bucket.exists('waitlist/123-abc-jane.png')).toBe(true);
    expect(await bucket.exists('waitlist/other.png')).toBe(false);
    expect(await bucket.read('waitlist/other.png')).toBeNull();
    await bucket.remove('waitlist/123-abc-jane.png');
    expect(await bucket.exists('waitlist/123-abc-jane.png')).toBe(false);
    await expect(bucket.remove('waitlist/123-abc-jane.png')).resolves.toBeUndefined();
  });

  it('serves through the app: the same URLs as the local directory', () => {
    expect(bucket.publicUrl('gallery/a.jpg')).toBe('https://league.example/media/player-photos/gallery/a.jpg');
  });

  it.each(['../secret.jpg', 'waitlist//a.jpg', '.hidden.jpg', 'a\\..\\b.jpg', ''])('refuses the key %j as the directory does', async (key) => {
    expect(await bucket.read(key)).toBeNull();
    expect(await bucket.exists(key)).toBe(false);
    await expect(bucket.put(key, new Uint8Array([1]), 'image/jpeg')).rejects.toThrow();
  });

  it('refuses a key whose extension does not match the content type', async () => {
    await expect(bucket.put('waitlist/b.jpg', new Uint8Array([1]), 'image/png')).rejects.toThrow();
    await expect(bucket.put('waitlist/b.html', new Uint8Array([1]), 'text/html')).rejects.toThrow();
    expect(await bucket.exists('waitlist/b.jpg')).toBe(false);
  });
});

describe('moving the local files to the bucket', () => {
  it('copies each stored photo once, skips what the bucket has, and leaves stray files alone', async () => {
    const env = readEnv({ DATA_DIR: dataDir, ...s3.env });
    const local = createLocalPhotoStorage(env, 'https://league.example');
    await local.put('waitlist/1-aa-jane.jpg', new Uint8Array([1]), 'image/jpeg');
    await local.put('profile/u1/2-bb-me.webp', new Uint8Array([2]), 'image/webp');
    await local.put('gallery/3-cc-team.jpg', new Uint8Array([3]), 'image/jpeg');
    // Already in the bucket (an earlier run), and a half-written upload that is no photo.
    await bucket.put('gallery/3-cc-team.jpg', new Uint8Array([3]), 'image/jpeg');
    await writeFile(join(localPhotoDirectory(env), 'waitlist', '1-aa-jane.jpg.x.partial'), 'half');

    const directory = localPhotoDirectory(env);
    const first = await moveLocalFilesToBucket({ directory, local, bucket });
    expect(first).toEqual({ copied: 2, skipped: 1, ignored: ['waitlist/1-aa-jane.jpg.x.partial'] });
    expect(await bucket.read('profile/u1/2-bb-me.webp')).toEqual({ bytes: new Uint8Array([2]), contentType: 'image/webp' });
    expect(await bucket.read('waitlist/1-aa-jane.jpg')).toEqual({ bytes: new Uint8Array([1]), contentType: 'image/jpeg' });

    // Run again: nothing left to copy.
    expect(await moveLocalFilesToBucket({ directory, local, bucket })).toMatchObject({ copied: 0, skipped: 3 });
  });

  it('is one npm command that reads the same settings as the app', async () => {
    const env = readEnv({ DATA_DIR: dataDir, ...s3.env });
    const local = createLocalPhotoStorage(env, 'https://league.example');
    await local.put('waitlist/4-dd-new.png', new Uint8Array([4]), 'image/png');
    const run = promisify(execFile);
    // Only what the command needs: the test runner's own variables are not the app's settings.
    const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
    const { stdout } = await run('npm', ['run', '--silent', 'storage:move-to-bucket'], { env: { ...base, DATA_DIR: dataDir, ...s3.env } });
    expect(stdout).toContain('1 copied, 3 already there');
    expect(await bucket.read('waitlist/4-dd-new.png')).toEqual({ bytes: new Uint8Array([4]), contentType: 'image/png' });
  });
});
