import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesSource } from './document.js';

// CPU-bound (the whole API document through openapi-typescript, 45 s on a loaded two-core machine): a generous limit
it("the web app's API types are those of the current OpenAPI document (run `npm run api:types` after a schema change)", async () => {
  expect(readFileSync(API_TYPES_FILE, 'utf8')).toBe(await apiTypesSource());
}, 180_000);
