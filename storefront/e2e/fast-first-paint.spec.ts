import type { Locator, Page, Route } from '@playwright/test';
import { expect, failOnConsoleErrors, firstAddToCart, firstVideoSlug, test } from './fixtures';

failOnConsoleErrors();

/** The SDK's own chunk (lib/page-commerce.ts, imported by lib/commerce-start.ts). */
const SDK_CHUNK = /\/assets\/page-commerce-[\w-]+\.js$/;

test('an add-to-cart clicked before the SDK has loaded is queued, shown and applied', async ({
  page,
  navigate,
  request,
}) => {
  const slug = await firstVideoSlug(request);
  // Hold the SDK chunk: the page hydrates (catalogue pages do not wait for it) but cannot start it.
  const held: Route[] = [];
  await page.route(SDK_CHUNK, (route) => {
    held.push(route);
  });
  await navigate(`/videos/${slug}`);
  await expect(page.locator('html')).toHaveAttribute('data-sdk', 'deferred');
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  await firstAddToCart(page).click();
  // Queued: the badge counts it at once, the option says it is in the cart.
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByRole('link', { name: 'In cart: view cart' })).toBeVisible();
  // The click asked for the SDK; it is still held.
  await expect.poll(() => held.length).toBeGreaterThan(0);

  for (const route of held) await route.continue();
  await page.unroute(SDK_CHUNK);
  // Applied: the SDK's own cart has the line (the badge is the SDK's once it runs).
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByRole('link', { name: 'In cart: view cart' })).toBeVisible();

  // And it stays: the cart page lists it, and a fresh document renders the count from the request.
  await page.getByRole('link', { name: /^Cart, 1 item/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const html = await (await page.request.get('/videos')).text();
  expect(html).toMatch(/data-testid="cart-count"[^>]*>1</);
});

test('a tab whose SDK still waits shows another tab’s add as soon as it is made', async ({
  page,
  navigate,
  request,
}) => {
  const slug = await firstVideoSlug(request);
  // The waiting tab never reaches `load` (an image it never gets), so it is never idle, and
  // nobody touches it: only the other tab's word on the channel can start its SDK.
  const waiting = await page.context().newPage();
  await waiting.route('**/never-loads.png', () => {});
  await waiting.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const img = document.createElement('img');
      img.src = '/never-loads.png';
      img.alt = '';
      document.body.append(img);
    });
  });
  await waiting.goto('/', { waitUntil: 'domcontentloaded' });
  await waiting.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(waiting.getByTestId('cart-count')).toHaveText('0');
  await expect(waiting.locator('html')).not.toHaveAttribute('data-commerce', 'started');

  await navigate(`/videos/${slug}`);
  await firstAddToCart(page).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(waiting.locator('html')).toHaveAttribute('data-commerce', 'started');
  await expect(waiting.getByTestId('cart-count')).toHaveText('1');
  expect(await waiting.evaluate(() => document.readyState)).not.toBe('complete');
  await waiting.close();
});

test('the header renders the signed-in state from the request, before any script', async ({
  page,
  login,
}) => {
  await login('shopper');
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('href="/dashboard"');
  expect(html).not.toContain('href="/login"');
  expect(html).toContain('data-sdk="deferred"');
  // No SDK code before the page is used: the home page hydrates without it.
  const sdkRequests: string[] = [];
  page.on('request', (r) => {
    if (SDK_CHUNK.test(new URL(r.url()).pathname)) sdkRequests.push(r.url());
  });
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  expect(sdkRequests).toEqual([]);
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('a page that needs the SDK at once (the cart) still gets it before hydrating', async ({
  page,
  navigate,
}) => {
  await navigate('/cart');
  await expect(page.locator('html')).toHaveAttribute('data-sdk', 'eager');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  // A client navigation to a catalogue page and back keeps the hooks working.
  await page.getByRole('link', { name: 'Videos', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
  await page.getByRole('link', { name: /^Cart, / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
});

/**
 * Presses `target` and holds it until the SDK has started (the press asks for it, and its arrival
 * re-renders the page from the early form to the SDK's), then releases: the click must still land.
 */
async function clickAcrossSdkStart(page: Page, target: Locator) {
  await expect(page.locator('html')).not.toHaveAttribute('data-commerce', 'started');
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the target is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(page.locator('html')).toHaveAttribute('data-commerce', 'started');
  await page.mouse.up();
}

test('an add-to-cart whose press starts the SDK is not lost when the SDK arrives mid-click', async ({
  page,
  navigate,
  request,
}) => {
  await navigate(`/videos/${await firstVideoSlug(request)}`);
  await clickAcrossSdkStart(page, firstAddToCart(page));
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByRole('link', { name: 'In cart: view cart' })).toBeVisible();
});

test('a header link whose press starts the SDK still navigates', async ({ page, navigate }) => {
  await navigate('/videos');
  await clickAcrossSdkStart(page, page.getByRole('link', { name: /^Cart, / }));
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
});

test("a page's lead image is preloaded at high priority from the document's head", async ({
  page,
}) => {
  for (const path of ['/', '/videos']) {
    const html = await (await page.request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = head.match(/<link rel="preload"[^>]*fetchPriority="high"[^>]*>/gi) ?? [];
    expect(preloads.length, path).toBeGreaterThan(0);
    for (const link of preloads) expect(link).toContain('as="image"');
  }
});
