import { existsSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** The package's entries (the `exports` map of package.json). Entries without sources yet are skipped. */
const entries = {
  index: 'src/index.ts',
  'react/index': 'src/react/index.ts',
  'contract/index': 'src/contract/index.ts',
  'testing/index': 'src/testing/index.ts',
};

const missing = Object.values(entries).filter((path) => !existsSync(path));
if (missing.length > 0) console.warn(`tsup: no sources yet for ${missing.join(', ')}; skipped`);

export default defineConfig({
  entry: Object.fromEntries(Object.entries(entries).filter(([, path]) => existsSync(path))),
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  splitting: true,
  treeshake: true,
  sourcemap: false,
  external: ['react', 'react-dom'],
});
