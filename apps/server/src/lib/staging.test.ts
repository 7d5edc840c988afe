import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepStaging } from './staging.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'portal-staging-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const file = (rel: string, ageHours: number) => {
  const p = path.join(root, rel);
  mkdirSync(path.dirname(p), { recursive: true });
  writeFileSync(p, 'x');
  const t = (Date.now() - ageHours * 3_600_000) / 1000;
  utimesSync(p, t, t);
  return p;
};

describe('the start-up sweep of staging files', () => {
  it('removes staged imports and half-written renditions older than a day, and nothing else', async () => {
    const oldImport = file('imports/0b7f-old', 25);
    const newImport = file('imports/0b7f-new', 23);
    const oldPart = file('thumbnails/cards/12.png.abc.part', 30);
    const newPart = file('thumbnails/cards/13.png.def.part', 1);
    const oldThumb = file('thumbnails/cards/12.png', 100);
    const oldUpload = file('user_uploads/1700000000000-0123456789abcdef.png', 100);
    const removed = await sweepStaging(root);
    expect(removed.sort()).toEqual([oldImport, oldPart].sort());
    for (const kept of [newImport, newPart, oldThumb, oldUpload]) expect(existsSync(kept)).toBe(true);
    expect(existsSync(oldImport)).toBe(false);
  });

  it('a storage folder without staging folders is fine', async () => {
    expect(await sweepStaging(path.join(root, 'missing'))).toEqual([]);
  });
});
