import type { TestProjectInlineConfiguration } from 'vitest/config';
import { sourceAliases } from './vitest.shared.ts';

/**
 * The list of test projects. Vitest 4 does not read this file by itself:
 * `vitest.config.ts` imports it as `test.projects`.
 */
export const projects: TestProjectInlineConfiguration[] = [
  {
    resolve: { alias: sourceAliases },
    test: {
      name: 'contract',
      root: './contract',
      environment: 'node',
      include: ['src/**/*.test.ts'],
      // Property tests (the money rule): the SDK's limit, for the same reason.
      testTimeout: 30_000,
    },
  },
  {
    resolve: { alias: sourceAliases },
    test: {
      name: 'sdk',
      root: './sdk',
      environment: 'node',
      include: ['src/**/*.test.{ts,tsx}', '../docs/examples/**/*.test.ts'],
      // Property tests run dozens of sequences per test on simulated time; on a loaded 2-core box
      // the default 5 s cut two of them off mid-run (a limit, never an assertion on time).
      testTimeout: 30_000,
    },
  },
  {
    resolve: { alias: sourceAliases },
    test: {
      name: 'server',
      root: './server',
      environment: 'node',
      include: ['src/**/*.test.ts'],
      // *.pg.test.ts need PostgreSQL (two instances on one database): `npm run test:postgres`.
      exclude: process.env.TEST_DATABASE === 'postgres' ? [] : ['src/**/*.pg.test.ts'],
      // PGlite is slow to start on a shared 2-core box: generous limits, never a flaky timeout.
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  },
  {
    resolve: { alias: sourceAliases },
    test: {
      name: 'storefront',
      root: './storefront',
      environment: 'happy-dom',
      // e2e/model/*.test.ts: the cart model test's pure parts (the specs themselves are Playwright's).
      include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'e2e/model/**/*.test.ts'],
      // As the SDK's: a property test of commerce.lazy.test.ts ran past the default 5 s in a
      // fresh-clone run on a loaded box (a limit, never an assertion on time).
      testTimeout: 30_000,
    },
  },
  {
    // Every story as a test in Chromium: stories/vitest.config.ts (Storybook's Vitest addon).
    extends: './stories/vitest.config.ts',
    test: { name: 'stories', root: './stories' },
  },
];
