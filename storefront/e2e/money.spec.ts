import type { APIRequestContext, Page } from '@playwright/test';
import { AuthResponse } from '@reelcart/sdk/contract';
import { axeViolations } from './axe';
import { ACCOUNTS, expect, registerUser, signInBrowser, test } from './fixtures';

/**
 * Issue 28 items 1 and 6 in the browser: the cart, the Pay button, the success page, the order
 * page and the admin's payment say the same figures to the cent (decision 063); after a refund of
 * one line the buyer's order page says so (decision 064).
 */
interface Listed {
  slug: string;
  products: Array<{ _id: string; orderType: string; resolution: string; price: number }>;
}

/** The catalogue's first 60 videos with their products (the seed has every price the tests use). */
async function firstVideos(request: APIRequestContext): Promise<Listed[]> {
  return ((await (await request.get('/api/videos?limit=60')).json()) as { items: Listed[] }).items;
}

/** Adds the option of `slug` priced `price` on its video page; it then links to the cart. */
async function addOption(
  page: Page,
  navigate: (path: string) => Promise<void>,
  slug: string,
  price: string,
) {
  await navigate(`/videos/${slug}`);
  const option = page.getByTestId('purchase-option').filter({ hasText: price });
  await option.getByRole('button', { name: 'Add to cart' }).click();
  await expect(option.getByRole('link', { name: /In cart/ })).toBeVisible();
}

test('$3.99 rental + $14.99 own HD with WELCOME10: −$1.90 and $17.08 everywhere; a refund shows on the order page', async ({
  page,
  context,
  request,
  baseURL,
  navigate,
}) => {
  const items = await firstVideos(request);
  const rental = items.find((v) =>
    v.products.some((p) => p.orderType === 'rental' && p.price === 3.99),
  );
  const own = items.find(
    (v) =>
      v.slug !== rental?.slug &&
      v.products.some((p) => p.orderType === 'own' && p.resolution === 'HD' && p.price === 14.99),
  );
  if (!rental || !own) throw new Error('no $3.99 rental and $14.99 own HD in the first 60 videos');
  const { auth } = await registerUser(request, 'e2e-money');
  await signInBrowser(context, baseURL ?? '', auth);

  for (const [slug, price] of [
    [rental.slug, '$3.99'],
    [own.slug, '$14.99'],
  ] as const) {
    await addOption(page, navigate, slug, price);
  }
  await navigate('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await page.getByLabel('Coupon code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('applied-coupon')).toHaveText('WELCOME10');
  await expect(page.getByTestId('cart-discount')).toHaveText('−$1.90');
  await expect(page.getByTestId('cart-total')).toHaveText('$17.08');
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL('/billing');
  // Billing says what is being paid for, with the cart's figures (issue 33).
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByTestId('summary-line')).toHaveCount(2);
  await expect(summary.getByTestId('billing-coupon')).toHaveText('WELCOME10');
  await expect(summary.getByTestId('billing-discount')).toHaveText('−$1.90');
  await expect(summary.getByTestId('billing-total')).toHaveText('$17.08');
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: 'Pay $17.08' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\/.+/);
  await expect(page.getByText(/Order RC-\d+, \$17\.08/)).toBeVisible();
  const orderId = page.url().split('/').pop() ?? '';

  const admin = AuthResponse.parse(
    await (await request.post('/api/auth/login', { data: ACCOUNTS.admin })).json(),
  );
  const bearer = { authorization: `Bearer ${admin.token}` };
  const adminOrder = (await (
    await request.get(`/api/admin/orders/${orderId}`, { headers: bearer })
  ).json()) as {
    orderNumber: string;
    discountCents: number;
    totalCents: number;
    payments: Array<{ amountCents: number }>;
    lines: Array<{ productId: string; orderType: string }>;
  };
  expect(adminOrder).toMatchObject({ discountCents: 190, totalCents: 1708 });
  expect(adminOrder.payments.map((p) => p.amountCents)).toEqual([1708]);

  await navigate(`/dashboard/orders/${adminOrder.orderNumber}`);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByRole('row', { name: /^Discount/ })).toContainText('−$1.90');
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText('$17.08');

  // The admin refunds the rental line: the buyer's order page shows it.
  const line = adminOrder.lines.find((l) => l.orderType === 'rental');
  const refunded = await request.post(`/api/admin/orders/${orderId}/refunds`, {
    headers: bearer,
    data: {
      productIds: [line?.productId],
      reason: 'Asked by the buyer',
      refundKey: `e2e-${orderId}`,
    },
  });
  expect(refunded.status()).toBe(200);
  await navigate(`/dashboard/orders/${adminOrder.orderNumber}`);
  await expect(page.getByTestId('order-status')).toHaveText('Partially refunded');
  await expect(page.getByRole('row', { name: /Rent/ })).toContainText('Refunded $3.59');
  await expect(page.getByTestId('order-remaining')).toHaveText('$13.49');
  await expect(page.getByRole('heading', { name: 'Refunds' })).toBeVisible();
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
});

// Issue 28 (decision 063): when the total to charge is not the one the Pay button showed, the
// payment is refused before anything is charged, the page says so with both figures, and the next
// press pays the total now shown (a new attempt: the refused one's idempotency key is not reused).
test('a total that is not the one shown is refused: nothing charged, both figures said, the next Pay goes through', async ({
  page,
  context,
  request,
  baseURL,
  navigate,
}) => {
  const items = await firstVideos(request);
  const own = items.find((v) =>
    v.products.some((p) => p.orderType === 'own' && p.resolution === 'HD' && p.price === 14.99),
  );
  if (!own) throw new Error('no $14.99 own HD in the first 60 videos');
  const { auth } = await registerUser(request, 'e2e-total');
  await signInBrowser(context, baseURL ?? '', auth);
  await addOption(page, navigate, own.slug, '$14.99');
  await navigate('/cart');
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL('/billing');
  await page.getByLabel('Card number').fill('4242424242424242');

  // The price moved between the page's figure and the payment: the payment carries a total one
  // cent off what the server would charge now (the server's own check, nothing stubbed).
  const payments: string[] = [];
  await page.route('**/api/checkout', async (route) => {
    const body = route.request().postDataJSON() as { expectedTotalCents: number };
    payments.push(route.request().postData() ?? '');
    if (payments.length > 1) return route.continue();
    await route.continue({
      postData: JSON.stringify({ ...body, expectedTotalCents: body.expectedTotalCents - 1 }),
    });
  });
  await page.getByRole('button', { name: 'Pay $14.99' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The total changed from $14.98 to $14.99 since it was shown. Review your cart and pay again.',
  );
  await expect(page).toHaveURL('/billing');
  const bearer = { authorization: `Bearer ${auth.token}` };
  const ordersOf = async () =>
    (
      (await (await request.get('/api/orders', { headers: bearer })).json()) as {
        items: Array<{ total: number; status: string }>;
      }
    ).items;
  expect((await ordersOf()).filter((order) => order.status === 'paid')).toEqual([]);
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);

  await page.getByRole('button', { name: 'Pay $14.99' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\/.+/);
  const [first, second] = payments.map(
    (raw) => JSON.parse(raw) as { idempotencyKey: string; expectedTotalCents: number },
  );
  expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  expect(second?.expectedTotalCents).toBe(1499);
  expect((await ordersOf()).map((order) => [order.status, order.total])).toEqual([['paid', 14.99]]);
});
