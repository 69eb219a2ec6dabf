import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { contentTypeOfKey, isValidKey, type ObjectStorage } from './storage';

/**
 * A bucket as a directory on this machine (default under DATA_DIR/uploads). A local
 * directory has no place for a content type, so it follows from the key's extension, and
 * `put` refuses a key whose extension says otherwise.
 */
export function createLocalStorage(options: { directory: string; publicBaseUrl: string }): ObjectStorage {
  const root = resolve(options.directory);
  const base = options.publicBaseUrl.replace(/\/+$/, '');

  /** The file of a key, or null for a key that is invalid or would leave the directory. */
  function pathOf(key: string): string | null {
    if (!isValidKey(key)) return null;
    const path = resolve(root, key);
    return path.startsWith(root + sep) ? path : null;
  }

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      if (!path) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
      if (contentTypeOfKey(key) !== contentType) throw new Error(`key ${key} does not match content type ${contentType}`);
      await mkdir(dirname(path), { recursive: true });
      // Written beside and renamed: a reader never sees half a file.
      const partial = `${path}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, bytes, { flag: 'wx' });
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(key) {
      const path = pathOf(key);
      const contentType = contentTypeOfKey(key);
      if (!path || !contentType) return null;
      try {
        return { bytes: new Uint8Array(await readFile(path)), contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      const path = pathOf(key);
      if (!path) return false;
      try {
        return (await stat(path)).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      const path = pathOf(key);
      if (path) await rm(path, { force: true });
    },
    publicUrl(key) {
      return `${base}/${key}`;
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
