import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { ObjectStorage } from '../../storage/storage';
import { GALLERY_PREFIX, storeGalleryImages } from '../../features/gallery/gallery-images';
import type { Database } from '../client';
import { galleryPhotos, users } from '../schema/index';

interface DemoScene {
  slug: string;
  caption: string;
  /** Home and away kit colours (the demo teams' own). */
  home: string;
  away: string;
  /** Evening games get a darker sky and floodlights. */
  evening: boolean;
  daysAgo: number;
}

const SCENES: readonly DemoScene[] = [
  { slug: 'opening-day', caption: 'Opening day at Riverside Park', home: '#1c4e9c', away: '#c8102e', evening: false, daysAgo: 60 },
  {
    slug: 'under-the-lights',
    caption: 'Harbourview FC and Eastside Athletic under the lights at Northfield',
    home: '#0b6e4f',
    away: '#f5d130',
    evening: true,
    daysAgo: 52,
  },
  { slug: 'coed-kickoff', caption: 'Coed Open kick-off: Goal Diggers v Pitch Perfect', home: '#e65100', away: '#00695c', evening: false, daysAgo: 45 },
  { slug: 'lakeshore-30', caption: 'Coed 30+ at Lakeshore Community Fields', home: '#1a237e', away: '#9e9e9e', evening: false, daysAgo: 38 },
  { slug: 'midweek', caption: 'Midweek Magic v Bend It FC, a Wednesday classic', home: '#7b1fa2', away: '#d81b60', evening: true, daysAgo: 30 },
  { slug: 'kingsway', caption: 'Kingsway Kickers press high against Union Street FC', home: '#00838f', away: '#8b0000', evening: false, daysAgo: 21 },
  { slug: 'finale', caption: '', home: '#f2a900', away: '#6a1b9a', evening: true, daysAgo: 9 },
  { slug: 'handshakes', caption: 'Handshakes after the final whistle', home: '#2e7d32', away: '#1565c0', evening: false, daysAgo: 3 },
];

// Drawn on a 1200×800 canvas, rendered at 960×640: big enough for the lightbox, quick to seed.
const WIDTH = 1200;
const HEIGHT = 800;
const RENDER_SCALE = 0.8;

/** A stylised pitch: stripes, lines, two goals and ten players in the two kits. */
function sceneSvg(scene: DemoScene, index: number): string {
  const sky = scene.evening ? '#1b2340' : '#9fd3f5';
  const stripes = Array.from({ length: 8 }, (_, i) => `<rect x="${i * 150}" y="260" width="150" height="540" fill="${i % 2 ? '#3f8f3a' : '#4a9e43'}"/>`).join(
    '',
  );
  // Positions follow the photo's number, so every picture differs but the seed stays the same.
  const players = Array.from({ length: 10 }, (_, i) => {
    const x = 120 + ((i * 113 + index * 71) % 960);
    const y = 340 + ((i * 67 + index * 43) % 380);
    const kit = i % 2 ? scene.away : scene.home;
    const r = 14 + Math.round((y - 300) / 30);
    return `<circle cx="${x}" cy="${y - r * 2.2}" r="${r * 0.6}" fill="#e0b48a"/><rect x="${x - r * 0.8}" y="${y - r * 1.6}" width="${r * 1.6}" height="${r * 2}" rx="${r * 0.4}" fill="${kit}" stroke="#ffffff" stroke-width="2"/>`;
  }).join('');
  const lights = scene.evening
    ? '<circle cx="80" cy="60" r="30" fill="#fff8c4"/><circle cx="1120" cy="60" r="30" fill="#fff8c4"/><rect x="76" y="60" width="8" height="200" fill="#cccccc"/><rect x="1116" y="60" width="8" height="200" fill="#cccccc"/>'
    : '<circle cx="1020" cy="90" r="50" fill="#fff3b0"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH * RENDER_SCALE}" height="${HEIGHT * RENDER_SCALE}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="${WIDTH}" height="260" fill="${sky}"/>${lights}
<rect y="200" width="${WIDTH}" height="60" fill="${scene.evening ? '#2d2d3a' : '#6b7b8c'}"/>
${stripes}
<g fill="none" stroke="#ffffff" stroke-width="5" opacity="0.9">
<rect x="40" y="290" width="1120" height="480"/><line x1="600" y1="290" x2="600" y2="770"/><circle cx="600" cy="530" r="90"/>
<rect x="40" y="410" width="120" height="240"/><rect x="1040" y="410" width="120" height="240"/>
</g>
<rect x="20" y="470" width="20" height="120" fill="none" stroke="#ffffff" stroke-width="6"/>
<rect x="1160" y="470" width="20" height="120" fill="none" stroke="#ffffff" stroke-width="6"/>
${players}
<circle cx="${560 + index * 13}" cy="${560 + index * 7}" r="11" fill="#ffffff" stroke="#222222" stroke-width="2"/>
</svg>`;
}

/**
 * Gallery photos for the demo, drawn rather than shipped: each scene is rendered from SVG and
 * goes through the gallery's own pipeline into storage. Runs after the league seed (it needs
 * the storage, which the league seed's transaction does not have); the admin "uploaded" them.
 */
export async function seedDemoGallery({ db, storage, now }: { db: Database; storage: ObjectStorage; now: Date }): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.league'));
  const rows = await Promise.all(
    SCENES.map(async (scene, index) => {
      const jpeg = await sharp(Buffer.from(sceneSvg(scene, index)))
        .jpeg({ quality: 90 })
        .toBuffer();
      const images = await storeGalleryImages(storage, jpeg, `${GALLERY_PREFIX}demo-${index + 1}-${scene.slug}`);
      return { ...images, caption: scene.caption, uploadedBy: admin?.id ?? null, createdAt: new Date(now.getTime() - scene.daysAgo * 86_400_000) };
    }),
  );
  await db.insert(galleryPhotos).values(rows);
}
