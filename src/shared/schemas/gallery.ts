// zod/mini (decision 006): the admin's upload and caption forms use these too.
import { z } from 'zod/mini';
import { textField } from './text';

export const GALLERY_CAPTION_MAX = 300;
export const GALLERY_CAPTION_MESSAGE = `Caption must be at most ${GALLERY_CAPTION_MAX} characters.`;

/** Optional everywhere: a photo without a caption is shown as "League photo N". */
export const galleryCaptionSchema = textField({ max: GALLERY_CAPTION_MAX, tooLong: GALLERY_CAPTION_MESSAGE, notText: 'Caption must be text.' });

/** The `caption` field of POST /api/admin/gallery (multipart, beside `file`). */
export const uploadGalleryPhotoInputSchema = z.object({ caption: galleryCaptionSchema });
export type UploadGalleryPhotoInput = z.infer<typeof uploadGalleryPhotoInputSchema>;

/** PATCH /api/admin/gallery/:photoId */
export const updateGalleryCaptionInputSchema = z.object({ caption: galleryCaptionSchema });
export type UpdateGalleryCaptionInput = z.infer<typeof updateGalleryCaptionInputSchema>;
