#!/usr/bin/env node
// `npm start`: build the storefront (the React Router build and the server compiled to plain
// JavaScript, storefront/build/node/server.js), then serve it with `node` alone, no TypeScript
// loader, with the embedded reference API (seeded on first start, data under storefront/.data) on
// http://localhost:3000. PORT, ADMIN_HOST, API_URL,
// DATA_DIR, DATABASE_URL and JWT_SECRET pass through. The server runs as a direct child (no npx),
// so stopping this process stops it.
//
// Without JWT_SECRET this is a local demo: the API runs in development mode, and its start banner
// says so (seeded accounts with published passwords, development keys, mail at /admin/mail).
// With JWT_SECRET the API runs in production mode: it also needs PAYOUT_DETAILS_KEY, and it
// seeds no account (decision 059).
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const build = spawnSync(npm, ['run', 'build', '-w', 'storefront'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, [join(root, 'storefront', 'build', 'node', 'server.js')], {
  cwd: join(root, 'storefront'),
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    // Without a JWT_SECRET the embedded API runs as in development: a generated secret under DATA_DIR.
    API_ENV: process.env.API_ENV ?? (process.env.JWT_SECRET ? 'production' : 'development'),
    PORT: process.env.PORT ?? '3000',
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
