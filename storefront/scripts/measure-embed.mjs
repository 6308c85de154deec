#!/usr/bin/env node
// Issue 32's figure: the time from navigation to a usable drop-in button on a SECOND origin.
// Serves docs/examples/cross-origin.html on http://127.0.0.1:{free port} (the store's origin
// filled in) against a running built store (default http://localhost:3000), opens it in
// Debian's Chromium and measures, per run, navigation start → the first
// <reelcart-add-to-cart> button enabled (its product loaded from the store's API). Fresh
// browser context per run (cold: the drop-in is fetched each time). Prints median and each run.
// Usage: node scripts/measure-embed.mjs [storeURL] [runs]
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const store = process.argv[2] ?? 'http://localhost:3000';
const runs = Number(process.argv[3] ?? 7);
const page = readFileSync(
  fileURLToPath(new URL('../../docs/examples/cross-origin.html', import.meta.url)),
  'utf8',
).replaceAll('https://shop.example.com', store);
const blog = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
});
await new Promise((resolve) => blog.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${blog.address().port}/`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const times = [];
try {
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(url, { waitUntil: 'commit' });
    await tab.waitForFunction(() => {
      const button = document
        .querySelector('reelcart-add-to-cart')
        ?.shadowRoot?.querySelector('button');
      return button && !button.disabled;
    });
    times.push(await tab.evaluate(() => performance.now()));
    await context.close();
  }
} finally {
  await browser.close();
  blog.close();
}
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `drop-in on a second origin, navigation → usable button: median ${sorted[Math.floor(runs / 2)].toFixed(0)} ms over ${runs} cold runs (${times.map((t) => t.toFixed(0)).join(', ')} ms)`,
);
