import { randomBytes } from 'node:crypto';
import { GALLERY_IMAGE_MAX_PX, GALLERY_THUMBNAIL_MAX_PX } from '../../../shared/gallery';
import type { ObjectStorage } from '../../storage/storage';
import { normalizePhoto } from '../photos/index';
import { safeFileStem } from '../photos/index';

/** Gallery files live in the same bucket as player photos, under their own prefix. */
export const GALLERY_PREFIX = 'gallery/';

export interface StoredGalleryImages {
  imageKey: string;
  thumbnailKey: string;
  /** Of the full image. */
  width: number;
  height: number;
}

/** `gallery/<epoch ms>-<12 random hex>-<safe name>`: unguessable, like player photo keys. */
export function newGalleryKeyBase(fileName: string, now: Date): string {
  return `${GALLERY_PREFIX}${now.getTime()}-${randomBytes(6).toString('hex')}-${safeFileStem(fileName)}`;
}

/**
 * The player photo pipeline (type by content, pixel limit, upright, metadata stripped) at
 * gallery sizes: a full JPEG of at most 2048 px, then the thumbnail made from that (cheaper
 * than decoding the original twice). Always JPEG: camera photos, and every browser shows it.
 * Both files are stored, or neither.
 */
export async function storeGalleryImages(storage: ObjectStorage, input: Uint8Array, keyBase: string): Promise<StoredGalleryImages> {
  const full = await normalizePhoto(input, { maxPx: GALLERY_IMAGE_MAX_PX, output: 'jpeg', quality: 82 });
  const thumbnail = await normalizePhoto(full.bytes, { maxPx: GALLERY_THUMBNAIL_MAX_PX, output: 'jpeg', quality: 78 });
  const imageKey = `${keyBase}.${full.extension}`;
  const thumbnailKey = `${keyBase}-thumb.${thumbnail.extension}`;
  await storage.put(imageKey, full.bytes, full.contentType);
  try {
    await storage.put(thumbnailKey, thumbnail.bytes, thumbnail.contentType);
  } catch (error) {
    await storage.remove(imageKey);
    throw error;
  }
  return { imageKey, thumbnailKey, width: full.width, height: full.height };
}

export async function removeGalleryImages(storage: ObjectStorage, keys: { imageKey: string; thumbnailKey: string }): Promise<void> {
  await Promise.all([storage.remove(keys.imageKey), storage.remove(keys.thumbnailKey)]);
}
