import { MESSAGES } from './messages';
import { isFilledText, type ValidationError } from './validation';

export interface LessonInput {
  title?: unknown;
  link?: unknown;
  meeting_id?: unknown;
  password?: unknown;
  start?: unknown;
  end?: unknown;
}

/** Fields a lesson must have; description and day are not checked. */
export const LESSON_REQUIRED_FIELDS = ['title', 'link', 'meeting_id', 'password', 'start', 'end'] as const;

const isPresent = (value: unknown) =>
  isFilledText(value) || (typeof value === 'number' && Number.isFinite(value));

export function validateLesson(input: LessonInput): ValidationError | null {
  const missing = LESSON_REQUIRED_FIELDS.find((field) => !isPresent(input[field]));
  return missing ? { field: missing, message: MESSAGES.FILL_IN_ALL_FIELDS } : null;
}

export const ATTACHMENT_TYPES = ['file', 'link', 'content'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

export function isAttachmentType(value: unknown): value is AttachmentType {
  return (ATTACHMENT_TYPES as readonly unknown[]).includes(value);
}

export interface AttachmentInput {
  name?: unknown;
  description?: unknown;
  type?: unknown;
  /** The chosen file (type file). */
  file?: unknown;
  /** The url (type link). */
  path?: unknown;
  /** The content id (type content). */
  content_id?: unknown;
}

/** Where each attachment type carries its target. */
const ATTACHMENT_TARGET_FIELD = { file: 'file', link: 'path', content: 'content_id' } as const;

/** Name and description always; the file, link or content id only when creating (not when editing). */
export function validateAttachment(
  input: AttachmentInput,
  { editing }: { editing: boolean },
): ValidationError | null {
  for (const field of ['name', 'description'] as const) {
    if (!isFilledText(input[field])) return { field, message: MESSAGES.FILL_IN_ALL_FIELDS };
  }
  if (editing) return null;
  if (!isAttachmentType(input.type)) return { field: 'type', message: MESSAGES.FILL_IN_ALL_FIELDS };
  const targetField = ATTACHMENT_TARGET_FIELD[input.type];
  const target = input[targetField];
  const hasTarget = target !== undefined && target !== null && target !== '';
  return hasTarget ? null : { field: targetField, message: MESSAGES.FILL_IN_ALL_FIELDS };
}

/** Null when the new password is non-empty and equals its confirmation. */
export function validatePasswordChange(password: string, confirmation: string): string | null {
  return password.length > 0 && password === confirmation ? null : MESSAGES.PASSWORD_MUST_MATCH;
}
