import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../tools/chromium';

/**
 * The built storefront, run as compiled JavaScript (build/node/server.js, no TypeScript loader), with
 * the embedded API on an in-memory, seeded database (or PostgreSQL at E2E_DATABASE_URL).
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${PORT}`;

/**
 * The port of the page that embeds the cart on a second origin (e2e/embed-second-origin.spec.ts),
 * one per parallel worker: `http://127.0.0.1:{port}` is another site, `http://localhost:{port}`
 * the store's site on another origin (cookies do not look at ports). Both are the store's
 * EMBED_ORIGINS below, so its login may send the shopper back there (decision 097).
 */
export function blogPort(parallelIndex: number): number {
  return PORT + 1000 + parallelIndex;
}
const WORKERS = 2;
// Listed for up to four workers (`--workers=4` still finds its blog on the list).
const EMBED_ORIGINS = Array.from({ length: 4 }, (_, index) => blogPort(index)).flatMap((port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
]);

export default defineConfig({
  testDir: 'e2e',
  // Specs only: e2e/model/*.test.ts are Vitest unit tests of the cart model test's pure parts.
  testMatch: '**/*.spec.ts',
  // The database-fault spec stops the e2e database: only in `npm run test:e2e:postgres`.
  testIgnore: process.env.E2E_DATABASE_URL ? [] : ['**/database-fault.spec.ts'],
  fullyParallel: true,
  forbidOnly: true,
  workers: WORKERS,
  retries: 0,
  // The run's failures are printed again at its end, with why (a CI record may keep only the tail).
  reporter: [[process.env.CI ? 'line' : 'list'], ['./e2e/failures-last.ts']],
  timeout: 30_000,
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/build.mjs && node build/node/server.js',
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      API_ENV: 'development',
      DATA_DIR: ':memory:',
      PORT: String(PORT),
      LOGIN_RATE_LIMIT_MAX: '10000',
      // Every spec signs up from this one address (decision 060's per-address limit).
      REGISTER_RATE_LIMIT_MAX: '10000',
      // POST /api/testing/clock moves the clock of rentals and media URLs (my-videos.spec.ts).
      TEST_CLOCK: 'true',
      // /api/testing/faults, expire-access-tokens and cart-quote: the cart model test's levers,
      // scoped to its own shoppers (e2e/model/, decision 070).
      TEST_HOOKS: 'true',
      EMBED_ORIGINS: EMBED_ORIGINS.join(','),
      // `npm run test:e2e:postgres`: the embedded API on PostgreSQL instead of PGlite.
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
