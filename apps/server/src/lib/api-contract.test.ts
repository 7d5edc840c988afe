import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/harness.js';
import {
  createValidatorCompiler,
  errors,
  multipartBody,
  registerApiContract,
  type ContractViolation,
} from './api-contract.js';
import { registerErrorHandler } from './error-handler.js';
import { validationMessage } from './validation-messages.js';

const Thing = z.object({ id: z.number().int(), name: z.string() });

/** A bare app with the contract machinery and one route that answers `answer` (a thing, plus what a test adds). */
async function bare(strict: boolean, answer: Record<string, unknown>, status = 200) {
  const app = Fastify();
  app.setValidatorCompiler(createValidatorCompiler(validatorCompiler));
  const violations: ContractViolation[] = registerApiContract(app, strict);
  registerErrorHandler(app);
  app.get(
    '/api/health',
    { schema: { summary: 'A thing', response: { 200: Thing, ...errors(404) } } },
    async (_req, reply) => reply.code(status as 200).send(answer as z.infer<typeof Thing>),
  );
  app.post(
    '/api/auth/login',
    {
      schema: {
        summary: 'An upload',
        consumes: ['multipart/form-data'],
        body: multipartBody(z.object({ file: z.string() })),
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
  return { app, violations };
}

describe('answers go through their documented schema', () => {
  it('serializing drops a field the schema lacks (production)', async () => {
    const { app, violations } = await bare(false, { id: 1, name: 'A', password_hash: 'secret' });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 1, name: 'A' });
    expect(violations).toEqual([]);
  });

  it('in strict mode a field the schema lacks is a violation and the answer fails', async () => {
    const { app, violations } = await bare(true, { id: 1, name: 'A', password_hash: 'secret' });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(violations).toEqual([
      expect.objectContaining({
        route: 'GET /api/health',
        status: 200,
        problem: expect.stringContaining('password_hash'),
      }),
    ]);
  });

  it('in strict mode a wrong type is a violation', async () => {
    const { app, violations } = await bare(true, { id: '1', name: 'A' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(500);
    expect(violations[0].problem).toContain('/id must be integer');
  });

  it('in strict mode a status the route does not document is a violation', async () => {
    const { app, violations } = await bare(true, { message: 'Gone' }, 410);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(410);
    expect(violations).toEqual([
      { route: 'GET /api/health', status: 410, problem: 'status 410 is not documented' },
    ]);
  });

  it('a documented error status is checked against the error body', async () => {
    const { app, violations } = await bare(true, { code: 'access.not_found', message: 'Not here' }, 404);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'access.not_found', message: 'Not here' });
    expect(violations).toEqual([]);
  });

  it('a multipart body schema documents the form without validating the streamed body', () => {
    const compile = createValidatorCompiler(validatorCompiler);
    const route = { method: 'POST', url: '/api/file', httpPart: 'body' };
    const form = () => z.object({ file: z.string() });
    // a multipart body is streamed: Fastify's body is undefined, which the documented form must not refuse
    expect(compile({ ...route, schema: multipartBody(form()) })(undefined)).toEqual({ value: undefined });
    expect(compile({ ...route, schema: form() })(undefined)).toHaveProperty('error');
  });
});

describe('validation messages for people', () => {
  const message = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? null : result.error.issues[0].message;
  };
  it('replace the library defaults', () => {
    expect(message(z.object({ name: z.string() }), {})).toBe('This field is required');
    expect(message(z.string(), null)).toBe('This field is required');
    expect(message(z.string(), 5)).toBe('Must be text');
    expect(message(z.number().int(), 'x')).toBe('Must be a number');
    expect(message(z.string().min(1), '')).toBe('This field must not be empty');
    expect(message(z.string().min(8), 'abc')).toBe('Must be at least 8 characters');
    expect(message(z.number().max(200), 201)).toBe('Must be at most 200');
    expect(message(z.email(), 'nope')).toBe('Enter a valid e-mail address');
    expect(message(z.enum(['theory', 'exercise']), 'x')).toBe('Must be one of: theory, exercise');
    expect(message(z.strictObject({}), { a: 1 })).toBe('Unknown field: a');
  });
  it('a schema that gives its own message keeps it', () => {
    expect(message(z.string().min(3, 'Too short, use 3 letters'), 'a')).toBe('Too short, use 3 letters');
  });
  it('never leak the library wording', () => {
    const issue = { code: 'invalid_type', expected: 'string', input: null } as Parameters<
      typeof validationMessage
    >[0];
    expect(validationMessage(issue)).not.toMatch(/Invalid input|expected|received/);
  });
});

describe('the whole API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('a path called with a method it does not have answers 405 with Allow', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/login' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json().message).toBe('This address does not accept DELETE. Use POST.');
    const get = await t.app.inject({ method: 'PUT', url: '/api/cats/roots' });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('GET, HEAD');
    // the signed stored files and card thumbnails answer GET (and HEAD) only
    for (const url of [
      '/storage/user_uploads/1764000000000-0123456789abcdef.pdf',
      '/storage/thumbnails/12-a.png',
    ]) {
      const post = await t.app.inject({ method: 'POST', url });
      expect(post.statusCode, url).toBe(405);
      expect(post.headers.allow).toBe('GET, HEAD');
    }
    // an unknown path stays 404
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/storage/elsewhere/x.png' })).statusCode).toBe(404);
  });

  it('/api/docs documents every operation: summary, its success and error responses, public ones without a lock', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    const problems: string[] = [];
    let operations = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        operations++;
        const name = `${method.toUpperCase()} ${path}`;
        const codes = Object.keys(op.responses ?? {});
        if (!op.summary) problems.push(`${name}: no summary`);
        if (!codes.some((c) => /^[23]/.test(c))) problems.push(`${name}: no success response`);
        if (!codes.includes('500')) problems.push(`${name}: no error responses`);
        for (const [code, r] of Object.entries(op.responses ?? {}))
          if (r.description === 'Default Response' && code !== '304' && code !== '204')
            problems.push(`${name} ${code}: no description`);
      }
    }
    expect(problems).toEqual([]);
    expect(operations).toBeGreaterThan(80);
    const login = doc.paths['/api/auth/login'].post;
    expect(login.security).toEqual([]);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '422', '429', '500', '503']));
    expect(doc.paths['/api/cats/roots'].get.security).toBeUndefined(); // the document's default: bearer
  });
});

interface OpenApiOperation {
  summary?: string;
  security?: unknown[];
  responses: Record<string, { description?: string }>;
}
