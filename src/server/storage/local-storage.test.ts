import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import type { ObjectStorage } from './storage';

let parent: string;
let storage: ObjectStorage;
beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'league-storage-'));
  storage = createLocalStorage({ directory: join(parent, 'bucket'), publicBaseUrl: 'https://league.example/media/player-photos/' });
  // A file beside the bucket that no key may reach.
  await writeFile(join(parent, 'secret.jpg'), 'not yours');
});
afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

describe('local storage', () => {
  it('stores, reads back with the content type, and answers exists', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    await storage.put('waitlist/123-abc-jane.png', bytes, 'image/png');
    expect(await storage.read('waitlist/123-abc-jane.png')).toEqual({ bytes, contentType: 'image/png' });
    expect(await storage.exists('waitlist/123-abc-jane.png')).toBe(true);
    expect(await storage.exists('waitlist/other.png')).toBe(false);
    expect(await storage.read('waitlist/other.png')).toBeNull();
    // No half-written files are left behind.
    expect(await readdir(join(parent, 'bucket', 'waitlist'))).toEqual(['123-abc-jane.png']);
  });

  it('builds public URLs from the base, without a double slash', () => {
    expect(storage.publicUrl('waitlist/a.jpg')).toBe('https://league.example/media/player-photos/waitlist/a.jpg');
  });

  it.each(['../secret.jpg', 'waitlist/../../secret.jpg', '/etc/passwd', 'waitlist//a.jpg', '.hidden.jpg', 'waitlist/%2e%2e/a.jpg', 'a\\..\\b.jpg', ''])(
    'never reads or writes outside the bucket: %j',
    async (key) => {
      expect(await storage.read(key)).toBeNull();
      expect(await storage.exists(key)).toBe(false);
      await expect(storage.put(key, new Uint8Array([1]), 'image/jpeg')).rejects.toThrow();
      await storage.remove(key);
    },
  );

  it('removes an object, and a missing one quietly', async () => {
    await storage.put('gallery/1-a.jpg', new Uint8Array([1]), 'image/jpeg');
    await storage.remove('gallery/1-a.jpg');
    expect(await storage.exists('gallery/1-a.jpg')).toBe(false);
    await expect(storage.remove('gallery/1-a.jpg')).resolves.toBeUndefined();
    // The file beside the bucket is still there after the attempts above.
    expect(await readdir(parent)).toContain('secret.jpg');
  });

  it('refuses a key whose extension does not match the content type', async () => {
    await expect(storage.put('waitlist/a.jpg', new Uint8Array([1]), 'image/png')).rejects.toThrow();
    await expect(storage.put('waitlist/a.html', new Uint8Array([1]), 'text/html')).rejects.toThrow();
    expect(await storage.exists('waitlist/a.jpg')).toBe(false);
  });
});
