#!/usr/bin/env node
// The PostgreSQL runs of `npm test` (docs/decisions/031), on the cluster tools/with-postgres.mjs
// started (TEST_POSTGRES_URL):
//   node tools/postgres-suite.mjs       the server suite (SDK-over-HTTP tests included) with every
//                                       test server on a database of its own, plus the *.pg.test.ts
//                                       files (two API instances on one database, ...)
//   node tools/postgres-suite.mjs e2e   one end-to-end purchase with the storefront's embedded API
//                                       on PostgreSQL, then the database-fault spec (the database
//                                       goes away and comes back) (E2E_POSTGRES_PORT, default 3211)
// Without TEST_POSTGRES_URL it says what it skips and succeeds, unless REQUIRE_POSTGRES=1 (CI).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmptyDatabase } from './empty-database.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2] === 'e2e' ? 'e2e' : 'server';
const adminUrl = process.env.TEST_POSTGRES_URL;

if (!adminUrl) {
  const what =
    mode === 'e2e'
      ? 'the end-to-end purchase on PostgreSQL'
      : 'the server suite on PostgreSQL and the two-instance tests';
  if (process.env.REQUIRE_POSTGRES === '1') {
    console.error(`postgres-suite: TEST_POSTGRES_URL is not set; ${what} cannot run`);
    process.exit(1);
  }
  console.warn(`postgres-suite: SKIPPED ${what} (no TEST_POSTGRES_URL: run through npm test)`);
  process.exit(0);
}

const run = (cmd, args, options) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...options });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

if (mode === 'server') {
  const code = await run(
    process.execPath,
    [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'server'],
    { cwd: root, env: { ...process.env, TEST_DATABASE: 'postgres' } },
  );
  process.exit(code);
}

// e2e: an empty database; the storefront's embedded API migrates and seeds it on start.
const { url } = await createEmptyDatabase(adminUrl, 'reelcart_e2e');
const code = await run(
  process.execPath,
  [
    join(root, 'node_modules/@playwright/test/cli.js'),
    'test',
    'e2e/checkout.spec.ts',
    'e2e/database-fault.spec.ts',
    '--grep',
    'check out with the test card|the database goes away',
    // One after the other: the fault spec takes the database away (files run in name order).
    '--workers=1',
  ],
  {
    cwd: join(root, 'storefront'),
    env: {
      ...process.env,
      E2E_DATABASE_URL: url,
      E2E_PORT: process.env.E2E_POSTGRES_PORT ?? '3211',
    },
  },
);
process.exit(code);
