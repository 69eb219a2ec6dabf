import sharp from 'sharp';
import { PHOTO_MAX_PIXELS, PHOTO_MESSAGES } from '../../../shared/photos';
import { PHOTO_RESIZE_MAX_PX } from '../../../shared/waitlist';
import { invalidField } from '../../http/errors';

export interface NormalizedPhoto {
  bytes: Uint8Array;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  extension: 'jpg' | 'png' | 'webp';
}

/**
 * Judges the file by its content, not its name or declared type, then re-encodes it: turned
 * upright by its EXIF orientation, at most 1024 px on the longest side (spec §9), in its own
 * format (a PNG may be transparent, e.g. after background removal). sharp writes no metadata
 * unless asked, so EXIF (GPS, camera, time) and XMP are gone from what is stored.
 */
export async function normalizePhoto(input: Uint8Array): Promise<NormalizedPhoto> {
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
    .resize({ width: PHOTO_RESIZE_MAX_PX, height: PHOTO_RESIZE_MAX_PX, fit: 'inside', withoutEnlargement: true });
  try {
    if (format === 'jpeg') return { bytes: await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer(), contentType: 'image/jpeg', extension: 'jpg' };
    if (format === 'png') return { bytes: await pipeline.png({ compressionLevel: 9 }).toBuffer(), contentType: 'image/png', extension: 'png' };
    return { bytes: await pipeline.webp({ quality: 85 }).toBuffer(), contentType: 'image/webp', extension: 'webp' };
  } catch {
    // A header that parses over data that does not (truncated or corrupt files).
    throw invalidField('file', PHOTO_MESSAGES.notAnImage);
  }
}
