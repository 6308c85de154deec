#!/usr/bin/env node
// Measures the two figures of issue 5 against a running built server (default http://localhost:3000):
//   - the home route's initial JavaScript, gzip (every modulepreload and script of `/`), goal ≤ 130 KB
//   - the server render time of /videos (full document, loopback), p50 of 200 after 20 warm-ups, goal ≤ 25 ms
// Usage: node scripts/measure.mjs [baseURL]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const base = process.argv[2] ?? 'http://localhost:3000';
const client = fileURLToPath(new URL('../build/client', import.meta.url));
const headers = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 measure' };

const html = await (await fetch(`${base}/`, { headers })).text();
const scripts = new Set([
  ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]),
  ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]),
  ...[...html.matchAll(/import\("([^"]+\.js)"\)/g)].map((m) => m[1]),
  ...[...html.matchAll(/import \* as \w+ from "([^"]+\.js)"/g)].map((m) => m[1]),
]);
let raw = 0;
let gz = 0;
for (const src of scripts) {
  const bytes = readFileSync(join(client, new URL(src, base).pathname));
  raw += bytes.length;
  gz += gzipSync(bytes, { level: 9 }).length;
}
console.log(
  `home initial JS: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip`,
);

const serverTiming = (response, name) => {
  const entry = (response.headers.get('server-timing') ?? '')
    .split(',')
    .find((e) => e.trim().startsWith(name));
  return Number(entry?.match(/dur=([\d.]+)/)?.[1] ?? Number.NaN);
};

async function timings(path, runs = 200, warmup = 20) {
  const wall = [];
  const own = [];
  for (let i = 0; i < runs + warmup; i++) {
    const start = performance.now();
    const response = await fetch(`${base}${path}`, { headers });
    await response.text();
    if (i < warmup) continue;
    wall.push(performance.now() - start);
    // The storefront's own share: the whole request minus the time spent waiting on the API.
    const api = serverTiming(response, 'api');
    own.push(performance.now() - start - (Number.isNaN(api) ? 0 : api));
  }
  const p = (list, q) => [...list].sort((a, b) => a - b)[Math.floor(q * list.length)].toFixed(1);
  return `p50 ${p(wall, 0.5)} ms, p90 ${p(wall, 0.9)} ms; without API wait p50 ${p(own, 0.5)} ms (n=${wall.length})`;
}

// Interleaving would be fairer on a busy machine; sequential keeps it simple. Compare the three:
// the page, the API call it makes, and a page that makes no API call.
console.log(`/videos render:        ${await timings('/videos')}`);
console.log(`  its API call alone:  ${await timings('/api/videos?page=1&limit=24')}`);
console.log(`/faq (no API call):    ${await timings('/faq')}`);
