import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { createRequestCookieJar, sessionFromAuthResponse, writeAuthCookie } from '@reelcart/sdk';
import { AuthResponse, ERROR_MESSAGES, formatMessage, OrderList } from '@reelcart/sdk/contract';
import { orderLineLabel } from '../app/lib/account/format';
import { formatPrice } from '../app/lib/cart/product';
import { axeViolations } from './axe';
import { ACCOUNTS, expect, failOnConsoleErrors, test } from './fixtures';

const PASSWORD = 'first-pass-1';

failOnConsoleErrors();

/** A brand-new account (so password changes touch no seeded user), signed in in the browser. */
async function signInNewUser(context: BrowserContext, request: APIRequestContext, baseURL = '') {
  const email = `account-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const res = await request.post('/api/auth/register', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  const session = sessionFromAuthResponse(AuthResponse.parse(await res.json()));
  if (!session) throw new Error('no session');
  const jar = createRequestCookieJar('');
  writeAuthCookie(jar, session);
  const pair = (jar.setCookieHeaders()[0] ?? '').split(';')[0] ?? '';
  const eq = pair.indexOf('=');
  await context.addCookies([{ name: pair.slice(0, eq), value: pair.slice(eq + 1), url: baseURL }]);
  return { email };
}

/** Another device: a separate sign-in through the API, answering its refresh token. */
async function otherDevice(request: APIRequestContext, email: string, password = PASSWORD) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return AuthResponse.parse(await res.json()).refreshToken;
}

const refreshStatus = async (request: APIRequestContext, refreshToken: string) =>
  (await request.post('/api/auth/refresh-token', { data: { refreshToken } })).status();

/** The seeded shopper's newest order, as the API answers it. */
async function shopperOrder(request: APIRequestContext) {
  const login = AuthResponse.parse(
    await (await request.post('/api/auth/login', { data: ACCOUNTS.shopper })).json(),
  );
  const list = OrderList.parse(
    await (
      await request.get('/api/orders', { headers: { authorization: `Bearer ${login.token}` } })
    ).json(),
  );
  const order = list.items[0];
  if (!order) throw new Error('the seeded shopper has no order');
  return order;
}

test('the seeded shopper sees their orders and opens one', async ({
  page,
  login,
  navigate,
  request,
}) => {
  const order = await shopperOrder(request);
  const number = order.orderNumber;
  const total = formatPrice(order.total);
  await login('shopper');
  await navigate('/dashboard/orders?page=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(`${order.items.length} lines`);
  await expect(row).toContainText(total);
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole('link', { name: number }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${number}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  // The seeded order holds an own line and a rental: each with its resolution, the rental its period.
  expect(new Set(order.items.map((i) => i.orderType))).toEqual(new Set(['own', 'rental']));
  await expect(page.getByText('Test card')).toBeVisible();
  for (const item of order.items) {
    const line = page.getByRole('row', { name: new RegExp(item.title) });
    await expect(line).toContainText(orderLineLabel(item));
    await expect(line).toContainText(formatPrice(item.price));
    await expect(line.getByRole('link', { name: item.title })).toHaveAttribute(
      'href',
      `/videos/${item.slug}`,
    );
  }
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText(total);
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("another user's order number answers the 404 page; no orders shows the empty state", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { orderNumber: number, items } = await shopperOrder(request);
  await signInNewUser(context, request, baseURL);
  const response = await page.goto(`/dashboard/orders/${number}`);
  expect(response?.status()).toBe(404);
  await expect(
    page.getByText(
      formatMessage(ERROR_MESSAGES.ROUTE_INVALID, { path: `/dashboard/orders/${number}` }),
    ),
  ).toBeVisible();
  for (const item of items) await expect(page.getByText(item.title)).toHaveCount(0);

  await page.goto('/dashboard/orders');
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse videos' }).last()).toHaveAttribute(
    'href',
    '/videos',
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('change password: the other device is signed out, this browser stays signed in', async ({
  page,
  context,
  request,
  baseURL,
  navigate,
}) => {
  const { email } = await signInNewUser(context, request, baseURL);
  const otherRefreshToken = await otherDevice(request, email);
  await navigate('/dashboard/profile');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Not verified')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Resend the verification mail' }).click();
  await expect(page.getByText(`A new verification link is on its way to ${email}.`)).toBeVisible();

  await page.getByLabel('Current password').fill('not-the-password');
  await page.getByLabel('New password').fill('second-pass-2');
  await page.getByLabel('New password').press('Enter');
  await expect(page.getByText('Current password is incorrect')).toBeVisible();

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password').fill('second-pass-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/1 other session was signed out/)).toBeVisible();

  expect(await refreshStatus(request, otherRefreshToken)).toBe(401);
  await navigate('/protected');
  await expect(page.getByText(email)).toBeVisible();
  expect(
    (
      await request.post('/api/auth/login', { data: { email, password: 'second-pass-2' } })
    ).status(),
  ).toBe(200);
});

test('sign out of all devices signs every session out, this browser too', async ({
  page,
  context,
  request,
  baseURL,
  navigate,
}) => {
  const { email } = await signInNewUser(context, request, baseURL);
  const otherRefreshToken = await otherDevice(request, email);
  await navigate('/dashboard/profile');
  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await refreshStatus(request, otherRefreshToken)).toBe(401);
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('/protected shows who is signed in, and signs out', async ({ page, login, navigate }) => {
  await login('shopper');
  await navigate('/protected');
  await expect(page.getByRole('heading', { level: 1, name: 'Protected page' })).toBeVisible();
  await expect(page.getByText(ACCOUNTS.shopper.email)).toBeVisible();
  await expect(page.getByText('usr_shopper')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^user$/ })).toBeVisible();
  await expect(page.getByText(/UTC$/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/protected');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprotected/);
});
