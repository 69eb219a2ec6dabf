import { z } from 'zod/mini';
import { galleryPageSchema, galleryPhotoSchema } from '../../../shared/api/gallery';
import { GALLERY_MAX_BYTES, GALLERY_MESSAGES } from '../../../shared/gallery';
import { updateGalleryCaptionInputSchema, uploadGalleryPhotoInputSchema } from '../../../shared/schemas/gallery';
import { access } from '../../http/access';
import { apiRoute, apiRoutes, emptyResponse, multipartBody, pathIds } from '../../http/api-route';
import type { AppDeps } from '../../http/context';
import { AppError, invalidField } from '../../http/errors';
import { toFieldIssues } from '../../http/validate';
import {
  deleteGalleryPhoto,
  galleryPhotoTooLarge,
  listGalleryPhotos,
  listGalleryQuerySchema,
  updateGalleryCaption,
  uploadGalleryPhoto,
} from './gallery.service';

/** Room for the multipart boundaries, headers and the caption around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const photoParams = pathIds('photoId');
const admin = access.roles('admin');

export function galleryRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const storage = deps.photoStorage;
  return apiRoutes('Gallery', [
    apiRoute(
      {
        method: 'get',
        path: '/api/gallery',
        sharedAnswer: true,
        summary: 'One page of the gallery, newest first',
        access: access.public,
        query: listGalleryQuerySchema,
        response: galleryPageSchema,
      },
      async ({ query }) => listGalleryPhotos({ db, storage, query }),
    ),
    apiRoute(
      {
        method: 'post',
        path: '/api/admin/gallery',
        summary: 'Upload a photo to the gallery (checked, re-encoded, with a thumbnail)',
        access: admin,
        body: multipartBody({ file: 'file', caption: 'text' }),
        // After the access check (a stranger gets 401/403, not a hint about sizes); refused from
        // Content-Length before the body is read, or while it streams in.
        bodyLimit: { maxBytes: GALLERY_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, tooLarge: galleryPhotoTooLarge },
        response: galleryPhotoSchema,
        status: 201,
        errors: [413, 422],
      },
      async ({ c, actor }) => {
        const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
        // The caption is checked before the (slow) image work, so a bad one stores nothing.
        const caption = z.safeParse(uploadGalleryPhotoInputSchema, { caption: typeof form.caption === 'string' ? form.caption : '' });
        if (!caption.success) {
          const issues = toFieldIssues(caption.error);
          throw new AppError('VALIDATION', issues[0]?.message ?? 'The request is not valid.', issues);
        }
        const file = form.file;
        if (!(file instanceof File) || file.size === 0) throw invalidField('file', GALLERY_MESSAGES.missingFile);
        return uploadGalleryPhoto({ db, storage, actor, file, input: caption.data });
      },
    ),
    apiRoute(
      {
        method: 'patch',
        path: '/api/admin/gallery/:photoId',
        summary: "Change a photo's caption",
        access: admin,
        params: photoParams,
        notFound: 'That photo',
        body: updateGalleryCaptionInputSchema,
        response: galleryPhotoSchema,
      },
      async ({ actor, params, body }) => updateGalleryCaption({ db, storage, actor, photoId: params.photoId, input: body }),
    ),
    apiRoute(
      {
        method: 'delete',
        path: '/api/admin/gallery/:photoId',
        summary: 'Delete a photo and its files',
        access: admin,
        params: photoParams,
        notFound: 'That photo',
        response: emptyResponse,
      },
      async ({ actor, params }) => deleteGalleryPhoto({ db, storage, actor, photoId: params.photoId }),
    ),
  ]);
}
