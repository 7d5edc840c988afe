// Writes the web app manifest's PNG icons (public/icons/) from the favicon's drawing. Run once after changing the
// logo (`node apps/web/scripts/icons.mjs`); the PNGs are committed. Uses sharp, the server's image library.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../public/icons');
mkdirSync(out, { recursive: true });

/** The favicon's mortarboard (public/favicon.svg) in white on the app's blue (Mantine blue-8, the theme colour). */
const BLUE = '#1971c2';
const CAP =
  '<path d="M14 20l18-8 18 8-18 8z" fill="#fff"/><path d="M22 26v10c0 4 20 4 20 0V26l-10 4z" fill="#fff"/>' +
  '<path d="M50 20v14" stroke="#fff" stroke-width="3"/>';

/** The drawing, centred on (32, 32) and scaled: its box is x 14–51.5, y 12–39. */
const centred = (scale) =>
  `<g transform="translate(32 32) scale(${scale}) translate(-32.75 -25.5)">${CAP}</g>`;

/** A rounded square as the favicon ("any" purpose). */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BLUE}"/>${centred(1.1)}</svg>`;
/**
 * Maskable: the background fills the whole square and the drawing stays well inside the central circle of 80 %
 * (the safe zone every mask shape keeps; the drawing's half-diagonal is 23 units, the zone's radius 25.6).
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BLUE}"/>${centred(0.85)}</svg>`;

const write = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));

await Promise.all([
  write(rounded, 192, 'icon-192.png'),
  write(rounded, 512, 'icon-512.png'),
  write(maskable, 512, 'maskable-512.png'),
  write(maskable, 192, 'maskable-192.png'),
  write(rounded, 180, 'apple-touch-icon.png'),
]);
console.log(`icons written to ${path.relative(process.cwd(), out)}`);
