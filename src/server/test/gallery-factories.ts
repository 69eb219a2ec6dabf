import sharp from 'sharp';
import type { Database } from '../db/client';
import { galleryPhotos } from '../db/schema/index';

/** A photo the way a phone makes one: big, with camera and GPS EXIF. */
export function cameraImage({
  width = 3000,
  height = 2000,
  format = 'png',
}: {
  width?: number;
  height?: number;
  format?: 'png' | 'jpeg';
} = {}): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: '#2a7f62' } });
  return (format === 'png' ? base.png() : base.jpeg())
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2406/100' } })
    .toBuffer();
}

/** A gallery row straight in the table (its files are not stored): for list and paging tests. */
export async function createGalleryRow(db: Database, row: { caption?: string; createdAt?: Date; name?: string } = {}): Promise<string> {
  const name = row.name ?? `row-${Math.random().toString(36).slice(2, 10)}`;
  const [created] = await db
    .insert(galleryPhotos)
    .values({
      imageKey: `gallery/${name}.jpg`,
      thumbnailKey: `gallery/${name}-thumb.jpg`,
      width: 1200,
      height: 800,
      caption: row.caption ?? '',
      createdAt: row.createdAt,
    })
    .returning({ id: galleryPhotos.id });
  if (!created) throw new Error('gallery row insert returned nothing');
  return created.id;
}
