import sharp from 'sharp';
import { PHOTO_MAX_PIXELS, PHOTO_MESSAGES } from '../../../shared/photos';
import { PHOTO_RESIZE_MAX_PX } from '../../../shared/waitlist';
import { invalidField } from '../../http/errors';

export interface NormalizedPhoto {
  bytes: Uint8Array;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  extension: 'jpg' | 'png' | 'webp';
  /** Of the stored picture, after turning and resizing. */
  width: number;
  height: number;
}

export interface NormalizeOptions {
  /** The longest side at most (never enlarged); player photos: 1024 px (spec §9). */
  maxPx?: number;
  /**
   * `same`: in the input's own format (a player's PNG may be transparent, e.g. after
   * background removal); `jpeg`: always JPEG, transparency flattened on white (gallery).
   */
  output?: 'same' | 'jpeg';
  /** JPEG and WebP quality. */
  quality?: number;
}

/**
 * Judges the file by its content, not its name or declared type, then re-encodes it: turned
 * upright by its EXIF orientation, at most `maxPx` on the longest side, in the chosen format.
 * sharp writes no metadata unless asked, so EXIF (GPS, camera, time) and XMP are gone from
 * what is stored. Player photos and the gallery (full image and thumbnail) both go through it.
 */
export async function normalizePhoto(input: Uint8Array, options: NormalizeOptions = {}): Promise<NormalizedPhoto> {
  const { maxPx = PHOTO_RESIZE_MAX_PX, output = 'same', quality = 85 } = options;
  // Only the header is read here, so even an enormous image costs nothing yet.
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  const format = metadata?.format;
  if (!metadata || (format !== 'jpeg' && format !== 'png' && format !== 'webp') || !metadata.width || !metadata.height) {
    throw invalidField('file', PHOTO_MESSAGES.notAnImage);
  }
  // A small file can declare a huge picture (a decompression bomb): refused before decoding.
  if (metadata.width * metadata.height > PHOTO_MAX_PIXELS) throw invalidField('file', PHOTO_MESSAGES.tooManyPixels);

  const pipeline = sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: maxPx, height: maxPx, fit: 'inside', withoutEnlargement: true });
  try {
    if (format === 'jpeg' || output === 'jpeg') {
      const { data, info } = await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer({ resolveWithObject: true });
      return { bytes: data, contentType: 'image/jpeg', extension: 'jpg', width: info.width, height: info.height };
    }
    if (format === 'png') {
      const { data, info } = await pipeline.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
      return { bytes: data, contentType: 'image/png', extension: 'png', width: info.width, height: info.height };
    }
    const { data, info } = await pipeline.webp({ quality }).toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
  } catch {
    // A header that parses over data that does not (truncated or corrupt files).
    throw invalidField('file', PHOTO_MESSAGES.notAnImage);
  }
}
