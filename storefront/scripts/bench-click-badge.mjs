#!/usr/bin/env node
// Click → cart badge in Chromium (issue 21, goal p95 ≤ 16 ms): on a running production server
// (default http://localhost:3000), opens video pages one after another and times, inside the page,
// from the "Add to cart" click to the badge's new count in the DOM, and to the next animation
// frame after it (what the visitor can see). Two cases each run:
//   early — the click comes before the SDK has started (the queued path, decision 051)
//   live  — the click comes once the SDK runs (the SDK's optimistic add)
// Usage: node scripts/bench-click-badge.mjs [baseURL] [runs=30]
import { chromium } from 'playwright';

const base = process.argv[2] ?? 'http://localhost:3000';
const runs = Number(process.argv[3] ?? 30);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});

const list = await (await fetch(`${base}/api/videos?limit=${Math.min(100, runs * 2)}`)).json();
const slugs = list.items.map((v) => v.slug);

async function measure(mode) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const dom = [];
  const frame = [];
  for (let i = 0; i < runs; i++) {
    await page.goto(`${base}/videos/${slugs[i % slugs.length]}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    if (mode === 'live') {
      // Start the SDK the way a visitor does (first interaction), then wait for its restore.
      await page.mouse.move(1, 1);
      await page.dispatchEvent('body', 'pointerdown');
      await page.waitForFunction(() => document.documentElement.dataset.commerce === 'started');
      await page.waitForTimeout(100);
    }
    const result = await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const button = [
            ...document.querySelectorAll('[data-testid="purchase-option"] button'),
          ][0];
          const badge = document.querySelector('[data-testid="cart-count"]');
          if (!button || !badge) return reject(new Error('no add button or badge'));
          const before = badge.textContent;
          let start = 0;
          const observer = new MutationObserver(() => {
            const now = document.querySelector('[data-testid="cart-count"]');
            if (now?.textContent === before) return;
            const domMs = performance.now() - start;
            observer.disconnect();
            requestAnimationFrame(() => resolve({ domMs, frameMs: performance.now() - start }));
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          start = performance.now();
          button.click();
        }),
    );
    dom.push(result.domMs);
    frame.push(result.frameMs);
  }
  await context.close();
  const p = (list, q) =>
    [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))];
  console.log(
    `${mode.padEnd(5)} click → badge in the DOM: p50 ${p(dom, 0.5).toFixed(1)} ms, p95 ${p(dom, 0.95).toFixed(1)} ms; to the next frame: p50 ${p(frame, 0.5).toFixed(1)} ms, p95 ${p(frame, 0.95).toFixed(1)} ms (n=${runs})`,
  );
}

try {
  await measure('early');
  await measure('live');
} finally {
  await browser.close();
}
