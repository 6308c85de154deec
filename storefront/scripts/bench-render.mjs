#!/usr/bin/env node
// CPU per server render (issue 34, docs/decisions/092): the built production storefront
// (build/node/server.js, embedded API) in its own process, asked over an IPC channel for its own
// process.cpuUsage() before and after BENCH_RENDERS (100) sequential full-document renders of each
// path, over BENCH_ROUNDS (3) rounds with the paths alternated, after 20 warm-up renders each. It
// prints per path the median CPU per render and the p50 latency. Goals: /videos ≤ 5 ms, /faq ≤ 2.5 ms.
//   npm run build -w storefront && node tools/with-postgres.mjs npm run bench:render -w storefront
//   BENCH_PATHS=/videos,/faq,/videos/some-slug BENCH_RENDERS=200 …
// With TEST_POSTGRES_URL (tools/with-postgres.mjs) the API uses a new PostgreSQL database, which the
// server migrates and seeds at start; without it, PGlite in a temp directory, whose database work
// then runs in the measured process too (the figures say so).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmptyDatabase } from '../../tools/empty-database.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverJs = join(root, 'build', 'node', 'server.js');
if (!existsSync(serverJs)) {
  console.error('bench:render needs a build: npm run build -w storefront');
  process.exit(2);
}
const paths = (process.env.BENCH_PATHS ?? '/videos,/faq').split(',').filter(Boolean);
const renders = Math.min(Number(process.env.BENCH_RENDERS ?? 100), 2000);
const rounds = Math.min(Number(process.env.BENCH_ROUNDS ?? 3), 20);
const headers = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 bench-render' };

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });

const adminUrl = process.env.TEST_POSTGRES_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-render-'));
let databaseUrl;
let dropDatabase = async () => {};
if (adminUrl) {
  const database = await createEmptyDatabase(adminUrl, 'bench_render');
  databaseUrl = database.url;
  dropDatabase = database.drop;
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['--import', './scripts/cpu-probe.mjs', serverJs], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    API_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const cpu = async () => {
  const answer = once(child, 'message');
  child.send('cpu');
  const [{ cpu: usage }] = await answer;
  return (usage.user + usage.system) / 1000;
};

try {
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    if (attempt > 600 || child.exitCode !== null) throw new Error('the storefront did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const render = async (path) => {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers });
    await res.text();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return performance.now() - started;
  };
  for (const path of paths) for (let i = 0; i < 20; i++) await render(path);
  const samples = new Map(paths.map((p) => [p, { cpu: [], latency: [] }]));
  for (let round = 0; round < rounds; round++) {
    for (const path of round % 2 === 0 ? paths : [...paths].reverse()) {
      const entry = samples.get(path);
      const before = await cpu();
      for (let i = 0; i < renders; i++) entry.latency.push(await render(path));
      entry.cpu.push(((await cpu()) - before) / renders);
    }
  }
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  console.log(
    `Server render CPU (${adminUrl ? 'PostgreSQL' : 'PGlite in process: its database work is counted too'}; ${rounds} rounds × ${renders} sequential renders per path, medians; Node ${process.version})`,
  );
  console.log('| path                 | CPU per render ms | p50 latency ms |');
  console.log('| -------------------- | ----------------: | -------------: |');
  for (const [path, entry] of samples) {
    console.log(
      `| ${path.padEnd(20)} | ${median(entry.cpu).toFixed(2).padStart(17)} | ${median(entry.latency).toFixed(1).padStart(14)} |`,
    );
  }
} finally {
  child.kill('SIGTERM');
  await once(child, 'exit');
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
}
