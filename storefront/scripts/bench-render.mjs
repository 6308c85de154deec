#!/usr/bin/env node
// CPU per server render (issue 34, docs/decisions/092): the built production storefront
// (build/node/server.js, embedded API) in its own process, asked over an IPC channel for its own
// process.cpuUsage() before and after BENCH_RENDERS (100) sequential full-document renders of each
// path, over BENCH_ROUNDS (3) rounds with the paths alternated, after 20 warm-up renders each. It
// prints per path the median CPU per render and the p50 latency. Goals: /videos ≤ 5 ms, /faq ≤ 2.5 ms.
//   npm run build -w storefront && node tools/with-postgres.mjs npm run bench:render -w storefront
//   BENCH_PATHS=/videos,/faq,/videos/some-slug BENCH_RENDERS=200 …
// BENCH_BUILDS=before=../.bench-storefront-before/build/node/server.js,after compares builds side
// by side (a label and a built server.js each; a label alone is this build): each in its own
// process and database, alternated within every round, so their ratio holds on a loaded machine.
// A build imports ../../../server and reads its storefront folder (the working directory), so the
// other one is a copy of storefront/ at the same depth (node_modules linked) with an older app/.
// With TEST_POSTGRES_URL (tools/with-postgres.mjs) the API uses a new PostgreSQL database, which the
// server migrates and seeds at start; without it, PGlite in a temp directory, whose database work
// then runs in the measured process too (the figures say so).
// BENCH_CPU_PROF=/some/dir writes a V8 CPU profile of each build's process there (`node --cpu-prof`,
// written when the process exits at the end of the run), warm-up renders included.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmptyDatabase } from '../../tools/empty-database.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const builds = (process.env.BENCH_BUILDS ?? 'this')
  .split(',')
  .filter(Boolean)
  .map((entry) => {
    const [label, file] = entry.split('=');
    return { label, serverJs: resolve(root, file ?? join('build', 'node', 'server.js')) };
  });
for (const { serverJs } of builds) {
  if (!existsSync(serverJs)) {
    console.error(`bench:render needs a build (${serverJs}): npm run build -w storefront`);
    process.exit(2);
  }
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
const cpuProfiles = process.env.BENCH_CPU_PROF;

/** One built storefront in its own process (and database), with its CPU counter over IPC. */
async function startTarget({ label, serverJs }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-render-'));
  let databaseUrl;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const database = await createEmptyDatabase(
      adminUrl,
      `bench_render_${label.replace(/\W/g, '_')}`,
    );
    databaseUrl = database.url;
    dropDatabase = database.drop;
  }
  const port = await freePort();
  // A build reads its own files from its storefront folder (the working directory).
  const child = spawn(
    process.execPath,
    [
      ...(cpuProfiles ? ['--cpu-prof', `--cpu-prof-dir=${resolve(cpuProfiles)}`] : []),
      '--import',
      join(root, 'scripts', 'cpu-probe.mjs'),
      serverJs,
    ],
    {
      cwd: join(serverJs, '..', '..', '..'),
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
    },
  );
  return {
    label,
    base: `http://127.0.0.1:${port}`,
    child,
    cpu: async () => {
      const answer = once(child, 'message');
      child.send('cpu');
      const [{ cpu: usage }] = await answer;
      return (usage.user + usage.system) / 1000;
    },
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const targets = [];
try {
  for (const build of builds) targets.push(await startTarget(build));
  for (const target of targets) {
    for (let attempt = 0; ; attempt++) {
      try {
        if ((await fetch(`${target.base}/readyz`)).ok) break;
      } catch {}
      if (attempt > 600 || target.child.exitCode !== null) {
        throw new Error(`the storefront (${target.label}) did not start`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const render = async (target, path) => {
    const started = performance.now();
    const res = await fetch(`${target.base}${path}`, { headers });
    await res.text();
    if (res.status !== 200) throw new Error(`${target.label} ${path} answered ${res.status}`);
    return performance.now() - started;
  };
  const key = (target, path) => `${target.label} ${path}`;
  const samples = new Map();
  for (const target of targets) {
    for (const path of paths) {
      for (let i = 0; i < 20; i++) await render(target, path);
      samples.set(key(target, path), { target, path, cpu: [], latency: [] });
    }
  }
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? targets : [...targets].reverse();
    for (const path of round % 2 === 0 ? paths : [...paths].reverse()) {
      for (const target of order) {
        const entry = samples.get(key(target, path));
        const before = await target.cpu();
        for (let i = 0; i < renders; i++) entry.latency.push(await render(target, path));
        entry.cpu.push(((await target.cpu()) - before) / renders);
      }
    }
  }
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  console.log(
    `Server render CPU (${adminUrl ? 'PostgreSQL' : 'PGlite in process: its database work is counted too'}; ${rounds} rounds × ${renders} sequential renders per path, medians; Node ${process.version}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  console.log('| build      | path                 | CPU per render ms | p50 latency ms |');
  console.log('| ---------- | -------------------- | ----------------: | -------------: |');
  for (const entry of samples.values()) {
    console.log(
      `| ${entry.target.label.padEnd(10)} | ${entry.path.padEnd(20)} | ${median(entry.cpu).toFixed(2).padStart(17)} | ${median(entry.latency).toFixed(1).padStart(14)} |`,
    );
  }
  if (targets.length > 1) {
    const [first, ...others] = targets;
    for (const other of others) {
      for (const path of paths) {
        const ratio =
          median(samples.get(key(other, path)).cpu) / median(samples.get(key(first, path)).cpu);
        console.log(
          `${other.label} / ${first.label}, ${path}: ${ratio.toFixed(2)}× the CPU per render`,
        );
      }
    }
  }
} finally {
  for (const target of targets) await target.stop();
}
