import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';

/** The web app's API types, generated from the server's OpenAPI document (npm run api:types writes them). */
export const API_TYPES_FILE = path.resolve(import.meta.dirname, '../../../web/src/lib/api-schema.gen.ts');

/** The OpenAPI document as /api/docs/json serves it, from an app on an empty in-memory database. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const storageDir = mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PGLITE_DIR: 'memory://',
    STORAGE_DIR: storageDir,
    WEB_DIST: path.join(storageDir, 'no-web'),
  });
  const database = await openDatabase({ pgliteDir: config.pgliteDir, poolSize: 1 });
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await database.close();
    rmSync(storageDir, { recursive: true, force: true });
  }
}

/** The TypeScript of the document's paths and schemas (openapi-typescript), as committed in API_TYPES_FILE. */
export async function apiTypesSource(): Promise<string> {
  const ast = await openapiTS((await openApiDocument()) as unknown as Parameters<typeof openapiTS>[0], {
    alphabetize: true,
  });
  return `/* Generated from the server's OpenAPI document by \`npm run api:types\`; do not edit. */\n${astToString(ast)}`;
}
