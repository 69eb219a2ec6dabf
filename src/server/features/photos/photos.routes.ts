import { Hono } from 'hono';
import { PHOTO_MEDIA_PATH, PHOTO_MESSAGES, PHOTO_UPLOAD_PURPOSES, type PhotoUploadPurpose } from '../../../shared/photos';
import { PHOTO_MAX_BYTES } from '../../../shared/waitlist';
import { allow } from '../../http/access';
import { clientAddress } from '../../http/client-address';
import type { AppDeps, AppEnv } from '../../http/context';
import { invalidField, notFound, rateLimited } from '../../http/errors';
import { consumeRateLimit } from '../../http/rate-limit';
import { photoTooLarge, uploadPlayerPhoto } from './photos.service';
import { limitBody } from '../../http/body-limit';

/** Room for the multipart boundaries, headers and the purpose field around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const HOUR_MS = 60 * 60 * 1000;

export function photosRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .post(
        '/api/uploads/player-photos',
        // Who may upload depends on the purpose, a field of the body: a waitlist photo needs no
        // account (the waitlist form is public), a profile photo does (checked in the service).
        allow.public(),
        // Refused from Content-Length before the body is read, or while it streams in.
        limitBody(PHOTO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, photoTooLarge),
        async (c, next) => {
          // Counted per account when signed in, else per client address; refused files count
          // too, since decoding them costs the same.
          const actor = c.var.actor;
          const who = actor ? `user:${actor.userId}` : `ip:${clientAddress(c, deps.trustProxy)}`;
          const limit = await consumeRateLimit(deps.database.db, { key: `photo-upload:${who}`, limit: deps.photoUploadsPerHour, windowMs: HOUR_MS });
          if (!limit.allowed) throw rateLimited(PHOTO_MESSAGES.tooMany, limit.retryAfterSeconds);
          await next();
        },
        async (c) => {
          const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
          const purpose = form.purpose;
          if (typeof purpose !== 'string' || !isPurpose(purpose)) throw invalidField('purpose', PHOTO_MESSAGES.purpose);
          const file = form.file;
          if (!(file instanceof File) || file.size === 0) throw invalidField('file', PHOTO_MESSAGES.missingFile);
          return c.json(await uploadPlayerPhoto({ storage: deps.photoStorage, actor: c.var.actor, purpose, file }), 201);
        },
      )
      // Outside /api: the stored photos themselves, for <img> tags.
      .get(`${PHOTO_MEDIA_PATH}/*`, allow.public(), async (c) => {
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
      })
  );
}

function isPurpose(value: string): value is PhotoUploadPurpose {
  return (PHOTO_UPLOAD_PURPOSES as readonly string[]).includes(value);
}
