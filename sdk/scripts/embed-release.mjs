// The drop-in as the store serves it (docs/embedding.md, decision 090): after `tsup`, copies the
// one self-contained file dist/embed/index.js to dist/cdn/ under a versioned, content-addressed
// name (cached for a year, immutable) and under the latest alias (cached 5 minutes), and writes
// dist/cdn/manifest.json { version, file, integrity, ... }. The storefront's build copies dist/cdn
// to /embed/ (storefront/scripts/build.mjs); its server adds CORS and the cache headers.
//
// `npm run embed:sri -w sdk` prints the script tag with its Subresource Integrity hash.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const sdk = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const source = sdk('dist/embed/index.js');
if (!existsSync(source)) {
  console.error('embed-release: dist/embed/index.js is missing; run `npm run build -w sdk` first');
  process.exit(1);
}
const { version } = JSON.parse(readFileSync(sdk('package.json'), 'utf8'));
const code = readFileSync(source);
const sha384 = createHash('sha384').update(code).digest();
const integrity = `sha384-${sha384.toString('base64')}`;
// The version, then the first 10 hex digits of the hash: a new build of one version never
// reuses a name, so a year of caching is safe.
const file = `reelcart-embed.${version}-${sha384.toString('hex').slice(0, 10)}.js`;
export const ALIAS = 'reelcart-embed.js';

const out = sdk('dist/cdn');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
copyFileSync(source, `${out}/${file}`);
copyFileSync(source, `${out}/${ALIAS}`);
const manifest = {
  version,
  file,
  alias: ALIAS,
  integrity,
  bytes: code.length,
  gzipBytes: gzipSync(code, { level: 9 }).length,
};
writeFileSync(`${out}/manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);

if (process.argv.includes('--print')) {
  const origin = process.argv[process.argv.indexOf('--print') + 1] ?? 'https://shop.example.com';
  console.log(
    `<script type="module" src="${origin}/embed/${file}" integrity="${integrity}" crossorigin="anonymous"></script>`,
  );
} else {
  console.log(`embed-release: dist/cdn/${file} (and ${ALIAS}), ${integrity}`);
}
