/**
 * Where uploaded files live, one bucket per instance (spec §7: the `player-photos` bucket).
 * Keys are slash-separated paths such as `waitlist/1767225600000-x1y2-jane.jpg`. The local
 * directory is the default; an S3-compatible bucket can implement the same five calls
 * (PutObject, GetObject, HeadObject, DeleteObject, and a public or CDN URL) without callers changing
 * (docs/decisions/009-photo-storage.md).
 */
export interface StoredObject {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

export interface ObjectStorage {
  /** Stores the bytes under the key, replacing nothing else; the write is all or nothing. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none (or the key is not a valid key). */
  read(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes the object; a key with no object (or an invalid key) is not an error. */
  remove(key: string): Promise<void>;
  /** The absolute URL a browser fetches the object from. */
  publicUrl(key: string): string;
}

/**
 * Keys: letters, digits, dot, dash and underscore per segment, no empty segment and none
 * starting with a dot, so no key can climb out of its bucket (`..`) or hide (`.htaccess`).
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

/** Image types we store, by the extension a key ends with. */
export const CONTENT_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export function contentTypeOfKey(key: string): string | undefined {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPE_BY_EXTENSION[extension];
}
