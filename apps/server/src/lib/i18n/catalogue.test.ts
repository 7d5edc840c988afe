import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bannedGermanWords, germanVoiceProblems } from '@portal/core';
// every module: their catalogue entries register as they load
import '../../app.js';
import { catalogue } from './catalogue.js';

const src = path.resolve(__dirname, '../..');
const banned = bannedGermanWords(readFileSync(path.resolve(src, '../../../docs/glossary.md'), 'utf8'));
const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the server message catalogue', () => {
  it('holds the modules’ messages', () => {
    expect(catalogue().size).toBeGreaterThan(200);
    expect(catalogue().get('auth.bad_credentials')?.de).toMatch(
      /^E-Mail-Adresse oder Passwort stimmen nicht/,
    );
  });

  it('has every message in German and English with the same parameters', () => {
    const uneven = [...catalogue().values()]
      .filter((m) => !m.de.trim() || !m.en.trim() || params(m.de).join() !== params(m.en).join())
      .map((m) => m.code);
    expect(uneven).toEqual([]);
  });

  it('speaks German with "du" and the glossary’s words (docs/glossary.md)', () => {
    const problems = [...catalogue().values()]
      .map((m) => [m.code, germanVoiceProblems(m.de, banned).join('; ')])
      .filter(([, p]) => p);
    expect(problems).toEqual([]);
  });
});

/** Every .ts source of the server but its tests. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });
}

// user-facing text where the server answers: a thrown error's message, a zod error, a success message
const USER_TEXT = [
  /HttpError\(\s*\d+\s*,\s*['"`]/,
  /\berror:\s*['"`](?![a-z_]+\.[a-z0-9_.]+['"`])/,
  /\bmessage:\s*['"`][A-Z]/,
  /\.send\(\{\s*message:\s*['"`]/,
];
// the catalogue itself; the health report for monitors and operators (not shown to users); test helpers
const NOT_USER_FACING = [/[/\\]lib[/\\]i18n[/\\]/, /[/\\]modules[/\\]health[/\\]/, /[/\\]test[/\\]/];

describe('no user-facing English outside the catalogue', () => {
  it('finds no English message in the server sources (write one with defineMessages, lib/i18n)', () => {
    const found: string[] = [];
    for (const file of sources(src)) {
      if (NOT_USER_FACING.some((p) => p.test(file))) continue;
      const lines = readFileSync(file, 'utf8').split('\n');
      let inCatalogue = false;
      let inExamples = false;
      lines.forEach((line, i) => {
        // a defineMessages block is the catalogue; `examples` of the API document are documentation
        if (/defineMessages\(/.test(line)) inCatalogue = true;
        if (/examples:\s*\[/.test(line)) inExamples = true;
        if (!inCatalogue && !inExamples && USER_TEXT.some((p) => p.test(line)))
          found.push(`${path.relative(src, file)}:${i + 1}: ${line.trim()}`);
        if (inCatalogue && /^\}\)|^ {0,4}\}\)[.;]/.test(line)) inCatalogue = false;
        if (inExamples && /^\s*\],?\s*$|\]\s*\}\)/.test(line)) inExamples = false;
      });
    }
    expect(found).toEqual([]);
  });
});
