import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { checkLicences, licenceVerdict } from './licences.mjs';
// @ts-expect-error plain ES module without types
import { checkEngines } from './engines.mjs';

describe('licence verdict of an SPDX expression', () => {
  it.each([
    ['MIT', 'ok'],
    ['Apache-2.0', 'ok'],
    ['(MPL-2.0 OR Apache-2.0)', 'ok'],
    ['LGPL-3.0-or-later', 'ok'],
    ['GPL-3.0', 'copyleft'],
    ['GPL-2.0-only', 'copyleft'],
    ['AGPL-3.0-or-later', 'copyleft'],
    ['SSPL-1.0', 'copyleft'],
    ['(MIT OR GPL-3.0)', 'ok'],
    ['(MIT AND GPL-3.0)', 'copyleft'],
    ['GPL-2.0 WITH Classpath-exception-2.0', 'copyleft'],
    ['(BSD-3-Clause AND (GPL-2.0 OR MIT))', 'ok'],
    [undefined, 'unknown'],
  ])('%s → %s', (expr, verdict) => {
    expect(licenceVerdict(expr)).toBe(verdict);
  });
});

describe('production dependencies', () => {
  it('carry no strong copyleft licence (GPL, AGPL, SSPL) and none is without a licence', () => {
    const { count, copyleft, unknown, missing } = checkLicences();
    expect(count).toBeGreaterThan(100);
    expect(copyleft.map((p: { name: string; licence: string }) => `${p.name} ${p.licence}`)).toEqual([]);
    expect(unknown.map((p: { name: string }) => p.name)).toEqual([]);
    expect(missing).toEqual([]);
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'licences-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds a copyleft package deep in a workspace’s dependencies, not in its devDependencies', () => {
    const pkg = (rel: string, json: object) => {
      mkdirSync(path.join(dir, rel), { recursive: true });
      writeFileSync(path.join(dir, rel, 'package.json'), JSON.stringify(json));
    };
    pkg('.', { name: 'root', workspaces: ['app'] });
    pkg('app', { name: 'app', dependencies: { a: '1' }, devDependencies: { devonly: '1' } });
    pkg('node_modules/a', { name: 'a', version: '1.0.0', license: 'MIT', dependencies: { b: '1' } });
    // b is nested under a (another version than the hoisted one), as npm installs conflicting versions
    pkg('node_modules/b', { name: 'b', version: '2.0.0', license: 'MIT' });
    pkg('node_modules/a/node_modules/b', { name: 'b', version: '1.0.0', license: 'AGPL-3.0-only' });
    pkg('node_modules/devonly', { name: 'devonly', version: '1.0.0', license: 'GPL-3.0' });
    const { copyleft } = checkLicences(dir);
    expect(
      copyleft.map((p: { name: string; version: string; via: string[] }) => [p.name, p.version, p.via]),
    ).toEqual([['b', '1.0.0', ['app', 'a@1.0.0', 'b']]]);
  });
});

describe('engines', () => {
  it('states a Node range that every installed dependency supports', () => {
    const { stated, outside } = checkEngines();
    expect(stated).toBe('^22.13.0 || >=24');
    expect(outside.map((p: { name: string; declared: string }) => `${p.name} ${p.declared}`)).toEqual([]);
  });

  it('names a dependency that needs a newer Node than stated, ignoring packages for another platform', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'engines-'));
    try {
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ engines: { node: '>=20.19' } }));
      writeFileSync(
        path.join(dir, 'package-lock.json'),
        JSON.stringify({
          packages: {
            '': { name: 'root' },
            'node_modules/old': { version: '1.0.0', engines: { node: '>=18' } },
            'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } },
            'node_modules/win-only': { version: '1.0.0', os: ['win32'], engines: { node: '^20.9.0' } },
          },
        }),
      );
      expect(checkEngines(dir, 'linux', 'x64').outside.map((p: { name: string }) => p.name)).toEqual([
        'cookie',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
