import type { APIRequestContext, Page, Route } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

const SERIOUS = ['serious', 'critical'];

async function firstVideo(request: APIRequestContext) {
  const response = await request.get('/api/videos?limit=1');
  const body = (await response.json()) as { items: Array<{ slug: string; title: string }> };
  const video = body.items[0];
  if (!video) throw new Error('no seeded video');
  return video;
}

/** Holds every cart and tracking call until `release()`: nothing can answer meanwhile. */
async function holdCartCalls(page: Page) {
  const held: Route[] = [];
  const pattern = /\/api\/(cart|user\/log)/;
  await page.route(pattern, (route) => {
    held.push(route);
  });
  return async () => {
    await page.unroute(pattern);
    await Promise.all(held.map((route) => route.continue()));
  };
}

test('sign up, add to cart (badge first), cart line, coupon changes the total', async ({
  page,
  navigate,
  request,
}) => {
  const video = await firstVideo(request);
  await navigate(`/sign-up?redirect=/videos/${video.slug}`);
  await page.getByLabel('E-mail').fill(`buyer-${Date.now()}-${Math.random()}@reelcart.test`);
  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  expect(await axeViolations(page, SERIOUS)).toEqual([]);

  const release = await holdCartCalls(page);
  // Click, then see when the badge changes: the cart calls are held, so no answer can help.
  const outcome = await page.evaluate(
    () =>
      new Promise<{ badge: string | null | undefined; ms: number }>((resolve) => {
        const button = document.querySelector('[data-testid="purchase-option"] button');
        const badge = document.querySelector('[data-testid="cart-count"]');
        if (!(button instanceof HTMLButtonElement) || !badge) throw new Error('no button or badge');
        const start = performance.now();
        const done = () => resolve({ badge: badge.textContent, ms: performance.now() - start });
        new MutationObserver(done).observe(badge, {
          subtree: true,
          childList: true,
          characterData: true,
        });
        button.click();
        setTimeout(done, 2_000);
      }),
  );
  expect(outcome.badge).toBe('1');
  console.log(`add-to-cart click → badge: ${outcome.ms.toFixed(2)} ms`);
  // The goal is one frame (16 ms; ~12-25 ms measured idle, 80 ms under the parallel suite):
  // the bound only catches a badge that waits for something, with room for a loaded CI box.
  expect(outcome.ms).toBeLessThan(250);
  await release();

  await page.getByRole('link', { name: /^Cart, 1 item/ }).click();
  await expect(page).toHaveURL('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('link', { name: video.title })).toBeVisible();
  const before = await page.getByTestId('cart-total').textContent();
  await page.getByLabel('Coupon code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('applied-coupon')).toHaveText('WELCOME10');
  await expect(page.getByTestId('cart-total')).not.toHaveText(before ?? '');
  expect(await axeViolations(page, SERIOUS)).toEqual([]);

  await page.getByRole('button', { name: 'Remove coupon' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText(before ?? '');
  await page.getByLabel('Coupon code').fill('NOPE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
});

test('a guest checking out is asked to log in, back to the cart', async ({
  page,
  navigate,
  request,
}) => {
  const video = await firstVideo(request);
  await navigate(`/videos/${video.slug}`);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('link', { name: /In cart/ })).toBeVisible();
  // The add is confirmed in the toaster (issue 33), with a link to the cart.
  const added = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'to your cart' });
  await expect(added).toContainText(`Added ${video.title} (`);
  await added.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL('/cart');
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page.getByRole('alert')).toContainText('User not authenticated');
  await expect(page.getByRole('link', { name: 'Log in to check out' })).toHaveAttribute(
    'href',
    '/login?redirect=/cart',
  );
});

test('keyboard only: add to cart, open the cart, apply a coupon, check out', async ({
  page,
  navigate,
  login,
  request,
}) => {
  const video = await firstVideo(request);
  await login('shopper');
  await navigate(`/videos/${video.slug}`);
  const focusOn = async (name: RegExp, key = 'Tab') => {
    for (let i = 0; i < 60; i += 1) {
      const label = await page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
      );
      if (label && name.test(label)) return;
      await page.keyboard.press(key);
    }
    throw new Error(`could not reach ${name} with ${key}`);
  };
  await focusOn(/^Add to cart$/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await focusOn(/^Cart, 1 item/, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await focusOn(/^Apply$/);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type('WELCOME10');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('applied-coupon')).toHaveText('WELCOME10');
  await focusOn(/^Check out$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/billing');
});
