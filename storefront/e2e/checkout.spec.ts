import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, firstAddToCart, test } from './fixtures';

/** Signs a new shopper up, adds the cheapest own option of the n-th video and checks out. */
async function toBilling(page: Page, navigate: (path: string) => Promise<void>, n: number) {
  const response = await page.request.get(`/api/videos?limit=1&page=${n}`);
  const body = (await response.json()) as { items: Array<{ slug: string; title: string }> };
  const video = body.items[0];
  if (!video) throw new Error('no seeded video');
  await navigate(`/sign-up?redirect=/videos/${video.slug}`);
  await page.getByLabel('E-mail').fill(`payer-${Date.now()}-${Math.random()}@reelcart.test`);
  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await page.getByRole('link', { name: /^Cart, 1 item/ }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL('/billing');
  return video;
}

test('check out with the test card: success page, then the video shows as owned', async ({
  page,
  navigate,
}) => {
  const video = await toBilling(page, navigate, 5);
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
  await page.getByLabel('Test card').check();
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/checkout\/success\/.+/);
  // At once, not after the cart's 1 s clear (issue 28, item 4: it said "Cart 2" for ~2 s).
  expect(await page.getByTestId('cart-count').textContent()).toBe('0');
  await expect(page.getByRole('heading', { level: 1, name: 'Order confirmed' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Purchased videos' })).toContainText(video.title);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
  await page.getByRole('link', { name: video.title }).click();
  const first = page.getByTestId('purchase-option').first();
  await expect(first).toContainText('Already owned');
  await expect(first.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
});

test('a declined card goes to /checkout/failed with the cart intact', async ({
  page,
  navigate,
}) => {
  const video = await toBilling(page, navigate, 6);
  await page.getByLabel('Card number').fill('4000000000000002');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL('/checkout/failed');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout failed' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the cart' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText(video.title);
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL('/billing');
});

test('the payment step works with the keyboard alone', async ({ page, navigate }) => {
  await toBilling(page, navigate, 7);
  // From the top of the billing page: Tab to the card number, type it, Tab on to Pay, Enter.
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.getByLabel('Card number').evaluate((el) => el === document.activeElement)) break;
  }
  await page.keyboard.type('4242424242424242');
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (/^Pay /.test(label)) break;
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/success\/.+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order confirmed' })).toBeVisible();
});

// Issue 28, item 2: back from billing, Remove and Add to cart did nothing (no request, no
// message), and a reload did not help. Decision 065.
test('back from billing the cart takes edits again, after a reload too', async ({
  page,
  navigate,
}) => {
  const video = await toBilling(page, navigate, 9);
  await page.getByRole('link', { name: 'Back to the cart' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', { name: `Remove ${video.title}` }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Cart, 0 items/ })).toBeVisible();
  await navigate(`/videos/${video.slug}`);
  await firstAddToCart(page).click();
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
  await page.getByRole('link', { name: /^Cart, 1 item/ }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  // The server has it: a new document renders the cart from it.
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL('/billing');
});

// Issue 28 (found by admin-coupons.spec): a page opened within the completed cart's 1 s clear
// read the paid cart as `completed` and pushed the next add with that state: refused (400), the
// add never reached the server.
test('leaving the success page at once, the next add reaches the new cart', async ({
  page,
  navigate,
}) => {
  const next = (await (await page.request.get('/api/videos?limit=1&page=11')).json()) as {
    items: Array<{ slug: string; title: string }>;
  };
  const video = next.items[0];
  if (!video) throw new Error('no seeded video');
  await toBilling(page, navigate, 10);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/checkout\/success\/.+/);
  // Within the 1 s clear: the stored cart is still the paid one, `completed`.
  await page.goto(`/videos/${video.slug}`);
  const pushed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST',
    { timeout: 30_000 },
  );
  await firstAddToCart(page).click();
  const response = await pushed;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    cart: { state: string; products: Array<{ video: { title: string } }> };
  };
  expect(body.cart.state).toBe('active');
  expect(body.cart.products.map((line) => line.video.title)).toEqual([video.title]);
  await page.reload();
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
});
