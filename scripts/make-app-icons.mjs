// The installable app's icons (decision 040), made from the logo (public/favicon.svg) with
// sharp and committed to public/icons/: run `node scripts/make-app-icons.mjs` after the logo
// changes. Plain icons keep the logo's round shape on a transparent background; the maskable
// one fills the square with the logo's blue and keeps the round logo inside the central
// circle of 80 % (the safe zone every launcher's mask leaves whole); Apple's is opaque.
import { mkdir, readFile } from 'node:fs/promises';
import sharp from 'sharp';

const LOGO = new URL('../public/favicon.svg', import.meta.url);
const OUT = new URL('../public/icons/', import.meta.url);
const BLUE = '#1971c2';

const svg = await readFile(LOGO);
const logo = (size) =>
  sharp(svg, { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png()
    .toBuffer();

async function onSquare(size, logoShare, background) {
  const inner = Math.round(size * logoShare);
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: await logo(inner), gravity: 'centre' }])
    .png({ compressionLevel: 9 });
}

await mkdir(OUT, { recursive: true });
for (const size of [192, 512])
  await sharp(await logo(size))
    .png({ compressionLevel: 9 })
    .toFile(new URL(`icon-${size}.png`, OUT).pathname);
await (await onSquare(512, 0.78, BLUE)).toFile(new URL('maskable-512.png', OUT).pathname);
await (await onSquare(180, 0.84, '#ffffff')).toFile(new URL('apple-touch-icon.png', OUT).pathname);
console.log('icons written to public/icons/');
