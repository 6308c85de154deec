import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { AuthResponse } from '@reelcart/sdk/contract';
import {
  expect,
  firstAddToCart,
  firstVideoSlug,
  NEW_USER_PASSWORD,
  registerUser,
  signInBrowser,
  test,
  waitForHydration,
} from './fixtures';

/** Spec §4/§7 resilience: edits survive reloads and dead servers, tabs converge, tokens refresh. */

async function serverCartIds(request: APIRequestContext, token: string): Promise<string[]> {
  const response = await request.get('/api/cart', {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status() === 404) return [];
  const body = (await response.json()) as { cart: { products: Array<{ _id: string }> } };
  return body.cart.products.map((product) => product._id);
}

/** A new account, signed in in the browser, on the first video's page (hydrated). */
async function signedInOnAVideo(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<AuthResponse> {
  const { auth } = await registerUser(request);
  await signInBrowser(context, baseURL ?? '', auth);
  await page.goto(`/videos/${await firstVideoSlug(request)}`);
  await waitForHydration(page);
  return auth;
}

/** A new account whose browser holds a refused access token (its refresh token still good). */
async function withRefusedToken(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<AuthResponse> {
  const { auth } = await registerUser(request);
  await signInBrowser(context, baseURL ?? '', auth, { refusedToken: true });
  return auth;
}

async function addFirstOption(page: Page) {
  await firstAddToCart(page).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
}

test('an add in one tab appears in the other', async ({ context, request }) => {
  const slug = await firstVideoSlug(request);
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto(`/videos/${slug}`);
  await second.goto('/');
  await Promise.all([waitForHydration(first), waitForHydration(second)]);
  await expect(second.getByTestId('cart-count')).toHaveText('0');
  await addFirstOption(first);
  await expect(second.getByTestId('cart-count')).toHaveText('1');
});

test("a reload keeps a guest's pending edit (never sent anywhere)", async ({
  page,
  request,
  navigate,
}) => {
  await navigate(`/videos/${await firstVideoSlug(request)}`);
  await addFirstOption(page);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await navigate('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});

test('leaving the page flushes a signed-in edit to the server at once (no 10 s wait)', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const auth = await signedInOnAVideo(page, context, request, baseURL);
  await addFirstOption(page);
  // Reloading fires pagehide: the SDK pushes with fetch keepalive before the page goes.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect.poll(() => serverCartIds(request, auth.token)).toHaveLength(1);
});

test('a push the server refuses is reported in a toast and the edit is kept, then synced', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const auth = await signedInOnAVideo(page, context, request, baseURL);
  await page.route('**/api/cart', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { message: 'database unavailable' } })
      : route.continue(),
  );
  await addFirstOption(page);
  // Hiding the page flushes the edit at once (spec §4) instead of after the 10 s idle wait.
  const hide = () =>
    page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
  await hide();
  await expect(page.getByText('Failed to update cart')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.unroute('**/api/cart');
  await hide();
  await expect.poll(() => serverCartIds(request, auth.token)).toHaveLength(1);
});

test("a guest's cart is pushed to the server on sign-in", async ({ page, request, navigate }) => {
  const { email } = await registerUser(request);
  await navigate(`/videos/${await firstVideoSlug(request)}`);
  await addFirstOption(page);
  await navigate('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(NEW_USER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const login = await request.post('/api/auth/login', {
    data: { email, password: NEW_USER_PASSWORD },
  });
  const { token } = AuthResponse.parse(await login.json());
  await expect.poll(() => serverCartIds(request, token)).toHaveLength(1);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a refused access token is refreshed without the user noticing', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await withRefusedToken(context, request, baseURL);
  const refreshes: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/refresh-token')) refreshes.push(Date.now());
  });
  await page.goto('/cart');
  await waitForHydration(page);
  await expect.poll(() => refreshes.length).toBe(1);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

/** The session in the browser's auth cookie (its refresh token), or null. */
async function cookieRefreshToken(context: BrowserContext): Promise<string | null> {
  const cookie = (await context.cookies()).find((c) => c.name === 'reelcart_auth');
  if (!cookie) return null;
  return (JSON.parse(decodeURIComponent(cookie.value)) as { refreshToken: string | null })
    .refreshToken;
}

test('a refresh the tab does not live to read still moves the cookie on: no spent token is left there to be refused later', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const auth = await withRefusedToken(context, request, baseURL);
  // The server makes the refresh at once and holds its answer 3 s: the tab closes meanwhile.
  const fault = await request.post('/api/testing/faults', {
    data: { email: auth.user.email, delayMs: 3_000, paths: ['/api/auth/refresh-token'] },
  });
  expect(fault.ok()).toBe(true);
  const refresh = page.waitForRequest((r) => r.url().endsWith('/api/auth/refresh-token'));
  await page.goto('/cart');
  const presented = ((await refresh).postDataJSON() as { refreshToken: string }).refreshToken;
  expect(presented).toBe(auth.refreshToken);
  await page.close();

  // The answer still reaches the cookie (keepalive + the store's Set-Cookie): the live token, the
  // one the spent token leads to (asked again, as a probe, within the reuse interval).
  await expect.poll(() => cookieRefreshToken(context), { timeout: 10_000 }).not.toBe(presented);
  const live = await request.post('/api/auth/refresh-token', {
    data: { refreshToken: presented },
    headers: { 'x-reelcart-test-probe': '1' },
  });
  expect(live.status()).toBe(200);
  expect(await cookieRefreshToken(context)).toBe(
    ((await live.json()) as { refreshToken: string }).refreshToken,
  );
});

/** Where the server has a refresh token: spent (rotated), revoked — without presenting it. */
async function tokenState(request: APIRequestContext, refreshToken: string) {
  const response = await request.post('/api/testing/refresh-token', { data: { refreshToken } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { known: boolean; spent: boolean; revoked: boolean };
}

test('a page render the browser leaves before its headers gives back the refresh it spent: the cookie keeps a live token', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { auth } = await registerUser(request);
  // The access token has expired: the server render of a page refreshes first, with the cookie's
  // refresh token, and would send the new pair in its response's Set-Cookie.
  await signInBrowser(context, baseURL ?? '', auth, { expiredToken: true });
  // The refresh is made at once and its answer held 3 s: the browser leaves meanwhile.
  const fault = await request.post('/api/testing/faults', {
    data: { email: auth.user.email, delayMs: 3_000, paths: ['/api/auth/refresh-token'] },
  });
  expect(fault.ok()).toBe(true);
  const loading = page.goto('/dashboard').catch(() => undefined);
  await expect.poll(async () => (await tokenState(request, auth.refreshToken)).spent).toBe(true);
  await page.goto('about:blank');
  await loading;
  // Once the held answer is back, the render finds the browser gone and withdraws the rotation:
  // the cookie's token is live again, so it will not be taken for a reused one later.
  await expect
    .poll(async () => tokenState(request, auth.refreshToken), { timeout: 10_000 })
    .toEqual({ known: true, spent: false, revoked: false });
  await request.post('/api/testing/faults', { data: { email: auth.user.email, clear: true } });
  expect(await cookieRefreshToken(context)).toBe(auth.refreshToken);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
