// Response shapes of the gallery API (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { absoluteUrl, instant, rowId } from '../schemas/formats';
import { pageOf } from './page';

/** GET /api/gallery → items; no uploader (admins' e-mails stay private). */
export const galleryPhotoSchema = z.object({
  id: rowId(),
  caption: z.string(),
  image_url: absoluteUrl().check(z.describe('Absolute URL of the full image (JPEG, at most 2048 px).')),
  thumbnail_url: absoluteUrl().check(z.describe('Absolute URL of the thumbnail (JPEG, at most 480 px).')),
  width: z.number().check(z.describe('Of the full image; the thumbnail has the same proportions.')),
  height: z.number(),
  created_at: instant().check(z.describe('ISO 8601')),
});
export type GalleryPhoto = z.output<typeof galleryPhotoSchema>;

export const galleryPageSchema = pageOf(galleryPhotoSchema);
export type GalleryPage = z.output<typeof galleryPageSchema>;
