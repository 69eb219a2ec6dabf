import { randomBytes } from 'node:crypto';
import type { PhotoUploadResult } from '../../../shared/api/photos';
import { PHOTO_MESSAGES, type PhotoUploadPurpose } from '../../../shared/photos';
import { PHOTO_MAX_BYTES } from '../../../shared/waitlist';
import type { Database } from '../../db/client';
import type { Actor } from '../../http/context';
import { AppError, unauthenticated } from '../../http/errors';
import { isValidKey, type ObjectStorage } from '../../storage/storage';
import { assertWaitlistOpen } from '../../core/settings/waitlist-open';
import { normalizePhoto } from './photo-image';

export const photoTooLarge = () => new AppError('VALIDATION', PHOTO_MESSAGES.tooLarge, [{ path: 'file', message: PHOTO_MESSAGES.tooLarge }], 413);

/** The folder of a purpose's photos: the spec's `waitlist/` prefix, or the user's own. */
export function photoPrefix(purpose: PhotoUploadPurpose, actor: Actor | null): string {
  if (purpose === 'waitlist') return 'waitlist/';
  if (!actor) throw unauthenticated();
  return `profile/${actor.userId}/`;
}

/**
 * Spec §7: stored in player-photos under the purpose's prefix, named by the time and the
 * original file name. The random part keeps two uploads of "photo.jpg" in one millisecond
 * apart and makes the public URL unguessable. A waitlist photo only while the waitlist is
 * open (waitlist mode on, decision 011): else 409 before the file is decoded or stored.
 */
export async function uploadPlayerPhoto({
  db,
  storage,
  actor,
  purpose,
  file,
  now = new Date(),
}: {
  db: Database;
  storage: ObjectStorage;
  actor: Actor | null;
  purpose: PhotoUploadPurpose;
  file: File;
  now?: Date;
}): Promise<PhotoUploadResult> {
  const prefix = photoPrefix(purpose, actor);
  if (purpose === 'waitlist') await assertWaitlistOpen(db);
  if (file.size > PHOTO_MAX_BYTES) throw photoTooLarge();
  const photo = await normalizePhoto(new Uint8Array(await file.arrayBuffer()));
  const key = `${prefix}${now.getTime()}-${randomBytes(6).toString('hex')}-${safeFileStem(file.name)}.${photo.extension}`;
  await storage.put(key, photo.bytes, photo.contentType);
  return { url: storage.publicUrl(key) };
}

/** "../Été 2026 (1).JPG" → "ete-2026-1": ASCII letters, digits and dashes, at most 60. */
export function safeFileStem(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const safe = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return safe || 'photo';
}

/**
 * The key behind a photo URL this server handed out under `prefix`, if the photo is stored;
 * null for anything else (another site's URL, a made-up path, a deleted photo).
 */
export async function storedPhotoKey(storage: ObjectStorage, url: string, prefix: string): Promise<string | null> {
  const base = storage.publicUrl('');
  if (!url.startsWith(base)) return null;
  const key = url.slice(base.length);
  if (!key.startsWith(prefix) || !isValidKey(key)) return null;
  return (await storage.exists(key)) ? key : null;
}
