import { NUL_MESSAGE } from '../../http/validate';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { GalleryPhoto } from '../../../shared/api/gallery';
import { GALLERY_PAGE_SIZE } from '../../../shared/gallery';
import { auditLog, galleryPhotos } from '../../db/schema/index';
import type { CreatedUser } from '../../test/factories';
import { cameraImage, createGalleryRow } from '../../test/gallery-factories';
import type { HttpClient } from '../../test/http-client';
import { expectOnlyAdmins, type Personas } from '../../test/personas';
import type { TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';

const t = withTestServer({ personas: true });
let server: TestServer;
let personas: Personas;
let admin: CreatedUser;
beforeAll(() => {
  ({ server, personas } = t);
  ({ admin } = personas);
});

type Answer = GalleryPhoto & ApiErrorBody;

type UploadOptions = { name?: string; type?: string; caption?: string };

function uploadForm(bytes: Uint8Array, { name = 'match.png', type = 'image/png', caption }: UploadOptions = {}): FormData {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  if (caption !== undefined) form.set('caption', caption);
  return form;
}

async function upload(client: HttpClient, bytes: Uint8Array, options: UploadOptions = {}) {
  return client.api('POST /api/admin/gallery', { body: uploadForm(bytes, options) });
}

const patchCaption = (client: HttpClient, id: string, body: unknown) => client.request<Answer>('PATCH', `/api/admin/gallery/${id}`, body);

/** The stored file as a browser gets it from its URL. */
async function download(url: string) {
  const response = await fetch(new URL(new URL(url).pathname, server.url));
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function storedFiles(): Promise<string[]> {
  const root = join(server.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name)));
}

async function rowCount(): Promise<number> {
  return (await server.db.select({ id: galleryPhotos.id }).from(galleryPhotos)).length;
}

/** Nothing stored, no row added: what a refused upload must leave. */
async function expectNothingChangedBy(action: () => Promise<unknown>) {
  const [files, rows] = [await storedFiles(), await rowCount()];
  await action();
  expect(await storedFiles()).toEqual(files);
  expect(await rowCount()).toBe(rows);
}

describe('admin gallery endpoints: who may call them', () => {
  it('refuses anonymous callers (401) and players, captains, referees and statisticians (403) everywhere, and nothing changes', async () => {
    const id = await createGalleryRow(server.db, { caption: 'Keep me' });
    await expectOnlyAdmins(
      server,
      personas,
      [
        ['POST', '/api/admin/gallery', uploadForm(await cameraImage({ width: 40, height: 30 }), { caption: 'Mine' })],
        ['PATCH', `/api/admin/gallery/${id}`, { caption: 'Changed' }],
        ['DELETE', `/api/admin/gallery/${id}`],
      ],
      { unchanged: async () => [await storedFiles(), await server.db.select().from(galleryPhotos).orderBy(galleryPhotos.id)] },
    );
    const [row] = await server.db.select().from(galleryPhotos).where(eq(galleryPhotos.id, id));
    expect(row?.caption).toBe('Keep me');
  });
});

describe('POST /api/admin/gallery', () => {
  it('stores a resized full image and a smaller thumbnail without EXIF, served at the returned URLs', async () => {
    const original = await cameraImage();
    expect((await sharp(original).metadata()).exif).toBeInstanceOf(Buffer);
    const response = await upload(admin.client, original, { name: 'Opening Day.PNG', caption: '  Opening day  ' });
    expect(response.status).toBe(201);
    const photo = response.body;
    expect(Object.keys(photo).sort()).toEqual(['caption', 'created_at', 'height', 'id', 'image_url', 'thumbnail_url', 'width']);
    expect(photo).toMatchObject({ caption: 'Opening day', width: 2048, height: 1365 });
    expect(photo.image_url).toMatch(new RegExp(`^${server.publicUrl}/media/player-photos/gallery/\\d{13}-[0-9a-f]{12}-opening-day\\.jpg$`));
    expect(photo.thumbnail_url).toMatch(/-opening-day-thumb\.jpg$/);

    const full = await download(photo.image_url);
    const thumb = await download(photo.thumbnail_url);
    expect([full.status, thumb.status]).toEqual([200, 200]);
    const fullMeta = await sharp(full.bytes).metadata();
    const thumbMeta = await sharp(thumb.bytes).metadata();
    expect(fullMeta).toMatchObject({ format: 'jpeg', width: 2048, height: 1365 });
    expect(thumbMeta).toMatchObject({ format: 'jpeg', width: 480, height: 320 });
    expect(thumb.bytes.length).toBeLessThan(full.bytes.length);
    for (const meta of [fullMeta, thumbMeta]) expect(meta.exif).toBeUndefined();
    expect(full.bytes.includes(Buffer.from('PhoneCo'))).toBe(false);

    // The row names the uploader; the change is in the audit log.
    const [row] = await server.db.select().from(galleryPhotos).where(eq(galleryPhotos.id, photo.id));
    expect(row?.uploadedBy).toBe(admin.userId);
    const audits = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, photo.id), eq(auditLog.action, 'gallery.uploaded')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorUserId).toBe(admin.userId);

    // Newest first in the public list.
    const list = await server.client().api('GET /api/gallery');
    expect(list.body.items[0]).toEqual(photo);
  });

  it('keeps a small picture at its size and takes a caption-less upload', async () => {
    const response = await upload(admin.client, await cameraImage({ width: 300, height: 200, format: 'jpeg' }), { name: 'small.jpg', type: 'image/jpeg' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ caption: '', width: 300, height: 200 });
  });

  it('refuses a text file renamed .jpg with 422 and its message, storing nothing', async () => {
    await expectNothingChangedBy(async () => {
      const response = await upload(admin.client, Buffer.from('Not a picture at all.\n'.repeat(40)), {
        name: 'photo.jpg',
        type: 'image/jpeg',
        caption: 'Fake',
      });
      expect(response.status).toBe(422);
      expect(response.error).toEqual({
        code: 'VALIDATION',
        message: 'The photo must be a JPEG, PNG or WebP image.',
        issues: [{ path: 'file', message: 'The photo must be a JPEG, PNG or WebP image.' }],
      });
    });
  });

  it('refuses a file over 15 MB with 413, storing nothing', async () => {
    const tooBig = new Uint8Array(15 * 1024 * 1024 + 1);
    tooBig.set(await cameraImage({ width: 10, height: 10 }));
    await expectNothingChangedBy(async () => {
      const response = await upload(admin.client, tooBig);
      expect(response.status).toBe(413);
      expect(response.error.message).toBe('The photo must be 15 MB or smaller.');
    });
  });

  it("refuses a NUL byte in the upload form's caption with 422, storing nothing", async () => {
    // The multipart form is read by the route, not the JSON layer: the caption's schema refuses it.
    await expectNothingChangedBy(async () => {
      const response = await upload(admin.client, await cameraImage({ width: 40, height: 30 }), { caption: 'Opening\u0000day' });
      expect(response.status).toBe(422);
      expect(response.error.issues).toEqual([{ path: 'caption', message: NUL_MESSAGE }]);
    });
  });

  it('refuses a caption over 300 characters with 422, storing nothing', async () => {
    await expectNothingChangedBy(async () => {
      const response = await upload(admin.client, await cameraImage({ width: 40, height: 30 }), { caption: 'x'.repeat(301) });
      expect(response.status).toBe(422);
      expect(response.error.issues).toEqual([{ path: 'caption', message: 'Caption must be at most 300 characters.' }]);
    });
  });

  it('asks for a file when there is none', async () => {
    const form = new FormData();
    form.set('caption', 'No file');
    const response = await admin.client.api('POST /api/admin/gallery', { body: form });
    expect(response.status).toBe(422);
    expect(response.error.issues).toEqual([{ path: 'file', message: 'Please choose a photo to upload.' }]);
  });
});

describe('PATCH /api/admin/gallery/:photoId', () => {
  it('changes the caption and audits it', async () => {
    const id = await createGalleryRow(server.db, { caption: 'Old' });
    const response = await patchCaption(admin.client, id, { caption: 'New caption' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, caption: 'New caption' });
    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'gallery.caption_changed')));
    expect(audit?.before).toMatchObject({ caption: 'Old' });
    expect(audit?.after).toMatchObject({ caption: 'New caption' });
  });

  it('refuses a caption over 300 characters, keeping the old one', async () => {
    const id = await createGalleryRow(server.db, { caption: 'Stays' });
    const response = await patchCaption(admin.client, id, { caption: 'y'.repeat(301) });
    expect(response.status).toBe(422);
    expect(response.error.message).toBe('Caption must be at most 300 characters.');
    const [row] = await server.db.select().from(galleryPhotos).where(eq(galleryPhotos.id, id));
    expect(row?.caption).toBe('Stays');
  });

  it('answers 404 for a photo that is not there', async () => {
    expect((await patchCaption(admin.client, '00000000-0000-4000-8000-000000000000', { caption: 'x' })).status).toBe(404);
    expect((await patchCaption(admin.client, 'not-an-id', { caption: 'x' })).status).toBe(404);
  });
});

describe('DELETE /api/admin/gallery/:photoId', () => {
  it('removes the row and both files, and audits it', async () => {
    const uploaded = await upload(admin.client, await cameraImage({ width: 900, height: 600 }), { caption: 'Going soon' });
    expect(uploaded.status).toBe(201);
    const photo = uploaded.body;
    expect((await download(photo.image_url)).status).toBe(200);

    const response = await admin.client.api('DELETE /api/admin/gallery/:photoId', { params: { photoId: photo.id } });
    expect(response.status).toBe(204);
    expect(await server.db.select().from(galleryPhotos).where(eq(galleryPhotos.id, photo.id))).toEqual([]);
    expect((await download(photo.image_url)).status).toBe(404);
    expect((await download(photo.thumbnail_url)).status).toBe(404);
    expect((await storedFiles()).some((f) => photo.image_url.endsWith(f.split('/').pop() ?? '?'))).toBe(false);
    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, photo.id), eq(auditLog.action, 'gallery.deleted')));
    expect(audit?.before).toMatchObject({ caption: 'Going soon' });

    expect((await admin.client.api('DELETE /api/admin/gallery/:photoId', { params: { photoId: photo.id } })).status).toBe(404);
  });
});

describe('GET /api/gallery', () => {
  it('is public, newest first, paged, and shows no uploader', async () => {
    const base = Date.parse('2030-01-01T00:00:00Z');
    const ids: string[] = [];
    // Newer than anything else in this file, so they lead the list.
    for (let i = 0; i < GALLERY_PAGE_SIZE + 2; i++)
      ids.push(await createGalleryRow(server.db, { caption: `Photo ${i}`, createdAt: new Date(base + i * 60_000) }));
    const first = await server.client().api('GET /api/gallery');
    expect(first.status).toBe(200);
    expect(first.body.page_size).toBe(GALLERY_PAGE_SIZE);
    expect(first.body.items).toHaveLength(GALLERY_PAGE_SIZE);
    expect(first.body.items.slice(0, 3).map((p) => p.id)).toEqual(ids.slice(-3).reverse());
    expect(first.text).not.toMatch(/uploaded|e-?mail/i);
    const total = first.body.total;
    const second = await server.client().api('GET /api/gallery', { query: { page: '2' } });
    expect(second.body.items[0]?.id).toBe(ids[1]);
    expect(second.body.items.length).toBe(Math.min(GALLERY_PAGE_SIZE, total - GALLERY_PAGE_SIZE));
  });

  it('refuses a page that is not a whole number of at least 1', async () => {
    const response = await server.client().api('GET /api/gallery', { query: { page: '0' } });
    expect(response.status).toBe(422);
    expect(response.error.message).toBe('Page must be a whole number of at least 1.');
  });
});
