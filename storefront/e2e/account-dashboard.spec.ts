import { AuthResponse, OrderList, OwnedVideosResponse } from '@reelcart/sdk/contract';
import { formatPrice } from '../app/lib/cart/product';
import { axeViolations } from './axe';
import { ACCOUNTS, expect, failOnConsoleErrors, test } from './fixtures';

failOnConsoleErrors();

test('the seeded shopper sees their order, their rental with time left and what they own', async ({
  page,
  login,
  navigate,
  request,
}) => {
  const { token } = AuthResponse.parse(
    await (await request.post('/api/auth/login', { data: ACCOUNTS.shopper })).json(),
  );
  const headers = { authorization: `Bearer ${token}` };
  const [order] = OrderList.parse(
    await (await request.get('/api/orders', { headers })).json(),
  ).items;
  const videos = OwnedVideosResponse.parse(
    await (await request.get('/api/user/videos', { headers })).json(),
  ).items;
  const rental = videos.find((v) => v.orderType === 'rental' && v.active);
  if (!order || !rental) throw new Error('the seeded shopper has no order or no rental');

  await login('shopper');
  await navigate('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const orders = page.getByRole('region', { name: 'Recent orders' });
  await expect(orders.getByRole('listitem').first()).toContainText(formatPrice(order.total));
  const rentals = page.getByRole('region', { name: 'Active rentals' });
  const line = rentals.getByRole('listitem').filter({ hasText: rental.title });
  await expect(line.locator('time')).toHaveText(/^\d+ d \d\d h \d\d min left$/);
  await expect(line.locator('time')).toHaveAttribute('datetime', rental.expiresAt ?? '');
  const owned = new Set(videos.filter((v) => v.orderType === 'own').map((v) => v.videoId)).size;
  await expect(page.getByRole('region', { name: 'My videos' })).toContainText(
    `${owned} ${owned === 1 ? 'video owned' : 'videos owned'}`,
  );
  await expect(
    page.getByRole('region', { name: 'Affiliate programme' }).getByRole('link', {
      name: 'Join the affiliate programme',
    }),
  ).toHaveAttribute('href', '/dashboard/affiliate');
  expect(await axeViolations(page)).toEqual([]);

  // Keyboard: the order's link opens its details.
  await orders.getByRole('link', { name: order.orderNumber }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${order.orderNumber}$`));
});

test('an affiliate sees their referral figures and the way into /affiliate', async ({
  page,
  login,
  navigate,
}) => {
  await login('affiliate');
  await navigate('/dashboard');
  const card = page.getByRole('region', { name: 'Affiliate programme' });
  await expect(card.getByText('Clicks this month')).toBeVisible();
  await expect(card.getByText('Commission this month')).toBeVisible();
  await expect(card.getByTestId('affiliate-card-balance')).toHaveText(
    /^Balance: \$[\d,]+\.\d\d approved, \$[\d,]+\.\d\d pending$/,
  );
  await expect(card.getByRole('link', { name: 'Open the affiliate area' })).toHaveAttribute(
    'href',
    '/affiliate',
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('a brand-new account sees the empty states and can resend its verification mail', async ({
  page,
  request,
  navigate,
}) => {
  const email = `dash-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const res = await request.post('/api/auth/register', {
    data: { email, password: 'first-pass-1' },
  });
  expect(res.status()).toBe(200);
  // Hydrated first: typing into the server-rendered form while hydration lands can lose the input.
  await navigate('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('first-pass-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  // Password hashing on a loaded 2-core box can take seconds.
  await expect(page).toHaveURL('/dashboard', { timeout: 15_000 });

  await expect(page.getByText('You have no orders yet.')).toBeVisible();
  await expect(page.getByText('You have no active rentals.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'My videos' })).toContainText('0 videos owned');
  await expect(page.getByText('Not verified')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Resend the verification mail' }).press('Enter');
  await expect(page.getByText(`A new verification link is on its way to ${email}.`)).toBeVisible();
});
