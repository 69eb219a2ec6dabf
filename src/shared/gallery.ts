/** The gallery API's limits and messages; its answers are in api/gallery.ts. */

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
