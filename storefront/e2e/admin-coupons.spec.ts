import { axeViolations } from './axe';
import { adminOrigin, expect, failOnConsoleErrors, test } from './fixtures';

failOnConsoleErrors();

/** The n-th video of the catalogue (newest first). */
async function videoAt(request: import('@playwright/test').APIRequestContext, n: number) {
  const body = (await (await request.get(`/api/videos?limit=1&page=${n}`)).json()) as {
    items: Array<{ slug: string; title: string }>;
  };
  const video = body.items[0];
  if (!video) throw new Error('no seeded video');
  return video;
}

test('a coupon for one gateway and one use per customer: the cart and billing enforce both', async ({
  page,
  login,
  baseURL,
  navigate,
}) => {
  test.setTimeout(120_000);
  const admin = adminOrigin(baseURL ?? '');
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;

  // The admin creates it: 20 % off, Test card only, once per customer.
  await login('admin');
  await page.goto(`${admin}/admin/coupons`);
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Coupons' })).toContainText('WELCOME10');
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
  await page.getByRole('link', { name: 'New coupon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New coupon' })).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // The browser checks the form with the contract's schema before it is sent.
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByText('A code has 3 to 32 characters')).toBeVisible();
  await page.getByLabel('Code').fill(code.toLowerCase());
  await page.getByLabel('Percent off (1–100)').fill('20');
  await page.getByLabel('Test card').check();
  await page.getByLabel('Uses per customer').fill('1');
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Coupon ${code}` })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Coupon created.');
  await expect(page.getByTestId('usage-Times used')).toHaveText('0');
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);

  // A new shopper (the admin signed out: the sign-up page is for visitors) applies it in the
  // cart and goes to billing.
  await page.context().clearCookies();
  const first = await videoAt(page.request, 8);
  await navigate(`/sign-up?redirect=/videos/${first.slug}`);
  await page.getByLabel('E-mail').fill(`coupon-${Date.now()}@reelcart.test`);
  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await page.getByRole('link', { name: /^Cart, 1 item/ }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('applied-coupon')).toHaveText(code);
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL('/billing');

  // Another gateway: the gateway's reason.
  await page.getByLabel('Test crypto').check();
  await page.getByLabel('Wallet address').fill('0xabc');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This coupon is not valid with the chosen payment method',
  );
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);

  // Its gateway: paid.
  await page.getByLabel('Test card').check();
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/checkout\/success\/.+/);

  // The same customer again: the per-customer reason, in the cart.
  const second = await videoAt(page.request, 9);
  await navigate(`/videos/${second.slug}`);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await page.getByRole('link', { name: /^Cart, 1 item/ }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText('You have already used this coupon');
  await expect(page.getByTestId('applied-coupon')).toHaveCount(0);
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);

  // The admin sees the use.
  await login('admin');
  await page.goto(`${admin}/admin/coupons?q=${code}`);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('test-card');
  await row.getByRole('link', { name: code }).click();
  await expect(page.getByTestId('usage-Times used')).toHaveText('1');
  await expect(page.getByTestId('usage-Customers')).toHaveText('1');
});
