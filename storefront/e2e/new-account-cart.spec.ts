import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect, firstAddToCart, firstVideoSlug, test } from './fixtures';

/**
 * A brand-new account has no server cart yet. The API answers its first `GET /api/cart` with a new
 * empty cart rather than a 404, which the SDK would turn into 'Failed to load cart data.' and a
 * cleared cart (decision 009).
 */

const LOAD_FAILED = 'Failed to load cart data.';

// The first add's push waits for the SDK's sync debounce (about 10 s): room for a loaded CI box.
test.describe.configure({ timeout: 60_000 });

/** Every answer to a cart call (`GET`/`POST /api/cart`), in order. */
function recordCartCalls(page: Page) {
  const seen: Array<{ method: string; status: number }> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/cart') {
      seen.push({ method: response.request().method(), status: response.status() });
    }
  });
  return seen;
}

const isCartFetch = (response: Response) =>
  new URL(response.url()).pathname === '/api/cart' && response.request().method() === 'GET';

/** The signed-in cart after its first load: empty, no error, and a first add syncs without a 409. */
async function expectEmptyCartThatSyncs(
  page: Page,
  navigate: (path: string) => Promise<void>,
  request: APIRequestContext,
  calls: Array<{ method: string; status: number }>,
) {
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await expect(page.getByText(LOAD_FAILED)).toHaveCount(0);
  await navigate('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await expect(page.getByText(LOAD_FAILED)).toHaveCount(0);

  await navigate(`/videos/${await firstVideoSlug(request)}`);
  const pushed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST',
  );
  await firstAddToCart(page).click();
  expect((await pushed).status()).toBe(200);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByText(LOAD_FAILED)).toHaveCount(0);
  expect(
    calls.filter((c) => c.status >= 400),
    JSON.stringify(calls),
  ).toEqual([]);
}

test('a new account made on /sign-up gets an empty cart, not a load error', async ({
  page,
  navigate,
  request,
}) => {
  const calls = recordCartCalls(page);
  await navigate('/sign-up');
  await page.getByLabel('E-mail').fill(`fresh-${Date.now()}-${Math.random()}@reelcart.test`);
  await page.getByLabel('Password').fill('a-long-enough-password');
  const fetched = page.waitForResponse(isCartFetch);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/dashboard');
  const first = await fetched;
  expect(first.status()).toBe(200);
  const body = (await first.json()) as {
    cart: { _id: string; version: number; state: string; products: unknown[] };
  };
  expect(body.cart).toMatchObject({ version: 0, state: 'active', products: [] });
  expect(body.cart._id).toMatch(/^cart_/);
  await expectEmptyCartThatSyncs(page, navigate, request, calls);
});

test('a first log-in with an empty guest cart gets an empty cart, not a load error', async ({
  page,
  navigate,
  request,
}) => {
  const email = `first-login-${Date.now()}-${Math.random().toString(36).slice(2)}@reelcart.test`;
  const password = 'a-long-enough-password';
  const registered = await request.post('/api/auth/register', { data: { email, password } });
  expect(registered.ok(), 'register').toBe(true);

  const calls = recordCartCalls(page);
  await navigate('/login');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  const fetched = page.waitForResponse(isCartFetch);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/dashboard');
  expect((await fetched).status()).toBe(200);
  await expectEmptyCartThatSyncs(page, navigate, request, calls);
});
