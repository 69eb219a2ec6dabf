import { Hono } from 'hono';
import { z } from 'zod';
import { z as zm } from 'zod/mini';
import { GALLERY_MAX_BYTES, GALLERY_MESSAGES } from '../../../shared/gallery-api';
import { updateGalleryCaptionInputSchema, uploadGalleryPhotoInputSchema } from '../../../shared/schemas/gallery';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/context';
import { AppError, invalidField } from '../../http/errors';
import { jsonBody, queryParams, toFieldIssues } from '../../http/validate';
import { deleteGalleryPhoto, galleryPhotoTooLarge, listGalleryPhotos, updateGalleryCaption, uploadGalleryPhoto } from './gallery.service';
import { limitBody } from '../../http/body-limit';

/** Room for the multipart boundaries, headers and the caption around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const PAGE_MESSAGE = 'Page must be a whole number of at least 1.';

const listGalleryQuerySchema = z.object({
  page: z.coerce.number(PAGE_MESSAGE).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(100_000, PAGE_MESSAGE).default(1),
});

export function galleryRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const storage = deps.photoStorage;
  return (
    new Hono<AppEnv>()
      .get('/api/gallery', allow.public(), async (c) =>
        c.json(await listGalleryPhotos({ db, storage, page: queryParams(c, listGalleryQuerySchema).page })),
      )
      .post(
        '/api/admin/gallery',
        // Before the size check: a stranger gets 401/403, not a hint about sizes.
        allow.roles('admin'),
        // Refused from Content-Length before the body is read, or while it streams in.
        limitBody(GALLERY_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, galleryPhotoTooLarge),
        async (c) => {
          const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
          // The caption is checked before the (slow) image work, so a bad one stores nothing.
          const caption = zm.safeParse(uploadGalleryPhotoInputSchema, { caption: typeof form.caption === 'string' ? form.caption : '' });
          if (!caption.success) {
            const issues = toFieldIssues(caption.error);
            throw new AppError('VALIDATION', issues[0]?.message ?? 'The request is not valid.', issues);
          }
          const file = form.file;
          if (!(file instanceof File) || file.size === 0) throw invalidField('file', GALLERY_MESSAGES.missingFile);
          return c.json(await uploadGalleryPhoto({ db, storage, actor: c.var.actor, file, input: caption.data }), 201);
        },
      )
      .patch('/api/admin/gallery/:photoId', allow.roles('admin'), async (c) => {
        const input = await jsonBody(c, updateGalleryCaptionInputSchema);
        return c.json(await updateGalleryCaption({ db, storage, actor: c.var.actor, photoId: c.req.param('photoId'), input }));
      })
      .delete('/api/admin/gallery/:photoId', allow.roles('admin'), async (c) => {
        await deleteGalleryPhoto({ db, storage, actor: c.var.actor, photoId: c.req.param('photoId') });
        return c.body(null, 204);
      })
  );
}
