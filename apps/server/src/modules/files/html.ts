import DOMPurify from 'isomorphic-dompurify';

/**
 * Author HTML (HTML cards, category descriptions) is cleaned on write: no scripts, event handlers,
 * javascript: urls, forms or embedded styles. What remains is ordinary formatting and links.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
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
