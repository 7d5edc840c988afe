import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadedFiles } from '../../db/schema.js';
import { simplePdf } from '../../db/seed/pdf.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/harness.js';

/** The storage folder failing mid-write: the write puts part of the file down, then fails with this errno. */
const fault = vi.hoisted(() => ({ code: null as string | null }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  const writeFile: typeof real.writeFile = async (file, data, options) => {
    if (fault.code && String(file).includes('user_uploads') && Buffer.isBuffer(data)) {
      await real.writeFile(file, data.subarray(0, 16), options);
      throw Object.assign(new Error(`${fault.code}: simulated, write '${String(file)}'`), {
        code: fault.code,
        syscall: 'write',
        path: String(file),
      });
    }
    return real.writeFile(file, data, options);
  };
  return { ...real, default: { ...real, writeFile }, writeFile };
});

let t: TestApp;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, 'teacher');
});
afterAll(() => t.close());

function uploadPdf() {
  const boundary = '----storage-fault';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="skript.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    simplePdf('Skript', ['Zeile 1']),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/file',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(teacher) },
  });
}

const stored = async () => ({
  files: readdirSync(path.join(t.storageDir, 'user_uploads')).sort(),
  rows: (await t.app.db.select().from(uploadedFiles)).length,
});

describe('storage faults on upload', () => {
  it.each([
    [
      'ENOSPC',
      507,
      'storage.full',
      'The storage is full. The file was not saved; please tell an administrator.',
    ],
    [
      'EROFS',
      503,
      'storage.unavailable',
      'The storage cannot be written at the moment. The file was not saved; please try again later.',
    ],
    [
      'EACCES',
      503,
      'storage.unavailable',
      'The storage cannot be written at the moment. The file was not saved; please try again later.',
    ],
  ])(
    '%s gives %i (%s) with a clear message and leaves nothing half-written',
    async (code, status, errorCode, message) => {
      const before = await stored();
      fault.code = code;
      try {
        const res = await uploadPdf();
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json()).toEqual({ code: errorCode, message });
        expect(res.body).not.toContain('user_uploads'); // no path or errno detail
      } finally {
        fault.code = null;
      }
      expect(await stored()).toEqual(before);
    },
  );

  it('uploads work again once the storage does', async () => {
    const res = await uploadPdf();
    expect(res.statusCode, res.body).toBe(201);
  });
});
