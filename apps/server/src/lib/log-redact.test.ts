import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redact.js';

describe('redactUrl: no secret from a URL reaches the logs', () => {
  it.each([
    ['/api/calendar/3f9a0c1d2e.ics', '/api/calendar/[redacted]'],
    ['/api/calendar/3f9a0c1d2e.ics?x=1', '/api/calendar/[redacted]?x=1'],
    ['/api/calendar/token', '/api/calendar/token'],
    [
      '/storage/user_uploads/a.pdf?expires=1&user=3&signature=abcdef',
      '/storage/user_uploads/a.pdf?expires=1&user=3&signature=[redacted]',
    ],
    ['/api/lesson/2026-11-22/2026-11-30', '/api/lesson/2026-11-22/2026-11-30'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
