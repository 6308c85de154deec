import { createRequestCookieJar, sessionFromAuthResponse, writeAuthCookie } from '@reelcart/sdk';
import { AuthResponse } from '@reelcart/sdk/contract';
import { axeViolations } from './axe';
import { expect, failOnConsoleErrors, test } from './fixtures';

failOnConsoleErrors();

test('a shopper joins the affiliate programme from /dashboard/affiliate: header and /affiliate know at once', async ({
  page,
  context,
  request,
  baseURL,
  navigate,
}) => {
  const email = `joiner-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const auth = AuthResponse.parse(
    await (
      await request.post('/api/auth/register', { data: { email, password: 'long-enough-1' } })
    ).json(),
  );
  const session = sessionFromAuthResponse(auth);
  if (!session) throw new Error('no session');
  const jar = createRequestCookieJar('');
  writeAuthCookie(jar, session);
  const pair = (jar.setCookieHeaders()[0] ?? '').split(';')[0] ?? '';
  const eq = pair.indexOf('=');
  await context.addCookies([
    { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: baseURL ?? '' },
  ]);

  await navigate('/dashboard/affiliate');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate programme' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Affiliate', exact: true })).toHaveCount(0);
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);

  // Without the terms: an inline error, nothing sent.
  await page.getByRole('button', { name: 'Join the affiliate programme' }).click();
  await expect(page.getByRole('alert')).toHaveText('Accept the affiliate terms to join.');

  // With the keyboard: tick the terms and submit.
  await page.getByLabel(/I accept the/).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Join the affiliate programme' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('affiliate-code')).toHaveText(/^[A-Z0-9]{8}$/);
  const code = (await page.getByTestId('affiliate-code').textContent()) ?? '';
  await expect(page.getByText(`${baseURL}/?dkr=${code}`)).toBeVisible();
  await expect(page.getByText('No commissions yet.')).toBeVisible();
  await expect(page.getByText('Your payout information is missing.')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Affiliate', exact: true })).toBeVisible();
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);

  // The cookie carries the new claims: the server-side checks see an affiliate (no new sign-in).
  await navigate('/affiliate/sign-up');
  await expect(page).toHaveURL('/affiliate');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate overview' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Affiliate', exact: true })).toBeVisible();
  // And the old refresh token still works (joining started a new session beside it).
  expect(
    (
      await request.post('/api/auth/refresh-token', { data: { refreshToken: auth.refreshToken } })
    ).status(),
  ).toBe(200);
});

test("an affiliate's /dashboard/affiliate: code, link, balance and payout state", async ({
  page,
  login,
  navigate,
}) => {
  await login('affiliate');
  await navigate('/dashboard/affiliate');
  await expect(page.getByTestId('affiliate-code')).toHaveText('REELPAID');
  await expect(page.getByText('Your payout information is set.')).toBeVisible();
  // The balance is the commission ledger's: the same figures as the affiliate overview's.
  const balance = page.getByTestId('affiliate-balance');
  const figure = async (label: string) =>
    (await balance
      .getByText(label, { exact: true })
      .locator('xpath=following-sibling::dd[1]')
      .textContent()) ?? '';
  const approved = await figure('Approved (next payout)');
  const pending = await figure('Pending (30-day hold)');
  const paid = await figure('Paid to date');
  expect(paid).toMatch(/^\$[1-9][\d,]*\.\d\d$/); // REELPAID was paid twice (seed)
  await navigate('/affiliate');
  const overviewFigure = (label: string) =>
    page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(overviewFigure('Approved balance')).toHaveText(approved);
  await expect(overviewFigure('Pending (all time)')).toHaveText(pending);
  await expect(overviewFigure('Paid (all time)')).toHaveText(paid);
  await navigate('/dashboard/affiliate');
  await expect(page.getByRole('link', { name: 'Open the affiliate area' })).toHaveAttribute(
    'href',
    '/affiliate',
  );
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Affiliate', exact: true }),
  ).toBeVisible();
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
});
