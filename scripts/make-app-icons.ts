/**
 * Draws the installed app's icons from apps/web/public/favicon.svg: `npm run icons` after the
 * logo changes, then commit the PNGs. They are committed rather than made at each build so the
 * web build does not load sharp (a native module the server needs, the web app does not) for
 * four files that change once in a long while.
 *
 * - `icon-192.png`, `icon-512.png` ("any"): the favicon as it is, rounded corners and all.
 * - `icon-32.png`: the same for the browser's tab (index.html), which Chromium draws from an SVG
 *   on the page's main thread.
 * - `maskable-512.png`: Android crops it to its own shape (circle, squircle), keeping only the
 *   middle 80% for sure (https://w3c.github.io/manifest/#icon-masks): the logo's orange fills
 *   the whole square, and the "S" stays inside that safe zone.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC_DIR = fileURLToPath(new URL('../apps/web/public/', import.meta.url));
const ORANGE = '#f97316';

const favicon = await readFile(`${PUBLIC_DIR}favicon.svg`, 'utf8');

async function anyIcon(size: number): Promise<void> {
  await sharp(Buffer.from(favicon), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${PUBLIC_DIR}icons/icon-${size}.png`);
}

async function maskableIcon(size: number): Promise<void> {
  // The favicon without its rounded square, its stroke scaled to 70% around the centre.
  const glyph = favicon
    .replace(/<rect[^>]*\/>/, '')
    .replace('<path ', '<path transform="translate(32 32) scale(0.7) translate(-32 -32)" ');
  const svg = glyph.replace('<title>', `<rect width="64" height="64" fill="${ORANGE}"/><title>`);
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${PUBLIC_DIR}icons/maskable-${size}.png`);
}

await Promise.all([anyIcon(32), anyIcon(192), anyIcon(512), maskableIcon(192), maskableIcon(512)]);
console.log('icons written to apps/web/public/icons/');
