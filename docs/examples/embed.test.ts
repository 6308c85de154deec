import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbedRig, type EmbedServer, startEmbedRig } from './embedServer';

/**
 * docs/embedding.md, as a test: docs/examples/embed.html loads the BUILT SDK (sdk/dist) with a
 * plain `<script type="module">` and an import map, in Debian's Chromium, against the reference
 * server (`@reelcart/server`'s createApp on an in-memory, seeded PGlite).
 */
const SHOPPER = { email: 'shopper@reelcart.test', password: 'shopper-pass-1' };

describe('embedding the built SDK in a plain HTML page', () => {
  let rig: EmbedRig;
  let server: EmbedServer;
  let browser: Browser;

  beforeAll(async () => {
    rig = await startEmbedRig();
    ({ server, browser } = rig);
  }, 120_000);

  afterAll(() => rig?.close());

  it('lists videos, keeps a guest cart, shows the server message, signs in, survives a reload, signs out', async () => {
    const page = await browser.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(server.url);

    await expect.poll(() => page.locator('#videos li').count()).toBe(3);
    await expect.poll(() => page.locator('#videos li').first().textContent()).toMatch(/from \$/);
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Signed out');

    // A guest cart: added at once, kept in IndexedDB across a reload.
    await page.locator('#videos button').first().click();
    await expect.poll(() => page.locator('#cart-summary').textContent()).toMatch(/^1 item\(s\)/);
    await page.reload();
    await expect.poll(() => page.locator('#cart-summary').textContent()).toMatch(/^1 item\(s\)/);

    await page.getByLabel('E-mail').fill(SHOPPER.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The server's own message, as the auth machine keeps it.
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Invalid email or password');

    await page.getByLabel('Password').fill(SHOPPER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe(`Signed in as ${SHOPPER.email}`);
    expect(await page.getByRole('alert').isHidden()).toBe(true);
    // Signing in merges the guest cart into the server cart (the login sync).
    await expect.poll(() => page.locator('#cart-summary').textContent()).toMatch(/item\(s\)/);

    // The session lives in the auth cookie: a reload restores it without a request.
    await page.reload();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe(`Signed in as ${SHOPPER.email}`);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Signed out');
    expect(failures).toEqual([]);
    await page.close();
  }, 60_000);
});
