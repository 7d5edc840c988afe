import DOMPurify from 'isomorphic-dompurify';
import { FORBIDDEN_MEDIA_TAGS, keepAudioElement } from '@portal/core';

// an <audio> stays only as a stored clip with its controls (core/html-media), the same rule the renderer applies
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeType === 1 && !keepAudioElement(node as Element)) node.parentNode?.removeChild(node);
});

/**
 * Runs in a worker thread of the sanitizing pool (files/html.ts): DOMPurify (with jsdom) never blocks the event loop
 * that answers learners. No scripts, event handlers, javascript: urls, forms or embedded styles survive.
 */
function sanitizeOne(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
      ...FORBIDDEN_MEDIA_TAGS,
    ],
    FORBID_ATTR: ['style'],
  });
}

/** One fragment, or a batch of them (the pool combines the calls of one tick into one task). */
export default function sanitize(html: string | string[]): string | string[] {
  return Array.isArray(html) ? html.map(sanitizeOne) : sanitizeOne(html);
}
