/** Player photo uploads: POST /api/uploads/player-photos (multipart: `file`, `purpose`). */

/** waitlist: anyone may upload (rate limited); profile: the signed-in user's own photo. */
export const PHOTO_UPLOAD_PURPOSES = ['waitlist', 'profile'] as const;
export type PhotoUploadPurpose = (typeof PHOTO_UPLOAD_PURPOSES)[number];

/** Where stored photos are served from, below the site's address. */
export const PHOTO_MEDIA_PATH = '/media/player-photos';

/** A bigger picture is refused before it is decoded (a decompression bomb guard). */
export const PHOTO_MAX_PIXELS = 40_000_000;

export const PHOTO_MESSAGES = {
  missingFile: 'Please choose a photo to upload.',
  tooLarge: 'The photo must be 5 MB or smaller.',
  notAnImage: 'The photo must be a JPEG, PNG or WebP image.',
  tooManyPixels: 'The photo has too many pixels (at most 40 megapixels).',
  purpose: 'Purpose must be waitlist or profile.',
  tooMany: 'Too many photo uploads from here. Please wait and try again later.',
} as const;
