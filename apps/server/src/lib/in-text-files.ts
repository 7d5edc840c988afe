import type { FileLinker } from './signed-files.js';

/**
 * Pictures (and audio clips, issue 28) inside author HTML (issue 27, docs/formulas.md "Pictures in texts"). A picture is stored through the
 * one upload pipeline and referenced in the stored HTML by its stable path, `<img src="/storage/user_uploads/NAME">`,
 * never by a signed link (those expire). The API rewrites each reference to a signed link for the user reading it
 * (who may see the card), and a signed link written back by an editor becomes the stable path again.
 */

/** Stored picture names (lib/upload-pipeline's generated ones, the demo's): no path, no query, nothing to escape. */
const NAME = '(?:\\d{13}-[0-9a-f]{16}|demo-[a-z0-9-]+)\\.(?:jpg|png|mp3|ogg|opus|m4a)';
/**
 * An <img>'s or <audio>'s src naming a stored picture or clip, signed or not (DOMPurify writes attributes in
 * double quotes). Audio clips (issue 28) travel exactly like pictures: stable path stored, signed link served.
 */
const REF = new RegExp(
  `(<(?:img|audio)\\b[^>]*?\\bsrc=")/storage/user_uploads/(${NAME})(?:\\?[^"]*)?(")`,
  'gi',
);

/** The HTML with every stored picture referenced by its stable path (signed links' queries dropped). */
export const stableFileRefs = (html: string) =>
  html.replace(
    REF,
    (_match, before: string, name: string, after: string) => `${before}/storage/user_uploads/${name}${after}`,
  );

/** The stored pictures an HTML text shows, each name once. */
export const inTextFileNames = (html: string) => [...new Set([...html.matchAll(REF)].map((m) => m[2]))];

/** The HTML with each stored picture's src signed for one user (call only for a user who may see the text). */
export const signInTextFiles = (html: string, link: FileLinker) =>
  html.replace(
    REF,
    (_match, before: string, name: string, after: string) =>
      `${before}${link(name).replace(/&/g, '&amp;')}${after}`,
  );

/** The HTML with each stored picture's src given by `to(name)` (e.g. a package's media name); null keeps it. */
export const mapInTextFiles = (html: string, to: (name: string) => string | null) =>
  html.replace(REF, (match, before: string, name: string, after: string) => {
    const target = to(name);
    return target === null ? match : `${before}${target}${after}`;
  });

/** Signs the pictures inside an HTML card's sides; other cards' data are returned as they are. */
export function signCardData<T>(type: number, data: T, link: FileLinker): T {
  if (type !== 2 || typeof data !== 'object' || data === null) return data;
  const d = data as Record<string, unknown>;
  const sign = (v: unknown) => (typeof v === 'string' ? signInTextFiles(v, link) : v);
  return { ...d, front_html: sign(d.front_html), back_html: sign(d.back_html) } as T;
}
