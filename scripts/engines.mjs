// The Node versions the project states (`engines.node` of the root package.json) must lie inside what every
// installed dependency declares (production and development: `npm test` needs both), as recorded in
// package-lock.json. Packages for another platform (os/cpu) are not installed here and are left out.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './licences.mjs';

const semver = createRequire(import.meta.url)('semver');

const matches = (list, value) => {
  if (!Array.isArray(list)) return true;
  const allowed = list.filter((x) => !x.startsWith('!'));
  if (list.includes(`!${value}`)) return false;
  return allowed.length === 0 || allowed.includes(value);
};

/** The dependencies whose declared Node range does not include the whole of the project's stated range. */
export function checkEngines(root = ROOT, platform = process.platform, arch = process.arch) {
  const rootPkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const stated = rootPkg.engines?.node;
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const outside = [];
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    const declared = entry.engines?.node;
    if (!key || !declared || !matches(entry.os, platform) || !matches(entry.cpu, arch)) continue;
    if (!semver.subset(stated, declared))
      outside.push({
        name: key.replace(/^.*node_modules\//, ''),
        version: entry.version,
        declared,
        dev: !!entry.dev,
      });
  }
  return { stated, outside };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const { stated, outside } = checkEngines();
  console.log(`engines.node ${stated}`);
  for (const p of outside)
    console.log(`  ${p.name}@${p.version} declares ${p.declared}${p.dev ? ' (dev)' : ''}`);
  if (outside.length) process.exit(1);
}
