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

const times = [];
for (let i = 0; i < 220; i++) {
  const start = performance.now();
  const response = await fetch(`${base}/videos`, { headers });
  await response.text();
  if (i >= 20) times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
console.log(
  `/videos render: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms (n=${times.length})`,
);
