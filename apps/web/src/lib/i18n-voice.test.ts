import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bannedGermanWords, germanVoiceProblems } from '@portal/core';

const root = path.resolve(__dirname, '../../../..');
const banned = bannedGermanWords(readFileSync(path.join(root, 'docs/glossary.md'), 'utf8'));
const dir = path.join(root, 'apps/web/public/lang/de');

function texts(value: unknown, key: string, out: [string, string][]) {
  if (typeof value === 'string') out.push([key, value]);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) texts(v, key ? `${key}.${k}` : k, out);
  return out;
}

describe('the German dictionaries follow the glossary (docs/glossary.md)', () => {
  it('knows the banned words', () => expect(banned).toContain('Lehrgang'));

  it.each(readdirSync(dir).filter((f) => f.endsWith('.json')))('%s: "du" and the glossary words', (file) => {
    const problems = texts(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), '', [])
      .map(([key, text]) => [key, germanVoiceProblems(text, banned).join('; ')])
      .filter(([, p]) => p);
    expect(problems).toEqual([]);
  });
});
