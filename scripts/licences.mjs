// The production dependencies' licences: every workspace's `dependencies` (not devDependencies), followed
// transitively through the installed packages (dependencies, and optional and peer dependencies that are
// installed). Strong copyleft (GPL, AGPL, SSPL) is refused; LGPL is allowed (libraries used as shared libraries,
// like libvips under sharp). `node scripts/licences.mjs` prints the verdict; the test calls `checkLicences()`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A licence id (one SPDX term, without WITH exceptions' effect) that carries strong copyleft. */
export function isStrongCopyleft(id) {
  const term = id
    .trim()
    .replace(/^\(+|\)+$/g, '')
    .toUpperCase();
  if (term.startsWith('LGPL')) return false;
  return /^(A?GPL|SSPL)\b/.test(term) || /^GPL/.test(term);
}

/**
 * Whether an SPDX expression (or a legacy list) allows use without strong copyleft: `A OR B` needs one
 * permissive side, `A AND B` needs both. Unparseable or missing licences are reported as unknown.
 */
export function licenceVerdict(expr) {
  if (!expr || typeof expr !== 'string') return 'unknown';
  const orParts = splitTop(expr, 'OR');
  const ok = orParts.some((part) =>
    splitTop(part, 'AND').every((term) => {
      const t = stripParens(term);
      if (t !== term.trim()) return licenceVerdict(t) === 'ok';
      const id = t.split(/\s+WITH\s+/i)[0];
      return !isStrongCopyleft(id);
    }),
  );
  return ok ? 'ok' : 'copyleft';
}

function stripParens(s) {
  let t = s.trim();
  while (t.startsWith('(') && t.endsWith(')') && balanced(t.slice(1, -1))) t = t.slice(1, -1).trim();
  return t;
}
function balanced(s) {
  let d = 0;
  for (const c of s) {
    if (c === '(') d++;
    if (c === ')' && --d < 0) return false;
  }
  return d === 0;
}
function splitTop(expr, op) {
  const parts = [];
  let depth = 0;
  let cur = '';
  const tokens = expr.split(/(\(|\)|\s+)/).filter((t) => t !== '' && t !== undefined);
  for (const tok of tokens) {
    if (tok === '(') depth++;
    if (tok === ')') depth--;
    if (depth === 0 && tok.toUpperCase() === op) {
      parts.push(cur);
      cur = '';
    } else cur += /^\s+$/.test(tok) ? ' ' : tok;
  }
  parts.push(cur);
  return parts.map((p) => p.trim()).filter(Boolean);
}

function licenceOf(pkg) {
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license && typeof pkg.license.type === 'string') return pkg.license.type;
  if (Array.isArray(pkg.licenses)) {
    const ids = pkg.licenses.map((l) => (typeof l === 'string' ? l : l?.type)).filter(Boolean);
    if (ids.length) return ids.length === 1 ? ids[0] : `(${ids.join(' OR ')})`;
  }
  return null;
}

/** Finds an installed package from `fromDir` the way Node resolves it (node_modules up to the root). */
function resolvePackageDir(name, fromDir, root) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir || !parent.startsWith(root)) return null;
    dir = parent;
  }
}

/** Every installed production dependency with its licence and the chain that brings it in. */
export function productionPackages(root = ROOT) {
  const rootPkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const seen = new Map(); // package dir -> entry
  const queue = [];
  for (const ws of rootPkg.workspaces ?? []) {
    const wsDir = path.join(root, ws);
    const pkg = JSON.parse(readFileSync(path.join(wsDir, 'package.json'), 'utf8'));
    for (const dep of Object.keys(pkg.dependencies ?? {}))
      queue.push({ name: dep, from: wsDir, via: [pkg.name], required: true });
  }
  const missing = [];
  while (queue.length) {
    const { name, from, via, required } = queue.shift();
    const dir = resolvePackageDir(name, from, root);
    if (!dir) {
      if (required) missing.push(`${[...via, name].join(' > ')}`);
      continue;
    }
    if (seen.has(dir)) continue;
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const entry = {
      name: pkg.name ?? name,
      version: pkg.version,
      licence: licenceOf(pkg),
      dir,
      via: [...via, name],
    };
    seen.set(dir, entry);
    const chain = [...via, `${name}@${pkg.version}`];
    for (const dep of Object.keys(pkg.dependencies ?? {}))
      queue.push({ name: dep, from: dir, via: chain, required: true });
    for (const dep of Object.keys(pkg.optionalDependencies ?? {}))
      queue.push({ name: dep, from: dir, via: chain, required: false });
    for (const dep of Object.keys(pkg.peerDependencies ?? {}))
      queue.push({ name: dep, from: dir, via: chain, required: false });
  }
  return { packages: [...seen.values()], missing };
}

/** The production dependencies whose licence is strong copyleft, or unknown. */
export function checkLicences(root = ROOT) {
  const { packages, missing } = productionPackages(root);
  const copyleft = [];
  const unknown = [];
  for (const p of packages) {
    if (p.name.startsWith('@portal/')) continue; // our own workspaces: MIT, the repository's LICENSE
    const v = licenceVerdict(p.licence);
    if (v === 'copyleft') copyleft.push(p);
    if (v === 'unknown') unknown.push(p);
  }
  return { count: packages.length, copyleft, unknown, missing };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { count, copyleft, unknown, missing } = checkLicences();
  const show = (p) =>
    `  ${p.name}@${p.version} (${p.licence ?? 'no licence field'}) via ${p.via.join(' > ')}`;
  console.log(`${count} production packages checked.`);
  if (missing.length) console.log(`Not installed:\n  ${missing.join('\n  ')}`);
  if (unknown.length) console.log(`Licence unknown:\n${unknown.map(show).join('\n')}`);
  if (copyleft.length) {
    console.log(
      `Strong copyleft (GPL, AGPL, SSPL) in production dependencies:\n${copyleft.map(show).join('\n')}`,
    );
    process.exit(1);
  }
}
