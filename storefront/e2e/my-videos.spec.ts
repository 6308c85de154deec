import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { createRequestCookieJar, sessionFromAuthResponse, writeAuthCookie } from '@reelcart/sdk';
import { AuthResponse } from '@reelcart/sdk/contract';
import { axeViolations } from './axe';
import { buyThroughApi, expect, failOnConsoleErrors, test } from './fixtures';

failOnConsoleErrors();

const HOUR = 3600;

/** A new account holding `productIds`, bought through the API with the test card, signed in. */
async function buyerWith(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  productIds: string[],
) {
  const email = `media-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const auth = AuthResponse.parse(
    await (
      await request.post('/api/auth/register', { data: { email, password: 'long-enough-1' } })
    ).json(),
  );
  if (productIds.length > 0) await buyThroughApi(request, auth.token, productIds);
  const session = sessionFromAuthResponse(auth);
  if (!session) throw new Error('no session');
  const jar = createRequestCookieJar('');
  writeAuthCookie(jar, session);
  const pair = (jar.setCookieHeaders()[0] ?? '').split(';')[0] ?? '';
  const eq = pair.indexOf('=');
  await context.addCookies([{ name: pair.slice(0, eq), value: pair.slice(eq + 1), url: baseURL }]);
  return { email, token: auth.token };
}

/** The player plays: it knows its duration and its time advances. */
async function expectPlaying(page: Page) {
  const player = page.getByTestId('player');
  await expect(player).toBeVisible();
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 10_000 })
    .toBeGreaterThan(1);
  const first = await player.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(first + 0.3);
}

test('buy with the test card → My videos lists it → Watch plays → Download answers the file', async ({
  page,
  navigate,
}) => {
  const response = await page.request.get('/api/videos?limit=1&page=9');
  const video = ((await response.json()) as { items: Array<{ slug: string; title: string }> })
    .items[0];
  if (!video) throw new Error('no seeded video');
  await navigate(`/sign-up?redirect=/videos/${video.slug}`);
  await page.getByLabel('E-mail').fill(`viewer-${Date.now()}-${Math.random()}@reelcart.test`);
  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await page
    .getByTestId('purchase-option')
    .filter({ hasText: 'HD (720p)' })
    .first()
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await page.getByRole('link', { name: /^Cart, 1 item/ }).click();
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL('/billing');
  await page.getByLabel('Test card').check();
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/checkout\/success\/.+/);

  await navigate('/dashboard/my-videos');
  await expect(page.getByRole('heading', { level: 1, name: 'My videos' })).toBeVisible();
  const item = page.getByTestId('my-video').filter({ hasText: video.title });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Owned');
  await expect(item).toContainText('HD (720p)');
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);

  await item.getByRole('button', { name: 'Watch' }).click();
  await expectPlaying(page);
  // The pointer off the button: .btn-solid's hover colour (rose-500) is below 4.5:1 with white.
  await page.mouse.move(0, 0);
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);

  // Download: the browser is sent to a signed URL answering an attachment; the page stays.
  const download = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Download' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^[a-z0-9-]+-hd\.mp4$/);
  const location = saved.url();
  expect(new URL(location).pathname).toMatch(/^\/api\/media\/prd_\d+_own_hd\/file$/);
  await expect(page).toHaveURL('/dashboard/my-videos');
  const file = await page.request.get(location);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('video/mp4');
  expect(file.headers()['accept-ranges']).toBe('bytes');
  expect(file.headers()['content-disposition']).toMatch(
    /^attachment; filename="[a-z0-9-]+-hd\.mp4"$/,
  );
  const part = await page.request.get(location, { headers: { range: 'bytes=0-99' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/);
});

test("the seeded shopper's rental shows its countdown; filters and search live in the URL", async ({
  page,
  login,
  navigate,
}) => {
  await login('shopper');
  await navigate('/dashboard/my-videos');
  const items = page.getByTestId('my-video');
  await expect(items).toHaveCount(2);
  const rental = page.locator('[data-testid="my-video"][data-status="renting"]');
  // The seed's rental ends within days of the seed (server/src/modules/orders/seed.ts): a real countdown.
  await expect(rental.locator('time')).toHaveText(/^\d d \d\d h \d\d min left$/);
  const ends = Date.parse((await rental.locator('time').getAttribute('datetime')) ?? '');
  expect(ends - Date.now()).toBeGreaterThan(0);
  expect(ends - Date.now()).toBeLessThanOrEqual(3 * 86_400_000);

  await page.getByLabel('Renting').check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/filter=renting/);
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAttribute('data-status', 'renting');

  await navigate('/dashboard/my-videos?filter=expired');
  await expect(page.getByText('No expired videos.')).toBeVisible();
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);

  await navigate('/dashboard/my-videos?q=zzz-nothing');
  await expect(page.getByText(/No videos match/)).toBeVisible();
});

test('a new account sees the empty state', async ({
  page,
  context,
  request,
  baseURL,
  navigate,
}) => {
  await buyerWith(context, request, baseURL ?? '', []);
  await navigate('/dashboard/my-videos');
  await expect(page.getByText('You do not own or rent any videos yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse videos' }).last()).toBeVisible();
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
});

test.describe('with the server clock moved past a rental', () => {
  test.afterEach(async ({ request }) => {
    await request.post('/api/testing/clock', { data: { offsetSeconds: 0 } });
  });

  test('the rental shows expired with Rent again / Buy to own, and its media URL answers 403', async ({
    page,
    context,
    request,
    baseURL,
    navigate,
  }) => {
    await buyerWith(context, request, baseURL ?? '', ['prd_0161_rental']);
    await navigate('/dashboard/my-videos');
    const item = page.getByTestId('my-video');
    await expect(item).toHaveAttribute('data-status', 'renting');
    await expect(item.locator('time')).toHaveText(/ left$/);

    // Keyboard: Tab to Watch and press Enter.
    const watch = item.getByRole('button', { name: 'Watch' });
    for (let i = 0; i < 60; i += 1) {
      if (await watch.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(watch).toBeFocused();
    await page.keyboard.press('Enter');
    await expectPlaying(page);
    const src = (await page.getByTestId('player').getAttribute('src')) ?? '';
    expect((await request.get(src, { headers: { range: 'bytes=0-9' } })).status()).toBe(206);
    // A rental is not downloadable.
    await expect(item.getByRole('button', { name: 'Download' })).toHaveCount(0);

    const moved = await request.post('/api/testing/clock', {
      data: { offsetSeconds: 73 * HOUR },
    });
    expect(moved.status()).toBe(200);
    expect((await request.get(src)).status()).toBe(403);

    await navigate('/dashboard/my-videos');
    await expect(item).toHaveAttribute('data-status', 'expired');
    await expect(item).toContainText('Rental expired');
    await expect(item.getByRole('button', { name: /^Rent again/ })).toBeVisible();
    await expect(item.getByRole('link', { name: 'Buy to own' })).toHaveAttribute(
      'href',
      /^\/videos\/.+#purchase-title$/,
    );
    await expect(item.getByRole('button', { name: 'Watch' })).toHaveCount(0);
    expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);

    await item.getByRole('button', { name: /^Rent again/ }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
  });
});
