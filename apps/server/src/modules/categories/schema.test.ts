import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { CategoryResponse, CatResponse, CatRootsResponse, ProgressResponse } from './schema.js';

/** The documented examples are real answers: each one matches its response schema strictly (no extra field). */
describe('category response examples', () => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const schemas: [string, z.ZodType][] = [
    ['CategoryResponse', CategoryResponse],
    ['ProgressResponse', ProgressResponse],
    ['CatRootsResponse', CatRootsResponse],
    ['CatResponse', CatResponse],
  ];
  test.each(schemas)('%s', (_name, schema) => {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07' });
    delete json.$schema;
    const validate = ajv.compile(json);
    const examples = (schema.meta()?.examples ?? []) as unknown[];
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      validate(example);
      expect(validate.errors ?? []).toEqual([]);
    }
  });
});
