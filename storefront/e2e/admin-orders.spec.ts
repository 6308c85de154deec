import type { APIRequestContext } from '@playwright/test';
import { AuthResponse } from '@reelcart/sdk/contract';
import { expectAxeClean, open, wrappedCells } from './admin-pages';
import {
  ACCOUNTS,
  adminOrigin,
  buyThroughApi,
  expect,
  failOnConsoleErrors,
  signInBrowser,
  test,
  waitForHydration,
} from './fixtures';

/**
 * The back office, part 2 (issue 18): orders and refunds on the admin host. A refund of an order
 * attributed to an affiliate ends the buyer's access (My videos no longer lists it, its media URL
 * answers 403) and voids the affiliate's commission.
 */
failOnConsoleErrors();

/** A new buyer referred by REELPAID who bought one video with the test card. */
async function referredPurchase(request: APIRequestContext) {
  const email = `e2e-refund-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const auth = AuthResponse.parse(
    await (
      await request.post('/api/auth/register', {
        data: { email, password: 'long-enough-1', referralCode: 'REELPAID' },
      })
    ).json(),
  );
  const headers = { authorization: `Bearer ${auth.token}` };
  const listed = await request.get('/api/videos?limit=1&page=7');
  const video = ((await listed.json()) as { items: Array<{ slug: string; title: string }> })
    .items[0];
  if (!video) throw new Error('no seeded video');
  const detail = (await (await request.get(`/api/videos/${video.slug}`)).json()) as {
    products: Array<{ _id: string; orderType: string }>;
  };
  const product = detail.products.find((p) => p.orderType === 'own') ?? detail.products[0];
  if (!product) throw new Error('no product');
  const order = await buyThroughApi(request, auth.token, [product._id]);
  return { auth, headers, video, productId: product._id, ...order };
}

test('refund an affiliate-attributed order: My videos drops it, its media URL answers 403, the commission is voided', async ({
  page,
  browser,
  request,
  login,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const admin = adminOrigin(base);
  const bought = await referredPurchase(request);

  // The buyer plays it: a media URL that answers the file.
  const url = await request.post(`/api/media/${bought.productId}/url`, {
    headers: bought.headers,
    data: { purpose: 'stream' },
  });
  expect(url.status()).toBe(200);
  const mediaUrl = ((await url.json()) as { url: string }).url;
  expect((await request.get(mediaUrl, { headers: { range: 'bytes=0-15' } })).status()).toBe(206);
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await signInBrowser(theirs, base, bought.auth);
  await them.goto(`${base}/dashboard/my-videos`);
  await expect(them.getByText(bought.video.title).first()).toBeVisible();

  // The admin finds the order by number, sees the affiliate, and refunds it with a reason.
  await login('admin');
  await open(page, `${admin}/admin/orders`);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expectAxeClean(page);
  await page.getByLabel('Order or e-mail').fill(bought.orderNumber);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${bought.orderNumber}`));
  await page.getByRole('link', { name: bought.orderNumber }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Order ${bought.orderNumber}` }),
  ).toBeVisible();
  await expect(page.getByTestId('order-affiliate')).toContainText('REELPAID');
  await expect(page.getByTestId('order-affiliate')).toContainText('(pending)');
  // The breadcrumb names the order by its number, not its internal id (issue 33).
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumbs' }).locator('[aria-current=page]'),
  ).toHaveText(bought.orderNumber);
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Refund order…' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund ${bought.orderNumber}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /^Refund \$/ }).click();
  await expect(dialog.getByText('Give a reason')).toBeVisible();
  await expectAxeClean(page);
  await dialog.getByLabel('Reason (required)').fill('Buyer bought the wrong video');
  await dialog.getByRole('button', { name: /^Refund \$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Refunded $' }).first()).toContainText(
    'The affiliate commission was voided.',
  );
  // …and says so in a toast, as every save, publish and refund does (issue 33).
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Refunded $' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Refunded');
  await expect(page.getByTestId('order-affiliate')).toContainText('(voided)');
  await expect(page.getByTestId('order-timeline')).toContainText('Buyer bought the wrong video');

  // The buyer's access ended: the issued URL, a new URL, and My videos.
  expect((await request.get(mediaUrl, { headers: { range: 'bytes=0-15' } })).status()).toBe(403);
  const again = await request.post(`/api/media/${bought.productId}/url`, {
    headers: bought.headers,
    data: { purpose: 'stream' },
  });
  expect(again.status()).toBe(403);
  await them.reload();
  await expect(them.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(them.getByText(bought.video.title)).toHaveCount(0);
  await theirs.close();

  // The affiliate's commission on this order is voided (the admin API reads the ledger).
  const adminAuth = AuthResponse.parse(
    await (await request.post('/api/auth/login', { data: ACCOUNTS.admin })).json(),
  );
  const order = (await (
    await request.get(`/api/admin/orders/${bought.orderId}`, {
      headers: { authorization: `Bearer ${adminAuth.token}` },
    })
  ).json()) as { attribution: { commissionStatus: string } | null; refundedCents: number };
  expect(order.attribution?.commissionStatus).toBe('voided');
  expect(order.refundedCents).toBeGreaterThan(0);
});

test('orders list: filters live in the URL; no match offers to clear them', async ({
  page,
  login,
  baseURL,
}) => {
  const admin = adminOrigin(baseURL ?? '');
  await login('admin');
  await open(page, `${admin}/admin/orders?status=refunded&sort=total&dir=asc`);
  await expect(page.getByTestId('order-status').first()).toHaveText('Refunded');
  // Sorted by the server: the Total header says so, and its button turns the order (issue 33).
  const totalHeader = page.getByRole('columnheader', { name: /Total/ });
  await expect(totalHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('columnheader', { name: /Created/ })).toHaveAttribute(
    'aria-sort',
    'none',
  );
  await waitForHydration(page);
  await totalHeader.getByRole('button').click();
  await expect(page).toHaveURL(/status=refunded.*sort=total&dir=desc/);
  await expect(totalHeader).toHaveAttribute('aria-sort', 'descending');
  await open(page, `${admin}/admin/orders?q=nobody-at-all%40example.test`);
  await expect(page.getByText('No order matches these filters.')).toBeVisible();
  await expectAxeClean(page);
});

test('orders list at 1280 px: order numbers, dates and amounts stay on one line', async ({
  page,
  login,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login('admin');
  await open(page, `${adminOrigin(baseURL ?? '')}/admin/orders`);
  expect(
    await wrappedCells(page, 'Orders', ['Order', 'Created', 'Items', 'Total', 'Refunded']),
  ).toEqual([]);
  // …and the table still fits its box: the text columns (the buyer's e-mail) take what is left.
  const box = page.getByRole('table', { name: 'Orders' }).locator('xpath=..');
  expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});
