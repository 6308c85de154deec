#!/usr/bin/env node
// `npm run build -w server`: compiles the API (src/main.ts) into plain JavaScript for `node`
// (dist/main.js; decision 075), like the storefront's server. tsup (esbuild) bundles the server's
// sources and the workspace TypeScript it imports (the contract, through tsconfig's paths); the
// server's dependencies stay imports of node_modules. The SQL migrations and the sample media clips
// are read next to the module that uses them, so they are copied beside the bundle.
// `npm start -w server` builds, then runs `node dist/main.js`.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist');
const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

rmSync(outdir, { recursive: true, force: true });
await build({
  entry: { main: join(root, 'src', 'main.ts') },
  outDir: outdir,
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  tsconfig: join(root, 'tsconfig.json'),
  bundle: true,
  splitting: false,
  sourcemap: true,
  clean: false,
  dts: false,
  silent: true,
  // Only the server's own dependencies stay imports; workspace packages are compiled in.
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@reelcart/')),
  noExternal: [/^@reelcart\//],
});
cpSync(join(root, 'src', 'platform', 'db', 'migrations'), join(outdir, 'migrations'), {
  recursive: true,
});
cpSync(join(root, 'src', 'modules', 'media', 'media-samples'), join(outdir, 'media-samples'), {
  recursive: true,
});
console.log(`compiled server: ${join('dist', 'main.js')}`);
