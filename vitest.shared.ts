import { fileURLToPath } from 'node:url';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Workspace packages resolve to their sources in tests, so no build is needed before a test run. */
export const sourceAliases = [
  {
    // The SDK imports the store contract module by module (decision 072).
    find: /^@reelcart\/contract\/(store|core)\/(\w+)$/,
    replacement: src('./contract/src/$1/$2.ts'),
  },
  {
    find: /^@reelcart\/contract\/(store|affiliate|admin|docs)$/,
    replacement: src('./contract/src/$1/index.ts'),
  },
  { find: /^@reelcart\/sdk\/(react|contract|testing)$/, replacement: src('./sdk/src/$1/index.ts') },
  { find: /^@reelcart\/sdk$/, replacement: src('./sdk/src/index.ts') },
  { find: /^@reelcart\/server$/, replacement: src('./server/src/index.ts') },
];
