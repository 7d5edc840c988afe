/**
 * Hostile inputs derived from the OpenAPI document: for every route, values that break each declared input
 * (path, query, header, JSON body property) by type, range, length, format and encoding, plus whole-body
 * attacks (malformed JSON and multipart, prototype pollution, deep nesting, oversize bodies, wrong content types).
 */

export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
}

export interface Param {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/cards/{id}/{answer} */
  path: string;
  params: Param[];
  body?: Schema;
}

export interface HostileRequest {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export const SQL_INJECTION = [
  "' OR '1'='1",
  "1' OR '1'='1' --",
  '1; DROP TABLE users; --',
  "'; DELETE FROM cards; --",
  '1 UNION SELECT password_hash FROM users --',
  '$1::text',
];
export const HTML_INJECTION = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
];
export const UNICODE = [
  '\u0000',
  '\ud800', // lone surrogate
  '\u202e\u0645\u0631\u062d\u0628\u0627', // right-to-left override
  '\u200b\u200d\ufeff', // zero-width characters, BOM
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'Z̤̪̥͉͓̈́̔̓̏a̵l̶g̴o̷',
  '\uffff\ufffe',
];

const isIntegerish = (s: Schema) => ['integer', 'number'].includes(String(s.type));

/** A schema's enum values, flattening anyOf alternatives (Boolish and friends). */
function enumValues(s: Schema): unknown[] | null {
  if (s.enum) return s.enum;
  const alts = s.anyOf ?? s.oneOf;
  if (!alts) return null;
  const values: unknown[] = [];
  for (const a of alts) {
    if (a.type === 'boolean') values.push(true, false);
    else if (a.enum) values.push(...a.enum);
    else return null;
  }
  return values;
}

/** Values that violate a schema: never acceptable, so every request carrying one must be refused. */
export function invalidValues(s: Schema | undefined): unknown[] {
  if (!s || Object.keys(s).length === 0)
    // No schema in the document (validated by hand in the handler): wrong shapes only.
    return [{}, [], -1, true, { $gt: '' }, [[[]]]];
  const enumerated = enumValues(s);
  if (enumerated)
    return ['not-a-choice', 2, -1, 1.5, {}, [], SQL_INJECTION[0], HTML_INJECTION[0], UNICODE[1], ''].filter(
      (v) => !enumerated.some((e) => e === v || String(e) === String(v)),
    );
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const out: unknown[] = ['abc', {}, [], true, '1; DROP TABLE users', SQL_INJECTION[0], '9'.repeat(400)];
      if (s.minimum !== undefined) out.push(s.minimum - 1, -2147483649);
      if (s.maximum !== undefined) out.push(s.maximum + 1, 1e308);
      if (type === 'integer') out.push(1.5);
      return out;
    }
    case 'boolean':
      return ['maybe', 2, {}, [], SQL_INJECTION[0]];
    // Numbers here are never ids of existing rows: some routes accept a single id where a list is expected.
    case 'array':
      return ['x', {}, -42, [{ a: { b: {} } }]];
    case 'object':
      return ['x', [], -42];
    case 'string': {
      const out: unknown[] = [123, true, {}, [], ['a', 'b']];
      if (s.maxLength !== undefined) out.push('A'.repeat(s.maxLength + 1), '😀'.repeat(s.maxLength + 1));
      if (s.minLength && s.minLength > 0) out.push('');
      if (s.pattern || s.format)
        out.push(...SQL_INJECTION.slice(0, 3), HTML_INJECTION[1], UNICODE[0], UNICODE[1], '2026-13-45', ' ');
      if (!s.nullable) out.push(null);
      return out;
    }
    default:
      return [{}, [], -1];
  }
}

/** Free-text strings (no format, pattern or enum) accept injection payloads as content. */
export function isFreeText(s: Schema | undefined): boolean {
  return !!s && s.type === 'string' && !s.pattern && !s.format && !s.enum;
}

/** A valid-looking value for a path parameter that matches nothing (so the request cannot act on real data). */
function neutralPathValue(name: string, s: Schema | undefined): string {
  const e = s ? enumValues(s) : null;
  if (e?.length) return String(e[0]);
  if (s && isIntegerish(s)) return '2147483000';
  if (/from|to|date|day/i.test(name)) return '2026-01-05';
  if (name === 'file') return 'nonexistent.ics';
  if (name === 'name') return 'nonexistent.png';
  return 'nonexistent';
}

/** Raw path segments: encodings and values no route should choke on. */
export const HOSTILE_PATH_SEGMENTS = [
  '-1',
  '0',
  '2147483648',
  '99999999999999999999999',
  '1.5',
  '2.147483e9', // exponent notation of a valid but unused id
  '0x7FFFFFF0', // hexadecimal of a valid but unused id
  'NaN',
  'null',
  encodeURIComponent("1' OR '1'='1"),
  encodeURIComponent('1;DROP TABLE users'),
  encodeURIComponent('<script>alert(1)</script>'),
  '%00',
  '%zz',
  '%C0%AF', // overlong UTF-8
  '%F0%9F%98%80',
  '%ED%A0%80', // encoded lone surrogate
  '..%2F..%2Fetc%2Fpasswd',
  'A'.repeat(600),
];

const json = (v: unknown) => JSON.stringify(v);
/** encodeURIComponent that survives lone surrogates (encoded as their raw, invalid UTF-8 bytes). */
const enc = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return v.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^%\w.-]/g, (c) => encodeURIComponent(c));
  }
};

export function requestsFor(op: Operation, auth: Record<string, string>): HostileRequest[] {
  const out: HostileRequest[] = [];
  const pathParams = op.params.filter((p) => p.in === 'path');
  const buildPath = (overrides: Record<string, string> = {}) =>
    op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
      name in overrides
        ? overrides[name]
        : neutralPathValue(name, pathParams.find((p) => p.name === name)?.schema),
    );
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  const baseHeaders = { ...auth };
  // A body that fails validation ('[]' for an object schema), so that a request varying another input can never
  // be a valid create or update.
  const neutralBody = hasBody && op.body ? '[]' : undefined;
  const withJson = (h: Record<string, string>) =>
    neutralBody !== undefined ? { ...h, 'content-type': 'application/json' } : h;

  // Path parameters: raw segments and schema violations.
  for (const p of pathParams) {
    const values = [
      ...HOSTILE_PATH_SEGMENTS,
      ...invalidValues(p.schema)
        .filter((v) => typeof v === 'string' || typeof v === 'number')
        .map((v) => enc(String(v))),
    ];
    for (const v of [...new Set(values)])
      out.push({
        label: `path ${p.name}=${v.slice(0, 40)}`,
        method: op.method,
        path: buildPath({ [p.name]: v }),
        headers: withJson(baseHeaders),
        body: neutralBody,
      });
  }
  // Query parameters.
  for (const p of op.params.filter((x) => x.in === 'query')) {
    const values = [
      ...invalidValues(p.schema),
      ...SQL_INJECTION.slice(0, 2),
      HTML_INJECTION[0],
      UNICODE[0],
      'A'.repeat(10_000),
    ];
    for (const v of values) {
      const q = typeof v === 'string' ? enc(v) : enc(json(v));
      out.push({
        label: `query ${p.name}=${String(q).slice(0, 40)}`,
        method: op.method,
        path: `${buildPath()}?${p.name}=${q}`,
        headers: withJson(baseHeaders),
        body: neutralBody,
      });
    }
    out.push({
      label: `query ${p.name} repeated`,
      method: op.method,
      path: `${buildPath()}?${p.name}=1&${p.name}=2&${p.name}[a]=3`,
      headers: withJson(baseHeaders),
      body: neutralBody,
    });
  }
  // Header parameters.
  for (const p of op.params.filter((x) => x.in === 'header')) {
    for (const v of [
      ...invalidValues(p.schema).filter((x) => typeof x === 'string'),
      "' OR 1=1 --",
      '<script>',
      'x'.repeat(5000),
    ])
      out.push({
        label: `header ${p.name}`,
        method: op.method,
        path: buildPath(),
        headers: withJson({ ...baseHeaders, [p.name]: String(v).replace(/[^\x20-\x7e]/g, '') }),
        body: neutralBody,
      });
  }
  // JSON body properties, one at a time (the others absent).
  if (hasBody && op.body?.properties) {
    for (const [name, schema] of Object.entries(op.body.properties))
      for (const v of invalidValues(schema))
        out.push({
          label: `body ${name}=${json(v)?.slice(0, 40)}`,
          method: op.method,
          path: buildPath(),
          headers: { ...baseHeaders, 'content-type': 'application/json' },
          body: json({ [name]: v }),
        });
  }
  // Whole bodies, on every route that takes one.
  if (hasBody) {
    const jsonH = { ...baseHeaders, 'content-type': 'application/json' };
    const deep = '{"a":'.repeat(3000) + '1' + '}'.repeat(3000);
    const bodies: [string, string | Buffer, Record<string, string>][] = [
      ['malformed json', '{"title": "x", ', jsonH],
      ['json array', '[1,2,3]', jsonH],
      ['json string', '"x"', jsonH],
      ['json null', 'null', jsonH],
      ['json number', '-1', jsonH],
      [
        'prototype pollution',
        '{"__proto__": {"isAdmin": true, "is_admin": true}, "constructor": {"prototype": {"isAdmin": true}}}',
        jsonH,
      ],
      ['deep nesting', deep, jsonH],
      [
        'invalid utf-8',
        Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d]),
        jsonH,
      ],
      ['oversize body', json({ a: 'A'.repeat(1_200_000) }), jsonH],
      ['text/plain', 'title=x', { ...baseHeaders, 'content-type': 'text/plain' }],
      [
        'xml',
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
        { ...baseHeaders, 'content-type': 'application/xml' },
      ],
      [
        'urlencoded',
        'title=%27%20OR%201%3D1&__proto__[isAdmin]=1',
        { ...baseHeaders, 'content-type': 'application/x-www-form-urlencoded' },
      ],
      ...multipartBodies(baseHeaders),
    ];
    for (const [label, body, headers] of bodies)
      out.push({ label, method: op.method, path: buildPath(), headers, body });
  }
  // A junk query string on every route.
  out.push({
    label: 'junk query',
    method: op.method,
    path: `${buildPath()}?%zz=1&__proto__[x]=1&${'p'.repeat(2000)}=1`,
    headers: withJson(baseHeaders),
    body: neutralBody,
  });
  return out;
}

function multipartBodies(auth: Record<string, string>): [string, string | Buffer, Record<string, string>][] {
  const b = 'hostileboundary';
  const h = { ...auth, 'content-type': `multipart/form-data; boundary=${b}` };
  const part = (headers: string, content: string | Buffer) =>
    Buffer.concat([
      Buffer.from(`--${b}\r\n${headers}\r\n\r\n`),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${b}--\r\n`);
  return [
    ['multipart without boundary', 'x', { ...auth, 'content-type': 'multipart/form-data' }],
    [
      'multipart truncated',
      Buffer.concat([part('Content-Disposition: form-data; name="title"', 'x').subarray(0, 30)]),
      h,
    ],
    ['multipart no closing boundary', part('Content-Disposition: form-data; name="title"', "' OR 1=1 --"), h],
    [
      'multipart traversal file name',
      Buffer.concat([
        part(
          'Content-Disposition: form-data; name="file"; filename="../../../etc/passwd"\r\nContent-Type: application/pdf',
          'root:x:0:0:root:/root:/bin/bash', // not a PDF: refused by its first bytes
        ),
        end,
      ]),
      h,
    ],
    [
      'multipart executable as image',
      Buffer.concat([
        part(
          'Content-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png',
          Buffer.from('MZ\x90\x00\x03 this is not a png'),
        ),
        end,
      ]),
      h,
    ],
    [
      'multipart many fields',
      Buffer.concat([
        ...Array.from({ length: 80 }, (_, i) => part(`Content-Disposition: form-data; name="f${i}"`, 'x')),
        end,
      ]),
      h,
    ],
    [
      'multipart huge field',
      Buffer.concat([part('Content-Disposition: form-data; name="description"', 'A'.repeat(300_000)), end]),
      h,
    ],
    [
      'multipart header injection',
      Buffer.concat([
        part('Content-Disposition: form-data; name="zz\r\nX-Injected: 1"; filename="a\u0000.pdf"', 'x'),
        end,
      ]),
      h,
    ],
  ];
}
