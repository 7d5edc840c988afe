import { createRequire } from 'node:module';
import type DOMPurifyType from 'isomorphic-dompurify';

// Loaded on the first author write, not at start: it brings jsdom (about 100 MB resident), which a server
// that only answers learners never needs.
let purifier: typeof DOMPurifyType | null = null;
const domPurify = () =>
  (purifier ??= createRequire(import.meta.url)('isomorphic-dompurify') as typeof DOMPurifyType);

/**
 * Author HTML (HTML cards, category descriptions) is cleaned on write: no scripts, event handlers,
 * javascript: urls, forms or embedded styles. What remains is ordinary formatting and links.
 */
export function sanitizeHtml(html: string): string {
  return domPurify().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

/** True when cleaned HTML still shows something (text or an image). */
export function hasVisibleHtml(html: string): boolean {
  return (
    /<img\b/i.test(html) ||
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  );
}
