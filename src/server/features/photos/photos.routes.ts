import { Hono } from 'hono';
import { photoUploadResultSchema } from '../../../shared/api/photos';
import { PHOTO_MEDIA_PATH, PHOTO_MESSAGES, PHOTO_UPLOAD_PURPOSES, type PhotoUploadPurpose } from '../../../shared/photos';
import { PHOTO_MAX_BYTES } from '../../../shared/waitlist';
import { access, allow } from '../../http/access';
import { apiRoute, apiRoutes, multipartBody } from '../../http/api-route';
import { clientAddress } from '../../http/client-address';
import type { AppDeps, AppEnv } from '../../http/context';
import { invalidField, notFound, rateLimited } from '../../http/errors';
import { consumeRateLimit } from '../../http/rate-limit';
import { photoTooLarge, uploadPlayerPhoto } from './photos.service';

/** Room for the multipart boundaries, headers and the purpose field around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const HOUR_MS = 60 * 60 * 1000;

export function photosRoutes(deps: AppDeps) {
  return apiRoutes('Player photos', [
    apiRoute(
      {
        method: 'post',
        path: '/api/uploads/player-photos',
        summary: 'Upload a player photo (checked, re-encoded, stripped of metadata)',
        description:
          'Who may upload depends on the purpose, a field of the body: a waitlist photo needs no account (the waitlist form is public), a profile photo does. A waitlist photo is refused with 409 while waitlist mode (the setting waitlist_enabled) is off: the waitlist is closed then. Limited per account, or per client address when not signed in.',
        access: access.public,
        body: multipartBody({ file: 'file', purpose: 'text' }),
        // Refused from Content-Length before the body is read, or while it streams in.
        bodyLimit: { maxBytes: PHOTO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, tooLarge: photoTooLarge },
        response: photoUploadResultSchema,
        status: 201,
        errors: [401, 409, 413, 422, 429],
      },
      async ({ c, actor }) => {
        // Counted per account when signed in, else per client address; refused files count
        // too, since decoding them costs the same.
        const who = actor ? `user:${actor.userId}` : `ip:${clientAddress(c, deps.trustProxy)}`;
        const limit = await consumeRateLimit(deps.database.db, { key: `photo-upload:${who}`, limit: deps.photoUploadsPerHour, windowMs: HOUR_MS });
        if (!limit.allowed) throw rateLimited(PHOTO_MESSAGES.tooMany, limit.retryAfterSeconds);
        const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
        const purpose = form.purpose;
        if (typeof purpose !== 'string' || !isPurpose(purpose)) throw invalidField('purpose', PHOTO_MESSAGES.purpose);
        const file = form.file;
        if (!(file instanceof File) || file.size === 0) throw invalidField('file', PHOTO_MESSAGES.missingFile);
        return uploadPlayerPhoto({ db: deps.database.db, storage: deps.photoStorage, actor, purpose, file });
      },
    ),
  ]);
}

/** Outside /api: the stored photos themselves, for <img> tags. */
export function photoMediaRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(`${PHOTO_MEDIA_PATH}/*`, allow.public(), async (c) => {
    const key = c.req.path.slice(PHOTO_MEDIA_PATH.length + 1);
    const photo = await deps.photoStorage.read(key);
    if (!photo) throw notFound('That photo');
    return c.body(photo.bytes, 200, {
      'Content-Type': photo.contentType,
      'Content-Length': String(photo.bytes.byteLength),
      // A key is never reused for other bytes, so a browser may keep it for good.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}

function isPurpose(value: string): value is PhotoUploadPurpose {
  return (PHOTO_UPLOAD_PURPOSES as readonly string[]).includes(value);
}
