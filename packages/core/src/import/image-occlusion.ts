/**
 * Anki's image-occlusion notes (23.10+, issue 28). The note's first field holds the masks as cloze deletions,
 * `{{c1::image-occlusion:rect:left=.1:top=.2:width=.3:height=.2:oi=1}}`, the second the picture. Each cloze
 * number is one card: its front shows the picture with that number's masks drawn (and, for "hide all, guess
 * one" masks, `oi=1`, the others too), its back reveals that number's region outlined. The import draws both
 * sides as pictures (an image card); this module reads the masks and writes the SVG drawn over the picture.
 */

export interface OcclusionShape {
  ordinal: number;
  kind: 'rect' | 'ellipse' | 'polygon';
  /** in pixels of the picture (the field's values are fractions of its size since Anki 23.10) */
  left: number;
  top: number;
  width: number;
  height: number;
  /** polygon corners, in pixels */
  points: Array<[number, number]>;
  /** degrees, around the shape's top-left corner */
  angle: number;
  /** "hide all, guess one": drawn on the cards of the other numbers too */
  occludeInactive: boolean;
}

export type OcclusionRead =
  { shapes: OcclusionShape[]; ordinals: number[] } | { problem: 'no_masks' | 'shape'; shape?: string };

const CLOZE = /\{\{c(\d+)::image-occlusion:((?:[^}\\]|\\.)*)\}\}/g;

/** True when a field holds Anki image-occlusion masks. */
export const isImageOcclusion = (field: string) => /\{\{c\d+::image-occlusion:/.test(field);

const number = (value: string | undefined) => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

/**
 * The masks of an occlusion field, in pixels of a picture `width`×`height`. Values up to 1 are fractions (Anki
 * 23.10+); larger ones are pixels (the 23.10 betas). A text label or an unknown shape is a problem (its mask
 * cannot be drawn faithfully), as is a field without masks.
 */
export function readOcclusions(field: string, width: number, height: number): OcclusionRead {
  const raw: Array<{ ordinal: number; kind: string; props: Map<string, string> }> = [];
  for (const [, ordinal, body] of field.matchAll(CLOZE)) {
    const [kind, ...pairs] = body.split(/(?<!\\):/);
    const props = new Map(
      pairs.map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at).trim(), pair.slice(at + 1).replace(/\\:/g, ':')] as [string, string];
      }),
    );
    raw.push({ ordinal: Number(ordinal), kind: kind.trim(), props });
  }
  if (raw.length === 0) return { problem: 'no_masks' };
  const unknown = raw.find((r) => !['rect', 'ellipse', 'polygon'].includes(r.kind));
  if (unknown) return { problem: 'shape', shape: unknown.kind };
  const coordinates = raw.flatMap((r) =>
    r.kind === 'polygon'
      ? (r.props.get('points') ?? '').split(/[\s,]+/).map(number)
      : ['left', 'top', 'width', 'height', 'rx', 'ry']
          .filter((k) => r.props.has(k))
          .map((k) => number(r.props.get(k))),
  );
  const fractions = coordinates.every((c) => c <= 1.0001);
  const x = (v: number) => (fractions ? v * width : v);
  const y = (v: number) => (fractions ? v * height : v);
  const shapes = raw.map((r): OcclusionShape => {
    const p = (k: string) => number(r.props.get(k));
    const base = {
      ordinal: r.ordinal,
      kind: r.kind as OcclusionShape['kind'],
      angle: p('angle'),
      occludeInactive: r.props.get('oi') === '1',
      points: [] as Array<[number, number]>,
    };
    if (r.kind === 'polygon') {
      const values = (r.props.get('points') ?? '')
        .trim()
        .split(/[\s,]+/)
        .map(number);
      const points: Array<[number, number]> = [];
      for (let i = 0; i + 1 < values.length; i += 2) points.push([x(values[i]), y(values[i + 1])]);
      const xs = points.map(([px]) => px);
      const ys = points.map(([, py]) => py);
      const left = Math.min(...xs);
      const top = Math.min(...ys);
      return { ...base, points, left, top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
    }
    if (r.kind === 'ellipse') {
      // Anki stores an ellipse by its bounding box's corner and its radii
      return { ...base, left: x(p('left')), top: y(p('top')), width: 2 * x(p('rx')), height: 2 * y(p('ry')) };
    }
    return { ...base, left: x(p('left')), top: y(p('top')), width: x(p('width')), height: y(p('height')) };
  });
  if (shapes.some((s) => s.kind === 'polygon' && s.points.length < 3))
    return { problem: 'shape', shape: 'polygon' };
  return { shapes, ordinals: [...new Set(shapes.map((s) => s.ordinal))].sort((a, b) => a - b) };
}

/** The mask colours Anki's reviewer uses: the asked region, the other hidden ones, the revealed outline. */
const ACTIVE_FILL = '#ff8e8e';
const INACTIVE_FILL = '#ffeba2';
const OUTLINE = '#212121';
const REVEALED = '#e03131';

const f = (n: number) => Number(n.toFixed(2));

function shapeSvg(shape: OcclusionShape, style: string): string {
  const rotate = shape.angle ? ` transform="rotate(${f(shape.angle)} ${f(shape.left)} ${f(shape.top)})"` : '';
  switch (shape.kind) {
    case 'ellipse':
      return `<ellipse cx="${f(shape.left + shape.width / 2)}" cy="${f(shape.top + shape.height / 2)}" rx="${f(shape.width / 2)}" ry="${f(shape.height / 2)}" ${style}${rotate}/>`;
    case 'polygon':
      return `<polygon points="${shape.points.map(([px, py]) => `${f(px)},${f(py)}`).join(' ')}" ${style}/>`;
    default:
      return `<rect x="${f(shape.left)}" y="${f(shape.top)}" width="${f(shape.width)}" height="${f(shape.height)}" ${style}${rotate}/>`;
  }
}

/**
 * The SVG drawn over the picture for the card of `ordinal`: on the front its masks (and the other "hide all"
 * masks) cover the picture; on the back its region is revealed and outlined, the other masks stay.
 */
export function occlusionOverlay(
  shapes: OcclusionShape[],
  ordinal: number,
  side: 'front' | 'back',
  width: number,
  height: number,
): string {
  const stroke = Math.max(1, Math.round(Math.min(width, height) / 200));
  const parts = shapes.map((shape) => {
    if (shape.ordinal !== ordinal)
      return shape.occludeInactive
        ? shapeSvg(shape, `fill="${INACTIVE_FILL}" stroke="${OUTLINE}" stroke-width="${stroke}"`)
        : '';
    return side === 'front'
      ? shapeSvg(shape, `fill="${ACTIVE_FILL}" stroke="${OUTLINE}" stroke-width="${stroke}"`)
      : shapeSvg(shape, `fill="none" stroke="${REVEALED}" stroke-width="${stroke * 3}"`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
}
