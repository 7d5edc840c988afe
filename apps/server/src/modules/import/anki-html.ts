import { decodeEntities, htmlToText } from '@portal/core/import';

export { decodeEntities, htmlToText };

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const IMG = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>/gi;

/** The media names the <img> tags of a fragment refer to. */
export function imageSources(html: string): string[] {
  return [...html.matchAll(IMG)].map((match) => decodeEntities(match[1] ?? match[2] ?? match[3] ?? ''));
}

/** The picture's name when the fragment shows a single image and no text, else null. */
export function soleImage(html: string): string | null {
  const sources = imageSources(html);
  if (sources.length !== 1 || sources[0] === '') return null;
  return htmlToText(html.replace(IMG, '')) === '' ? sources[0] : null;
}

/** Cuts to at most `max` characters without splitting a surrogate pair. */
export function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : chars.slice(0, max).join('');
}
