import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../tools/chromium';

/**
 * The built storefront, run as compiled JavaScript (build/node/server.js, no TypeScript loader), with
 * the embedded API on an in-memory, seeded database (or PostgreSQL at E2E_DATABASE_URL).
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  // Specs only: e2e/model/*.test.ts are Vitest unit tests of the cart model test's pure parts.
  testMatch: '**/*.spec.ts',
  // The database-fault spec stops the e2e database: only in `npm run test:e2e:postgres`.
  testIgnore: process.env.E2E_DATABASE_URL ? [] : ['**/database-fault.spec.ts'],
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
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
      // `npm run test:e2e:postgres`: the embedded API on PostgreSQL instead of PGlite.
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
