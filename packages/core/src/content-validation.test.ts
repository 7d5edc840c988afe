import { describe, it, expect } from 'vitest';
import { isHttpUrl, validateContent, type ContentInput } from './content-validation';

const valid = {
  name: 'Fractions',
  description: 'Adding fractions',
  relevance: 3,
  difficulty: 3,
  media_type: 'document',
  file_path: 'fractions.pdf',
};

describe('validateContent, checked in the spec order', () => {
  it.each<[ContentInput, string, string]>([
    [{ ...valid, name: '' }, 'name', 'Title must be entered'],
    [{ ...valid, name: ' ', description: '' }, 'name', 'Title must be entered'],
    [{ ...valid, description: '' }, 'description', 'Description must be entered'],
    [{ ...valid, description: undefined, relevance: 0 }, 'description', 'Description must be entered'],
    [{ ...valid, relevance: 0 }, 'relevance', 'Relevance needs to be between 1 and 5'],
    [{ ...valid, relevance: 6, difficulty: 0 }, 'relevance', 'Relevance needs to be between 1 and 5'],
    [{ ...valid, difficulty: 0 }, 'difficulty', 'Difficulty needs to be between 1 and 5'],
    [{ ...valid, difficulty: 6 }, 'difficulty', 'Difficulty needs to be between 1 and 5'],
    [{ ...valid, media_type: '' }, 'media_type', 'Please choose media type'],
    [{ ...valid, media_type: 'audio' }, 'media_type', 'Please choose media type'],
    [{ ...valid, file_path: '' }, 'file_path', 'You need to upload document first'],
    [{ ...valid, file_path: undefined }, 'file_path', 'You need to upload document first'],
    [
      { ...valid, media_type: 'url', file_path: 'not a url' },
      'file_path',
      'You need to enter valid url first',
    ],
    [{ ...valid, media_type: 'url', file_path: '' }, 'file_path', 'You need to enter valid url first'],
    [
      { ...valid, media_type: 'video', file_path: 'ftp://x.ch/v' },
      'file_path',
      'You need to enter valid url first',
    ],
    [
      { ...valid, media_type: 'video', file_path: 'javascript:alert(1)' },
      'file_path',
      'You need to enter valid url first',
    ],
  ])('%j → %s: %s', (input, field, message) => {
    expect(validateContent(input)).toEqual({ field, message });
  });

  it.each<ContentInput>([
    valid,
    { ...valid, relevance: '1', difficulty: '5' },
    { ...valid, media_type: 'url', file_path: 'https://example.com/page' },
    { ...valid, media_type: 'video', file_path: 'http://videos.example.com/v/1' },
  ])('accepts %j', (input) => {
    expect(validateContent(input)).toBeNull();
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/a?b=c', true],
    ['example.com', false],
    ['mailto:a@b.ch', false],
    ['https://', false],
    [42, false],
  ])('%j → %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });
});
