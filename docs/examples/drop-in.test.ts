import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants, createCommerce, createMemoryCookieJar } from '@reelcart/sdk';
import { OWNERSHIP_REASONS } from '@reelcart/sdk/contract';
import type { Browser, Page, Route } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbedRig, type EmbedServer, startEmbedRig } from './embedServer';

/**
 * docs/embedding.md's first section, as a test: docs/examples/drop-in.html has nothing but the
 * drop-in's `<script type="module" src>` and its three elements. It loads the BUILT file
 * (sdk/dist/embed/index.js) in Debian's Chromium, beside the reference server on a seeded,
 * in-memory PGlite, signed in as the seeded shopper through the shared auth cookie.
 */
const { AUTH_COOKIE_NAME } = constants;
const SHOPPER = { email: 'shopper@reelcart.test', password: 'shopper-pass-1' };
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The auth cookie the SDK writes after a sign-in, as a browser on that origin would hold it. */
async function shopperCookie(baseURL: string): Promise<string> {
  const cookies = createMemoryCookieJar();
  const commerce = createCommerce({ baseURL, cookies, captureReferral: false });
  const { error } = await commerce.auth.signIn(SHOPPER);
  commerce.destroy();
  const value = cookies.get(AUTH_COOKIE_NAME);
  if (error || !value) throw new Error(`sign-in failed: ${error?.message ?? 'no cookie'}`);
  return encodeURIComponent(value);
}

const count = (page: Page) => page.locator('reelcart-cart-count [part="badge"]').textContent();
const addButton = (page: Page, productId: string) =>
  page.locator(`reelcart-add-to-cart[product-id="${productId}"]`).getByRole('button');
const note = (page: Page, productId: string) =>
  page.locator(`reelcart-add-to-cart[product-id="${productId}"] [part="note"]`).textContent();

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
}

describe('the drop-in: one script tag and three elements on a plain page', () => {
  let rig: EmbedRig;
  let server: EmbedServer;
  let browser: Browser;

  beforeAll(async () => {
    rig = await startEmbedRig();
    ({ server, browser } = rig);
  }, 120_000);

  afterAll(() => rig?.close());

  it('adds optimistically, reaches a second tab, shows the owned reason, passes axe', async () => {
    const context = await browser.newContext();
    const origin = server.url.replace(/\/$/, '');
    await context.addCookies([
      { name: AUTH_COOKIE_NAME, value: await shopperCookie(origin), url: server.url },
    ]);
    const failures: string[] = [];
    const open = async () => {
      const page = await context.newPage();
      page.on('pageerror', (error) => failures.push(error.message));
      await page.goto(`${server.url}drop-in.html`);
      await expect.poll(() => addButton(page, 'prd_0003_own_hd').isEnabled()).toBe(true);
      await expect.poll(() => count(page)).toBe('0');
      return page;
    };
    const first = await open();
    const second = await open();

    // Signed in through the shared cookie: the owned and rented videos show the spec's reasons.
    await expect.poll(() => note(first, 'prd_0001_own_hd')).toBe(OWNERSHIP_REASONS.owned);
    await expect.poll(() => note(first, 'prd_0002_rental')).toBe(OWNERSHIP_REASONS.activeRental);
    expect(await addButton(first, 'prd_0001_own_hd').isDisabled()).toBe(true);

    // Hold every cart push: whatever the count shows next, the server has not answered it.
    const held: Route[] = [];
    await first.route('**/api/cart', (route) =>
      route.request().method() === 'POST' ? held.push(route) : route.continue(),
    );
    // From the keyboard: focus the button, press Enter.
    await addButton(first, 'prd_0003_own_hd').focus();
    await first.keyboard.press('Enter');
    await expect.poll(() => count(first)).toBe('1');
    expect(await addButton(first, 'prd_0003_own_hd').textContent()).toMatch(/^Remove from cart/);
    expect(await first.locator('reelcart-cart-count [role="status"]').textContent()).toContain(
      'Cart, 1 item',
    );
    // The other tab adopts the change from the SDK's cart-sync channel, still before any answer.
    await expect.poll(() => count(second)).toBe('1');
    await expect
      .poll(() => addButton(second, 'prd_0003_own_hd').textContent())
      .toMatch(/^Remove from cart/);
    expect(held.length).toBe(0);

    // Hiding the page flushes the pending edit (spec §9): now the push goes out; let it through.
    await first.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await expect.poll(() => held.length).toBe(1);
    await held[0]?.continue();
    await first.unroute('**/api/cart');
    await expect.poll(() => count(first)).toBe('1');

    // The cart element lists the line with a labelled remove button and a checkout link.
    await expect
      .poll(() =>
        first
          .locator('reelcart-cart')
          .getByRole('button', { name: 'Remove Distant Valley IV' })
          .count(),
      )
      .toBe(1);
    expect(
      await first
        .locator('reelcart-cart')
        .getByRole('link', { name: 'Checkout' })
        .getAttribute('href'),
    ).toBe(`${origin}/checkout?add=prd_0003_own_hd`); // the hand-off carries the line (decision 090)

    await first.addScriptTag({ content: axeSource });
    const result = await first.evaluate(() =>
      (window as unknown as { axe: { run(): Promise<AxeResult> } }).axe.run(),
    );
    const serious = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
    expect(serious).toEqual([]);
    expect(failures).toEqual([]);
    await context.close();
  }, 90_000);
});
