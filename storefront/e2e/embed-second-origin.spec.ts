import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { AuthResponse } from '@reelcart/sdk/contract';
import { baseURL, blogPort } from '../playwright.config';
import { ACCOUNTS, buyThroughApi, expect, NEW_USER_PASSWORD, registerUser, test } from './fixtures';

/**
 * Issue 32: docs/examples/cross-origin.html — nothing but the docs' script tag from the store
 * and the elements — served as it is on a SECOND origin (127.0.0.1 on its own port; the store is
 * localhost), nothing proxied. Only the store's origin and the affiliate's code are filled in. The shopper adds two videos as a guest,
 * presses Checkout, signs in on the store and pays.
 *
 * The same server answers as `http://localhost:{port}` too: another origin on the store's own
 * site, whose cookies are the store's (cookies do not look at ports) — what `blog.example.com`
 * is to `shop.example.com` with COOKIE_DOMAIN=.example.com. Both origins are the store's
 * EMBED_ORIGINS (playwright.config.ts, decision 097).
 */
const PAGE = fileURLToPath(new URL('../../docs/examples/cross-origin.html', import.meta.url));
const OWNED_FIRST = 'prd_0003_own_hd';
const SECOND = 'prd_0001_own_hd';
const THIRD = 'prd_0005_own_hd';

let blog: Server;
let blogURL = '';
/** The blog on the store's site (shares the store's auth cookie). */
let sameSiteBlogURL = '';
let affiliateCode = '';

async function tokenOf(request: APIRequestContext, data: { email: string; password: string }) {
  const response = await request.post('/api/auth/login', { data });
  return AuthResponse.parse(await response.json());
}

test.beforeAll(async ({ request }, testInfo) => {
  const affiliate = await tokenOf(request, ACCOUNTS.affiliate);
  affiliateCode = affiliate.user.affiliateCode ?? '';
  expect(affiliateCode).not.toBe('');
  blog = createServer((req, res) => {
    if (req.url !== '/' && req.url !== '/index.html') {
      res.writeHead(404).end();
      return;
    }
    const html = readFileSync(PAGE, 'utf8')
      .replaceAll('https://shop.example.com', baseURL)
      .replaceAll('YOUR-CODE', affiliateCode);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  // Every loopback address (127.0.0.1 and ::1), on the worker's listed port.
  await new Promise<void>((resolve) => blog.listen(blogPort(testInfo.parallelIndex), resolve));
  const { port } = blog.address() as AddressInfo;
  blogURL = `http://127.0.0.1:${port}/`;
  sameSiteBlogURL = `http://localhost:${port}/`;
});

test.afterAll(() => new Promise<void>((resolve) => blog.close(() => resolve())));

const addButton = (page: Page, id: string) =>
  page.locator(`reelcart-add-to-cart[product-id="${id}"]`).getByRole('button');

/** The guest adds `ids` on the blog and presses Checkout; answers on the store's login. */
async function guestCheckout(page: Page, ids: string[]) {
  await page.goto(blogURL);
  for (const id of ids) {
    await expect(addButton(page, id)).toBeEnabled();
    await addButton(page, id).click();
  }
  await expect(page.locator('reelcart-cart-count')).toHaveAttribute('count', String(ids.length));
  await page.locator('reelcart-cart').getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/, { timeout: 15_000 });
}

async function signInAndPay(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(NEW_USER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${baseURL}/billing`, { timeout: 15_000 });
  await page.getByLabel('Test card').check();
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/checkout\/success\/.+/);
}

/** The affiliate's clicks from the blog (its `source` is the blog's host), this month. */
async function blogClicks(request: APIRequestContext, token: string) {
  const response = await request.get('/api/affiliate/analytics', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { bySource } = (await response.json()) as { bySource: { key: string; clicks: number }[] };
  return bySource.find((line) => line.key === '127.0.0.1')?.clicks ?? 0;
}

async function lastOrder(request: APIRequestContext, email: string) {
  const { token } = await tokenOf(request, { email, password: NEW_USER_PASSWORD });
  const response = await request.get('/api/orders', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { items } = (await response.json()) as {
    items: { orderNumber: string; items: { productId: string }[] }[];
  };
  const order = items[0];
  if (!order) throw new Error('no order');
  return { orderNumber: order.orderNumber, products: order.items.map((i) => i.productId).sort() };
}

test('a guest on another site buys two videos; the affiliate on the page earns the commission', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { email } = await registerUser(request, 'embed');
  const affiliate = await tokenOf(request, ACCOUNTS.affiliate);
  const clicksBefore = await blogClicks(request, affiliate.token);
  await guestCheckout(page, [OWNED_FIRST, SECOND]);
  await signInAndPay(page, email);
  const order = await lastOrder(request, email);
  expect(order.products).toEqual([OWNED_FIRST, SECOND].sort());
  // One visit of the blog, one click: the hand-off to the store is no second one (decision 096).
  await expect.poll(() => blogClicks(request, affiliate.token)).toBe(clicksBefore + 1);
  await expect
    .poll(async () => {
      const response = await request.get('/api/affiliate/overview', {
        headers: { authorization: `Bearer ${affiliate.token}` },
      });
      const overview = (await response.json()) as {
        recent: { orderNumber: string; status: string }[];
      };
      return overview.recent.find((line) => line.orderNumber === order.orderNumber)?.status;
    })
    .toBe('pending');

  // The same shopper, a guest again on the blog (signed out of the store), with a video they
  // now own and a new one: the owned line is dropped with the spec's reason, the other bought.
  await page.context().clearCookies();
  await guestCheckoutFresh(page, email);
  expect((await lastOrder(request, email)).products).toEqual([THIRD]);
});

/** Empties the blog's guest cart, adds an owned and a new video, checks out and pays. */
async function guestCheckoutFresh(page: Page, email: string) {
  await page.goto(blogURL);
  const cart = page.locator('reelcart-cart');
  // The hand-off moved the first cart to the store: the blog shows none of the bought lines.
  await expect(page.locator('reelcart-cart-count')).toHaveAttribute('count', '0');
  await expect(cart.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await page.evaluate(
    ([third]) => {
      const element = document.createElement('reelcart-add-to-cart');
      element.setAttribute('product-id', third ?? '');
      document.querySelector('main')?.append(element);
    },
    [THIRD],
  );
  for (const id of [OWNED_FIRST, THIRD]) {
    await expect(addButton(page, id)).toBeEnabled();
    await addButton(page, id).click();
  }
  await expect(page.locator('reelcart-cart-count')).toHaveAttribute('count', '2');
  await cart.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/, { timeout: 15_000 });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(NEW_USER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${baseURL}/billing`, { timeout: 15_000 });
  await expect(
    page.getByRole('status').filter({ hasText: 'Removed from your cart' }),
  ).toContainText('Already owned');
  await page.getByLabel('Test card').check();
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/checkout\/success\/.+/);
}

/** A new account that owns `productIds`, bought through the API with the test card. */
async function buyer(request: APIRequestContext, productIds: string[]) {
  const { email, auth } = await registerUser(request, 'embed-login');
  await buyThroughApi(request, auth.token, productIds);
  return email;
}

/** On the store's login (reached from the blog): signs in, and is sent back to `back`. */
async function signInOnTheStore(page: Page, email: string, back: string) {
  await expect(page).toHaveURL(`${baseURL}/login?redirect=${encodeURIComponent(back)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(NEW_USER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(back, { timeout: 15_000 });
}

const ownedButton = (page: Page) =>
  page.locator(`reelcart-add-to-cart[product-id="${OWNED_FIRST}"]`);
/** `<reelcart-account>`'s "Sign in": the store's login, coming back to the page it is on. */
const accountSignIn = (page: Page) =>
  page.locator('reelcart-account').getByRole('link', { name: 'Sign in' });

/**
 * A guest on the blog of the store's site follows its sign-in link and signs in on the store; back
 * on the blog, whose cookie is the store's, the drop-in has the shopper's session (what they own).
 */
async function signInFromTheSameSiteBlog(page: Page, email: string) {
  await page.goto(sameSiteBlogURL);
  await expect(ownedButton(page)).toHaveAttribute('data-state', 'available');
  await accountSignIn(page).click();
  await signInOnTheStore(page, email, sameSiteBlogURL);
  await expect(ownedButton(page)).toHaveAttribute('data-state', 'owned');
  await expect(page.locator('reelcart-account')).toContainText(`Signed in as ${email}`);
}

test('the blog’s sign-in link goes to the store’s login and back to the blog; no unlisted site is', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { email } = await registerUser(page.request, 'embed-back');
  await page.goto(blogURL);
  await accountSignIn(page).click();
  await signInOnTheStore(page, email, blogURL);
  // Another site: the store's auth cookie is not the blog's, so the drop-in here is a guest's
  // (docs/embedding.md); the shopper is signed in on the store.
  await expect(ownedButton(page)).toHaveAttribute('data-state', 'available');
  await page.goto(`${baseURL}/dashboard`);
  await expect(page).toHaveURL(`${baseURL}/dashboard`);

  // A site off EMBED_ORIGINS (a port nobody listed): the login ends on the store's own page.
  await page.context().clearCookies();
  const unlisted = `http://127.0.0.1:${blogPort(50)}/`;
  await page.goto(`${baseURL}/login?redirect=${encodeURIComponent(unlisted)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(NEW_USER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${baseURL}/dashboard`, { timeout: 15_000 });
});

test('on the store’s own site the login brings the shopper back signed in; signed out in the store, the blog is a guest’s where it is', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await signInFromTheSameSiteBlog(page, await buyer(request, [OWNED_FIRST]));
  await expect(ownedButton(page).getByText('Already owned')).toBeVisible();

  // Signed out in the store, in another tab; the blog's page is not touched.
  const store = await context.newPage();
  await store.goto(`${baseURL}/protected`);
  await store.getByRole('button', { name: 'Sign out' }).click();
  await expect(store).toHaveURL(`${baseURL}/login`);
  await store.close();
  // Its next step reads the cookie (decision 080): the guest's cart, and nothing owned.
  await addButton(page, SECOND).click();
  await expect(ownedButton(page)).toHaveAttribute('data-state', 'available');
  await expect(page.locator('reelcart-cart-count')).toHaveAttribute('count', '1');
  await expect(page).toHaveURL(sameSiteBlogURL);
});

test('<reelcart-account> on the store’s site: signed in, it names the shopper; Sign out stays on the blog and ends the store’s session', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await buyer(request, [OWNED_FIRST]);
  await signInFromTheSameSiteBlog(page, email);
  const account = page.locator('reelcart-account');
  await expect(account).toContainText(`Signed in as ${email}`);
  await account.getByRole('button', { name: 'Sign out' }).focus();
  await page.keyboard.press('Enter');
  await expect(accountSignIn(page)).toBeVisible({ timeout: 15_000 });
  await expect(account.getByRole('button', { name: 'Sign out' })).toBeHidden();
  await expect(ownedButton(page)).toHaveAttribute('data-state', 'available');
  await expect(page).toHaveURL(sameSiteBlogURL);
  // The session was the store's: the store asks for a sign-in again.
  await page.goto(`${baseURL}/protected`);
  await expect(page).toHaveURL(/\/login/);
});

test('a session that ends under the blog leaves the page where it is; the cart’s sign-in link brings the shopper back', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await buyer(request, [OWNED_FIRST]);
  await signInFromTheSameSiteBlog(page, email);

  // Another device signs every session out, and the blog's access token is past its time: its
  // refresh is refused, the session has ended (the SDK's own /login navigation on the store).
  const { token } = await tokenOf(request, { email, password: NEW_USER_PASSWORD });
  const revoked = await request.post('/api/auth/sign-out-everywhere', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.ok()).toBe(true);
  expect((await request.post('/api/testing/expire-access-tokens', { data: { email } })).ok()).toBe(
    true,
  );
  await page.reload();
  const signIn = page
    .locator('reelcart-cart')
    .getByRole('link', { name: 'Your session ended: sign in on the store' });
  await expect(signIn).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(sameSiteBlogURL);
  await expect(ownedButton(page)).toHaveAttribute('data-state', 'available');
  await signIn.click();
  await signInOnTheStore(page, email, sameSiteBlogURL);
  await expect(ownedButton(page)).toHaveAttribute('data-state', 'owned');
});
