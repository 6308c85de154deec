// Size budget of the core entry: dist/index.js bundled with ALL its dependencies (xstate,
// zod, ofetch, idb-keyval), minified for the browser, then gzipped. Fails above the ceiling.
//
// Bundled as an application bundler would (esbuild with code splitting): the initial figure is
// the entry chunk plus every chunk it imports statically, which is what a page pays before
// anything happens; code the SDK loads with `import()` when a feature is first used (the
// checkout validation procedure) is reported on its own line, with its own ceiling.
//
// Done with esbuild (already here through tsup) rather than size-limit: size-limit >= 12 needs
// Node 22, and this repo runs on Node 20.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

// The goal (issue 13) is 40 KB for the whole core: xstate + zod/mini + ofetch + idb-keyval + our
// code. It is not met: the core measures 45.64 KB (decision 016 has the floor, step by step). The
// check is a ratchet on the measured figure, each ceiling the figure rounded up to the next
// 0.5 KB: it fails on growth, and whoever shrinks the core lowers the ceiling with it.
// Raised in issue 28/29's wave, from 45.5 KB (and the drop-in's from 50 KB), for bounded request
// inputs (decision 056: every request string's length and control-character checks, the tracking
// builder fitting its fields, +0.87 KB), the cart's totals by the contract's money rule
// (decision 063, +0.08 KB) and the refresh shared by the tabs (decision 062, +0.16 KB).
const GOAL_BYTES = 40 * 1024;
// Raised again by issue 28's cart work (the cart never locks, no lost edit: decisions 065–067, 016's
// table).
// And by one session per browser (decision 080: +1.21 KB core, +1.29 KB drop-in).
// Raised to 50 KB by the push of edits a closed tab left pending (decision 080, +0.27 KB).
// Raised to 50.5 KB (from 51,117 B) by the last lost-edit path of issue 28: a removal kept from a
// refused session, applied at the same user's next sign-in (decision 109, +0.17 KB), and an add
// cancelled out that a starting tab sends back (decision 110, +0.06 KB).
// Raised to 51 KB (from 51,650 B) by issue 28's refresh sent with keepalive (decision 119,
// +0.02 KB) and a change restored from a stale stored cart that the server has moved past, no
// longer sent again over the server's state (+0.08 KB, 51,730 B).
const CEILING_BYTES = 51 * 1024;
const LAZY_CEILING_BYTES = 1.5 * 1024;
const DEPENDENCIES = ['xstate', 'zod', 'ofetch', 'idb-keyval'];
const entry = fileURLToPath(new URL('../dist/index.js', import.meta.url));
// The drop-in (`@reelcart/sdk/embed`): measured as shipped, the whole built file (every
// dependency is inside it, whatever they are), on its own line with its own ratchet ceiling.
// Raised to 55 KB by issue 32 (embedding that sells, +0.62 KB from 54.34 KB): the login sync
// that drops the lines a shopper owns (decision 089, also in the core), the Checkout hand-off to
// the store, the API defaulting to the script's origin, the session end that never navigates the
// host page (decision 090) and `data-affiliate` (decision 091).
// Raised to 55.5 KB (from 56,319 B) by decisions 109 and 110 (+0.27 KB, as in the core).
// Raised to 56 KB by the same two changes of issue 28 as the core (+0.07 KB from 56,791 B).
const EMBED_CEILING_BYTES = 56 * 1024;
const embedDir = fileURLToPath(new URL('../dist/embed/', import.meta.url));

if (!existsSync(entry)) {
  console.error('size: dist/index.js is missing; run `npm run build -w sdk` first');
  process.exit(1);
}

/**
 * The core minified and gzipped (each chunk on its own, as a browser fetches them), with the
 * given packages left out of the bundle: the initial chunks and the lazily loaded ones.
 */
async function measure(external = [], only = undefined) {
  const outdir = mkdtempSync(join(tmpdir(), 'reelcart-size-'));
  try {
    const result = await build({
      // `only`: an app importing just these names from the entry (what it tree-shakes to).
      ...(only
        ? {
            stdin: {
              contents: `export { ${only} } from ${JSON.stringify(entry)};`,
              resolveDir: outdir,
            },
          }
        : { entryPoints: [entry] }),
      bundle: true,
      splitting: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      outdir,
      write: false,
      metafile: true,
      logLevel: 'error',
      external,
      // What the bundle exposes: the whole public API (nothing is tree-shaken away by a consumer).
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const files = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
    const outputs = result.metafile.outputs;
    const pathOf = (name) => join(process.cwd(), name);
    const entryName = Object.keys(outputs).find((name) => outputs[name].entryPoint);
    // Initial: the entry and its static imports, transitively. Lazy: every other chunk.
    const initial = new Set();
    const visit = (name) => {
      if (initial.has(name)) return;
      initial.add(name);
      for (const i of outputs[name].imports) {
        if (i.kind === 'import-statement' && !i.external) visit(i.path);
      }
    };
    visit(entryName);
    const sum = (names) =>
      names.reduce(
        (total, name) => {
          const code = files.get(pathOf(name));
          total.minified += code.length;
          total.gzipped += gzipSync(code, { level: 9 }).length;
          return total;
        },
        { minified: 0, gzipped: 0 },
      );
    const js = Object.keys(outputs).filter((name) => name.endsWith('.js'));
    return {
      initial: sum(js.filter((name) => initial.has(name))),
      lazy: sum(js.filter((name) => !initial.has(name))),
    };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const { initial, lazy } = await measure();
const verdict = initial.gzipped <= GOAL_BYTES ? 'within' : 'over';
console.log(
  `size: @reelcart/sdk core (dist/index.js + all dependencies, minified): ${kb(initial.minified)}, gzip ${kb(initial.gzipped)} — ${verdict} the ${kb(GOAL_BYTES)} goal; ratchet ceiling ${kb(CEILING_BYTES)}`,
);
console.log(
  `size: loaded on first use (import()): ${kb(lazy.minified)}, gzip ${kb(lazy.gzipped)}; ceiling ${kb(LAZY_CEILING_BYTES)}`,
);
// Where the initial bytes go: each dependency's share is what leaving it out saves.
const shares = [];
for (const name of DEPENDENCIES) {
  shares.push([name, initial.gzipped - (await measure([name])).initial.gzipped]);
}
const own = (await measure(DEPENDENCIES)).initial.gzipped;
console.log(
  `size: gzip shares — ${shares.map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ')}, SDK code ${kb(own)}`,
);
// What an application that imports only createCommerce (and its types) pays: the rest of the
// public API (machines, pure rules, adapters) is shaken out by its bundler.
const commerceOnly = await measure([], 'createCommerce');
console.log(
  `size: only createCommerce imported: gzip ${kb(commerceOnly.initial.gzipped)} initial, ${kb(commerceOnly.lazy.gzipped)} on first use`,
);
// Every ESM file of the drop-in's folder: one file today; a chunk split out later would count too.
const embedFiles = existsSync(embedDir)
  ? readdirSync(embedDir).filter((name) => name.endsWith('.js'))
  : [];
if (embedFiles.length === 0) {
  console.error('size: dist/embed/index.js is missing; run `npm run build -w sdk` first');
  process.exit(1);
}
const embed = embedFiles.reduce(
  (total, name) => {
    const code = readFileSync(join(embedDir, name));
    total.minified += code.length;
    total.gzipped += gzipSync(code, { level: 9 }).length;
    return total;
  },
  { minified: 0, gzipped: 0 },
);
console.log(
  `size: @reelcart/sdk/embed drop-in (dist/embed/${embedFiles.join(', ')}, self-contained, minified): ${kb(embed.minified)}, gzip ${kb(embed.gzipped)}; ratchet ceiling ${kb(EMBED_CEILING_BYTES)}`,
);
// Every size figure of docs/embedding.md is this script's: the spans it marks are rewritten here.
const docs = fileURLToPath(new URL('../../docs/embedding.md', import.meta.url));
if (existsSync(docs)) {
  const figure = { embed: embed.gzipped, core: initial.gzipped };
  const text = readFileSync(docs, 'utf8');
  const next = text.replace(
    /<!-- size:(embed|core) -->[^<]*<!-- \/size -->/g,
    (_, key) => `<!-- size:${key} -->${(figure[key] / 1024).toFixed(1)} KB<!-- /size -->`,
  );
  if (next !== text) writeFileSync(docs, next);
}
if (embed.gzipped > EMBED_CEILING_BYTES) {
  console.error(`size: the drop-in grew past its ${kb(EMBED_CEILING_BYTES)} ceiling`);
  process.exit(1);
}
if (initial.gzipped > CEILING_BYTES) {
  console.error(`size: the core grew past its ${kb(CEILING_BYTES)} ceiling`);
  process.exit(1);
}
if (lazy.gzipped > LAZY_CEILING_BYTES) {
  console.error(`size: the lazily loaded code grew past its ${kb(LAZY_CEILING_BYTES)} ceiling`);
  process.exit(1);
}
