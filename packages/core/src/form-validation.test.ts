import { describe, it, expect } from 'vitest';
import {
  validateAttachment,
  validateLesson,
  validatePasswordChange,
  type AttachmentInput,
  type LessonInput,
} from './form-validation';

const lesson = {
  title: 'Algebra',
  link: 'https://zoom.us/j/1',
  meeting_id: '123 456',
  password: 'secret',
  start: '14:00',
  end: '15:30',
};

describe('validateLesson', () => {
  it.each<[LessonInput, string | null]>([
    [lesson, null],
    [{ ...lesson, link: '-', meeting_id: '-' }, null], // 1-2 character markers are filled
    [{ ...lesson, meeting_id: 123456 }, null],
    [{ ...lesson, title: '' }, 'title'],
    [{ ...lesson, link: '' }, 'link'],
    [{ ...lesson, meeting_id: '' }, 'meeting_id'],
    [{ ...lesson, password: undefined }, 'password'],
    [{ ...lesson, start: '' }, 'start'],
    [{ ...lesson, end: ' ' }, 'end'],
  ])('%j → missing %s', (input, field) => {
    expect(validateLesson(input)).toEqual(field === null ? null : { field, message: 'Fill in all fields' });
  });

  it('does not check description or day', () => {
    expect(validateLesson({ ...lesson, description: '', day: '' } as LessonInput)).toBeNull();
  });
});

describe('validateAttachment', () => {
  const base = { name: 'Slides', description: 'Week 1' };
  it.each<[AttachmentInput, boolean, string | null]>([
    [{ ...base, type: 'file', file: 'slides.pdf' }, false, null],
    [{ ...base, type: 'link', path: 'https://example.com' }, false, null],
    [{ ...base, type: 'content', content_id: 42 }, false, null],
    [{ ...base, type: 'file' }, false, 'file'],
    [{ ...base, type: 'link', path: '' }, false, 'path'],
    [{ ...base, type: 'content' }, false, 'content_id'],
    [{ ...base, type: 'other' }, false, 'type'],
    [{ ...base, type: 'file' }, true, null],
    [{ ...base, name: '', type: 'file', file: 'x.pdf' }, false, 'name'],
    [{ ...base, description: '' }, true, 'description'],
  ])('%j, editing %s → missing %s', (input, editing, field) => {
    expect(validateAttachment(input, { editing })).toEqual(
      field === null ? null : { field, message: 'Fill in all fields' },
    );
  });
});

describe('validatePasswordChange', () => {
  it.each([
    ['new-password', 'new-password', null],
    ['new-password', 'other', 'Password must match'],
    ['', '', 'Password must match'],
  ])('%j / %j → %s', (password, confirmation, expected) => {
    expect(validatePasswordChange(password, confirmation)).toBe(expected);
  });
});
