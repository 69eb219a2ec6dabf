// Response shapes of the gallery API (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { absoluteUrl, instant, rowId } from '../schemas/formats';
import { pageOf } from './page';

/** GET /api/gallery → items; no uploader (admins' e-mails stay private). */
export const galleryPhotoSchema = z.object({
  id: rowId(),
  caption: z.string(),
  /** Absolute URL of the full image (JPEG, at most 2048 px). */
  image_url: absoluteUrl(),
  /** Absolute URL of the thumbnail (JPEG, at most 480 px). */
  thumbnail_url: absoluteUrl(),
  /** Of the full image; the thumbnail has the same proportions. */
  width: z.number(),
  height: z.number(),
  /** ISO 8601 */
  created_at: instant(),
});
export type GalleryPhoto = z.output<typeof galleryPhotoSchema>;

export const galleryPageSchema = pageOf(galleryPhotoSchema);
export type GalleryPage = z.output<typeof galleryPageSchema>;
