import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { GalleryPage, GalleryPhoto } from '../../../shared/api/gallery';
import { GALLERY_MAX_BYTES, GALLERY_MESSAGES, GALLERY_PAGE_SIZE } from '../../../shared/gallery';
import type { UpdateGalleryCaptionInput, UploadGalleryPhotoInput } from '../../../shared/schemas/gallery';
import type { Database } from '../../db/client';
import { galleryPhotos } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { listQuerySchema, pageWindow } from '../../http/list-query';
import type { ObjectStorage } from '../../storage/storage';
import { recordAudit } from '../../core/audit/audit.service';
import { newGalleryKeyBase, removeGalleryImages, storeGalleryImages } from './gallery-images';

type GalleryRow = typeof galleryPhotos.$inferSelect;

export const galleryPhotoTooLarge = () => new AppError('VALIDATION', GALLERY_MESSAGES.tooLarge, [{ path: 'file', message: GALLERY_MESSAGES.tooLarge }], 413);

function toGalleryPhoto(storage: ObjectStorage, row: GalleryRow): GalleryPhoto {
  return {
    id: row.id,
    caption: row.caption,
    image_url: storage.publicUrl(row.imageKey),
    thumbnail_url: storage.publicUrl(row.thumbnailKey),
    width: row.width,
    height: row.height,
    created_at: row.createdAt.toISOString(),
  };
}

export const listGalleryQuerySchema = listQuerySchema({}, { pageSizeDefault: GALLERY_PAGE_SIZE, pageSizeMax: GALLERY_PAGE_SIZE });
export type ListGalleryQuery = z.infer<typeof listGalleryQuerySchema>;

/** Public: newest first (id breaks ties, so paging never repeats or skips a photo). */
export async function listGalleryPhotos({ db, storage, query }: { db: Database; storage: ObjectStorage; query: ListGalleryQuery }): Promise<GalleryPage> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(galleryPhotos)
      .orderBy(desc(galleryPhotos.createdAt), desc(galleryPhotos.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ total: count() }).from(galleryPhotos),
  ]);
  return { items: rows.map((row) => toGalleryPhoto(storage, row)), total: totals?.total ?? 0, page: query.page, page_size: query.page_size };
}

/**
 * The files are made and stored first (slow, outside any transaction); the row and its audit
 * record then go in together. Should that fail, the files are removed again.
 */
export async function uploadGalleryPhoto({
  db,
  storage,
  actor,
  file,
  input,
  now = new Date(),
}: {
  db: Database;
  storage: ObjectStorage;
  actor: Actor | null;
  file: File;
  input: UploadGalleryPhotoInput;
  now?: Date;
}): Promise<GalleryPhoto> {
  const admin = requireActor(actor);
  if (file.size > GALLERY_MAX_BYTES) throw galleryPhotoTooLarge();
  const images = await storeGalleryImages(storage, new Uint8Array(await file.arrayBuffer()), newGalleryKeyBase(file.name, now));
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(galleryPhotos)
        .values({ ...images, caption: input.caption, uploadedBy: admin.userId, createdAt: now })
        .returning();
      if (!row) throw new AppError('INTERNAL', 'gallery photo insert returned nothing');
      await recordAudit(tx, { actor: admin, action: 'gallery.uploaded', entityType: 'gallery_photo', entityId: row.id, before: null, after: row });
      return toGalleryPhoto(storage, row);
    });
  } catch (error) {
    await removeGalleryImages(storage, images);
    throw error;
  }
}

export async function updateGalleryCaption({
  db,
  storage,
  actor,
  photoId,
  input,
}: {
  db: Database;
  storage: ObjectStorage;
  actor: Actor | null;
  photoId: string;
  input: UpdateGalleryCaptionInput;
}): Promise<GalleryPhoto> {
  const admin = requireActor(actor);
  const id = photoId;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(galleryPhotos).where(eq(galleryPhotos.id, id)).for('update');
    if (!before) throw notFound('That photo');
    const [after] = await tx.update(galleryPhotos).set({ caption: input.caption }).where(eq(galleryPhotos.id, id)).returning();
    if (!after) throw notFound('That photo');
    await recordAudit(tx, { actor: admin, action: 'gallery.caption_changed', entityType: 'gallery_photo', entityId: id, before, after });
    return toGalleryPhoto(storage, after);
  });
}

/**
 * The row goes first, with its audit record; the files after the commit. A failure between
 * the two leaves unused files behind, never a listed photo without its files.
 */
export async function deleteGalleryPhoto({
  db,
  storage,
  actor,
  photoId,
}: {
  db: Database;
  storage: ObjectStorage;
  actor: Actor | null;
  photoId: string;
}): Promise<void> {
  const admin = requireActor(actor);
  const id = photoId;
  const removed = await db.transaction(async (tx) => {
    const [before] = await tx.delete(galleryPhotos).where(eq(galleryPhotos.id, id)).returning();
    if (!before) throw notFound('That photo');
    await recordAudit(tx, { actor: admin, action: 'gallery.deleted', entityType: 'gallery_photo', entityId: id, before, after: null });
    return before;
  });
  await removeGalleryImages(storage, removed);
}
