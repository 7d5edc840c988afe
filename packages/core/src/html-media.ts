/**
 * Audio clips inside author HTML (issue 28: Anki's `[sound:…]`). One rule for the server's sanitizer (on write)
 * and the learner's renderer (on show): an `<audio>` plays only a clip stored by the portal's upload pipeline
 * (`/storage/user_uploads/NAME`, a signed link's query allowed), always with its controls, never on its own
 * (no autoplay or loop), and no other media element (`video`, `source`, `track`) is kept: nothing on a card
 * loads from elsewhere or makes a sound the learner did not ask for.
 */

export const AUDIO_EXTENSIONS = ['mp3', 'ogg', 'opus', 'm4a'] as const;

/** Media elements author HTML never keeps (an <audio> is checked by `isStoredAudioSrc`). */
export const FORBIDDEN_MEDIA_TAGS = ['video', 'source', 'track', 'picture'] as const;

/** The only attributes an <audio> keeps. */
export const AUDIO_ATTRIBUTES = ['src', 'controls', 'preload'] as const;

const STORED_AUDIO = new RegExp(
  `^/storage/user_uploads/[A-Za-z0-9][A-Za-z0-9_-]*\\.(?:${AUDIO_EXTENSIONS.join('|')})(?:\\?[A-Za-z0-9=&_.~%-]*)?$`,
);

/** True when an <audio>'s src is a clip the portal stored (stable path or signed link). */
export const isStoredAudioSrc = (src: string | null | undefined): boolean =>
  typeof src === 'string' && STORED_AUDIO.test(src);

/** The DOM part of the rule, for a DOMPurify `afterSanitizeAttributes` hook: false means remove the element. */
export function keepAudioElement(element: {
  tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  attributes: ArrayLike<{ name: string }>;
}): boolean {
  if (element.tagName.toLowerCase() !== 'audio') return true;
  if (!isStoredAudioSrc(element.getAttribute('src'))) return false;
  for (const { name } of Array.from(element.attributes))
    if (!(AUDIO_ATTRIBUTES as readonly string[]).includes(name.toLowerCase())) element.removeAttribute(name);
  element.setAttribute('controls', '');
  element.setAttribute('preload', 'metadata');
  return true;
}
