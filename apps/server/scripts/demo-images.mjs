/**
 * Draws the demo pictures (apps/server/src/db/seed/assets/*.png) with German text, at 1800×1200 px:
 * three times the 600×400 they are laid out at, so they stay sharp at 300 % zoom.
 *   node apps/server/scripts/demo-images.mjs
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/seed/assets');
const SCALE = 3;
const FONT = 'DejaVu Sans, Noto Sans, Arial, sans-serif';

/** A 600×400 design, written in design units, rendered at SCALE. */
const frame = (body, { background = '#f8f9fa', border = '#228be6' } = {}) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${600 * SCALE}" height="${400 * SCALE}" viewBox="0 0 600 400">
  <rect x="8" y="8" width="584" height="384" rx="16" fill="${background}" stroke="${border}" stroke-width="4"/>
  ${body}
</svg>`;
const title = (text, size = 26) =>
  `<text x="300" y="56" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#212529">${text}</text>`;
const label = (x, y, text, size = 26, extra = '') =>
  `<text x="${x}" y="${y}" text-anchor="middle" font-family="${FONT}" font-size="${size}" ${extra.includes('fill=') ? '' : 'fill="#212529"'} ${extra}>${text}</text>`;

const triangle = `
  <polygon points="150,100 150,320 450,320" fill="#d0ebff" stroke="#1c7ed6" stroke-width="5" stroke-linejoin="round"/>
  <rect x="150" y="295" width="25" height="25" fill="none" stroke="#1c7ed6" stroke-width="3"/>`;
const cell = (marked) => `
  <ellipse cx="300" cy="220" rx="220" ry="140" fill="#d3f9d8" stroke="#2b8a3e" stroke-width="5"/>
  <circle cx="300" cy="220" r="55" fill="#8ce99a" stroke="#2b8a3e" stroke-width="4"/>
  <ellipse cx="170" cy="190" rx="35" ry="18" fill="#ffc9c9" stroke="#c92a2a" stroke-width="3"/>
  <ellipse cx="420" cy="270" rx="35" ry="18" fill="#ffc9c9" stroke="#c92a2a" stroke-width="3"/>
  ${marked}`;
const circle = `
  <circle cx="300" cy="225" r="120" fill="#fff3bf" stroke="#e67700" stroke-width="5"/>
  <circle cx="300" cy="225" r="5" fill="#212529"/>
  <line x1="300" y1="225" x2="420" y2="225" stroke="#212529" stroke-width="4"/>
  ${label(360, 212, 'r', 28, 'font-style="italic"')}`;
const programme = (symbol, name, color, background) =>
  frame(`${label(300, 250, symbol, 150, `font-weight="700" fill="${color}"`)}${label(300, 330, name, 34)}`, {
    background,
    border: color,
  });

const pictures = {
  'triangle-front.png': frame(
    `${title('Wie hängen a, b und c zusammen?')}${triangle}
     ${label(125, 215, 'b', 30, 'font-style="italic"')}${label(320, 195, 'c', 30, 'font-style="italic"')}${label(300, 355, 'a', 30, 'font-style="italic"')}`,
  ),
  'triangle-back.png': frame(
    `${title('Satz des Pythagoras')}${triangle}
     ${label(125, 215, 'b', 30, 'font-style="italic"')}${label(320, 195, 'c', 30, 'font-style="italic"')}${label(300, 355, 'a', 30, 'font-style="italic"')}
     <rect x="330" y="90" width="230" height="64" rx="10" fill="#fff" stroke="#1c7ed6" stroke-width="3"/>
     ${label(445, 134, 'a² + b² = c²', 32, 'font-weight="700"')}`,
  ),
  'circle-front.png': frame(`${title('Wie gross ist die Fläche des Kreises?')}${circle}`),
  'circle-back.png': frame(
    `${title('Fläche des Kreises')}${circle}
     <rect x="200" y="250" width="200" height="60" rx="10" fill="#fff" stroke="#e67700" stroke-width="3"/>
     ${label(300, 291, 'A = π · r²', 32, 'font-weight="700"')}`,
  ),
  'cell-front.png': frame(`${title('Benenne die markierten Organellen')}${cell('')}`),
  'cell-back.png': frame(
    `${title('Die Organellen der Zelle')}${cell(`
      ${label(300, 228, 'Zellkern', 22, 'font-weight="700"')}
      ${label(170, 150, 'Mitochondrium', 20, 'font-weight="700" fill="#c92a2a"')}
      ${label(420, 320, 'Mitochondrium', 20, 'font-weight="700" fill="#c92a2a"')}`)}`,
  ),
  'programme-math.png': programme('Σ', 'Mathematik', '#1c7ed6', '#e7f5ff'),
  'programme-science.png': programme('⚗', 'Naturwissenschaften', '#2b8a3e', '#ebfbee'),
  'programme-language.png': programme('Aa', 'Sprachen: Englisch', '#ae3ec9', '#f8f0fc'),
};

for (const [name, svg] of Object.entries(pictures)) {
  await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(path.join(out, name));
  console.log(name);
}
