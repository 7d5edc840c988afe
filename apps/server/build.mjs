// Bundles the server (with @portal/core) into dist/main.js; npm dependencies stay external.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url)));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@portal/'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: 'dist/main.js',
  sourcemap: true,
  external,
  banner: {
    // Aliased so that bundled modules may import createRequire themselves.
    js: "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// The worker pools' workers, loaded next to main.js: sanitizing (modules/files/html.ts) and importing and exporting
// (modules/import/pool.ts).
for (const [entry, out] of [
  ['src/modules/files/sanitize-worker.ts', 'dist/sanitize-worker.js'],
  ['src/modules/import/import-worker.ts', 'dist/import-worker.js'],
])
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: out,
    external,
    banner: {
      js: "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
cpSync('src/db/pglite-initdb.mjs', 'dist/pglite-initdb.mjs');
cpSync('src/db/seed/assets', 'dist/assets', { recursive: true });
