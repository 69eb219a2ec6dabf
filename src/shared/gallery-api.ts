/** The gallery API's limits and response shapes; the server's services return these. */

/** Gallery uploads are an admin's camera photos, bigger than a player's portrait (5 MB). */
export const GALLERY_MAX_BYTES = 15 * 1024 * 1024;
/** The stored full image fits this square (longest side), never enlarged. */
export const GALLERY_IMAGE_MAX_PX = 2048;
/** The grid's thumbnail fits this square. */
export const GALLERY_THUMBNAIL_MAX_PX = 480;
export const GALLERY_PAGE_SIZE = 24;

export const GALLERY_MESSAGES = {
  missingFile: 'Please choose a photo to upload.',
  tooLarge: 'The photo must be 15 MB or smaller.',
} as const;

/** GET /api/gallery → items; no uploader (admins' e-mails stay private). */
export interface GalleryPhoto {
  id: string;
  caption: string;
  /** Absolute URL of the full image (JPEG, at most 2048 px). */
  image_url: string;
  /** Absolute URL of the thumbnail (JPEG, at most 480 px). */
  thumbnail_url: string;
  /** Of the full image; the thumbnail has the same proportions. */
  width: number;
  height: number;
  /** ISO 8601 */
  created_at: string;
}

export interface GalleryPage {
  items: GalleryPhoto[];
  total: number;
  page: number;
  page_size: number;
}
