import { existsSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** The package's entries (the `exports` map of package.json). Entries without sources yet are skipped. */
const entries = {
  index: 'src/index.ts',
  'react/index': 'src/react/index.ts',
  'contract/index': 'src/contract/index.ts',
  'testing/index': 'src/testing/index.ts',
};

/**
 * The contract (`@reelcart/contract/store`, a private workspace package) is bundled into the SDK,
 * its types too: the declarations resolve it to its sources so they are inlined, not left as an
 * import no installer could resolve (docs/decisions/072).
 */
const dts = {
  compilerOptions: {
    paths: {
      '@reelcart/contract/store': ['../contract/src/store/index.ts'],
      '@reelcart/contract/core/*': ['../contract/src/core/*.ts'],
      '@reelcart/contract/store/*': ['../contract/src/store/*.ts'],
    },
  },
};

const missing = Object.values(entries).filter((path) => !existsSync(path));
if (missing.length > 0) console.warn(`tsup: no sources yet for ${missing.join(', ')}; skipped`);

export default defineConfig([
  {
    entry: Object.fromEntries(Object.entries(entries).filter(([, path]) => existsSync(path))),
    format: ['esm', 'cjs'],
    dts,
    // dist/embed is the drop-in's own build (below), running at the same time.
    clean: ['!embed/**'],
    target: 'es2022',
    platform: 'neutral',
    splitting: true,
    treeshake: true,
    sourcemap: false,
    external: ['react', 'react-dom'],
  },
  {
    // The one-tag drop-in (`@reelcart/sdk/embed`, docs/embedding.md): ONE self-contained file per
    // format with every dependency inside (no import map, no bundler), minified for the browser.
    // No splitting, so what the SDK loads on first use (`import()`) is inlined into that file.
    entry: { index: 'src/embed/index.ts' },
    outDir: 'dist/embed',
    format: ['esm', 'cjs'],
    dts,
    clean: true,
    target: 'es2022',
    platform: 'browser',
    splitting: false,
    treeshake: true,
    minify: true,
    sourcemap: false,
    noExternal: [/.*/],
    define: { 'process.env.NODE_ENV': '"production"' },
  },
]);
