import { readFileSync } from 'node:fs';
import { createRequestCookieJar, sessionFromAuthResponse, writeAuthCookie } from '@reelcart/sdk';
import { AuthResponse } from '@reelcart/sdk/contract';
import { axeViolations } from './axe';
import { expect, failOnConsoleErrors, test, waitForHydration } from './fixtures';

failOnConsoleErrors();
test.describe.configure({ mode: 'serial' });

const SOURCE = `e2e${Date.now().toString(36)}`;

test('a landing link with dkr and source → sign-up and purchase → the affiliate sees the click, sign-up and pending commission by source', async ({
  browser,
  page,
  login,
  navigate,
}) => {
  test.setTimeout(120_000);
  const response = await page.request.get('/api/videos?limit=1&page=9');
  const video = ((await response.json()) as { items: Array<{ slug: string; title: string }> })
    .items[0];
  if (!video) throw new Error('no seeded video');

  // A new visitor, in a browser of their own, lands on the affiliate's link.
  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  await v.goto(`/videos/${video.slug}?dkr=REELNEW&source=${SOURCE}`);
  await waitForHydration(v);
  await v.goto(`/sign-up?redirect=/videos/${video.slug}`);
  await waitForHydration(v);
  // The SDK kept the referral in the affiliate cookie (and logged the click).
  expect(
    (await visitor.cookies()).some((c) => decodeURIComponent(c.value).includes('REELNEW')),
  ).toBe(true);
  await v.getByLabel('E-mail').fill(`referred-${Date.now()}@reelcart.test`);
  await v.getByLabel('Password').fill('a-long-enough-password');
  await v.getByRole('button', { name: 'Create account' }).click();
  await expect(v.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await v.getByRole('button', { name: 'Add to cart' }).first().click();
  await v.getByRole('link', { name: /^Cart, 1 item/ }).click();
  await v.getByRole('button', { name: 'Check out' }).click();
  await expect(v).toHaveURL('/billing');
  await v.getByLabel('Test card').check();
  await v.getByLabel('Card number').fill('4242424242424242');
  await v.getByRole('button', { name: /^Pay / }).click();
  await expect(v).toHaveURL(/\/checkout\/success\/.+/);
  await visitor.close();

  await login('newAffiliate');
  await navigate('/affiliate/analytics?period=today');
  const row = page.getByTestId('by-source').getByRole('row', { name: new RegExp(SOURCE) });
  // Source, clicks, unique clicks, sign-ups, sales, commission
  await expect(row.getByRole('cell').nth(0)).toHaveText('1');
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  // Each breakdown's totals row adds up to the figures by day's (decision 106: every click,
  // sign-up and sale under one key of each).
  const totalsOf = (table: string) =>
    page.getByRole('table', { name: table }).locator('tfoot tr').first().textContent();
  const byDay = await totalsOf('Figures by day');
  expect(byDay).toMatch(/^Total/);
  for (const table of ['By source', 'By landing page', 'By country'])
    expect(await totalsOf(table)).toBe(byDay);
  await navigate('/affiliate?period=today');
  const figures = page.getByTestId('overview-figures');
  await expect(figures).toContainText(/Clicks \(raw\)\s*[1-9]/);
  await expect(figures).toContainText(/Sign-ups\s*[1-9]/);
  const recent = page.getByRole('region', { name: 'Recent commissions' });
  await expect(recent.getByRole('row', { name: new RegExp(`${SOURCE}.*pending`) })).toHaveCount(1);
});

test('payout setup: an invalid IBAN shows the error, a valid one saves and the payment-info toast stops', async ({
  page,
  context,
  request,
  baseURL,
  navigate,
}) => {
  // A brand-new affiliate, so the seeded REELNEW keeps its missing payout details for other specs.
  const signUp = await request.post('/api/auth/register', {
    data: {
      email: `payee-${Date.now()}@reelcart.test`,
      password: 'a-long-enough-password',
      isAffiliate: true,
    },
  });
  expect(signUp.status()).toBe(200);
  const session = sessionFromAuthResponse(AuthResponse.parse(await signUp.json()));
  if (!session) throw new Error('no session');
  const jar = createRequestCookieJar('');
  writeAuthCookie(jar, session);
  const pair = (jar.setCookieHeaders()[0] ?? '').split(';')[0] ?? '';
  const eq = pair.indexOf('=');
  await context.addCookies([
    { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: baseURL ?? '' },
  ]);
  await navigate('/affiliate/payout-setup');
  await expect(page.getByText('Setup Payment Information')).toBeVisible();
  await page.getByLabel('Wire / SEPA').check();
  await page.getByLabel('Account holder').fill('Jane Example');
  await page.getByLabel('Bank name').fill('Example Bank');
  const iban = page.getByLabel('IBAN', { exact: true });
  await iban.fill('de00370400440532013000');
  await expect(iban).toHaveValue('DE00 3704 0044 0532 0130 00');
  await iban.blur();
  await expect(page.getByTestId('error-iban')).toHaveText('IBAN check digits do not match');
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await iban.fill('DE89370400440532013000');
  await expect(page.getByTestId('error-iban')).toHaveCount(0);
  await page.getByLabel('BIC / SWIFT').fill('deutdeff');
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
  await page.getByRole('button', { name: 'Save payout method' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payout method saved.' })).toBeVisible();
  await expect(page.getByText('Setup Payment Information')).toHaveCount(0);
  await expect(page.getByTestId('current-method')).toContainText('DE89 •••• 3000');
  // A new tab (no per-tab memory of the toast): the refreshed session has payment info.
  const fresh = await context.newPage();
  await fresh.goto('/affiliate');
  await waitForHydration(fresh);
  await fresh.waitForTimeout(1500);
  await expect(fresh.getByText('Setup Payment Information')).toHaveCount(0);
  await fresh.close();
});

test("a payout's CSV statement downloads", async ({ page, login, navigate }) => {
  await login('affiliate');
  await navigate('/affiliate/payout-history');
  await page.getByRole('link', { name: /–/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payout details' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV statement' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^payout-statement-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const csv = readFileSync(path, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('date,order,type,source,sale_usd,rate_percent,amount_usd');
  expect(csv).toContain('net paid');
});

test('every affiliate screen is axe clean (serious, critical) and a non-affiliate is told how to join', async ({
  page,
  login,
  navigate,
}) => {
  await login('affiliate');
  for (const path of [
    '/affiliate',
    '/affiliate?period=custom&from=2026-01-01&to=2026-01-31',
    '/affiliate/analytics',
    '/affiliate/marketing',
    '/affiliate/link-generator',
    '/affiliate/payout-setup',
    '/affiliate/payout-history',
    '/affiliate/payout-history/po_seed_reelpaid_1',
  ]) {
    await navigate(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page, ['serious', 'critical']), path).toEqual([]);
  }
  // A preset link moves the custom range's From and To with it (issue 33: after "Today" they
  // kept the last 30 days).
  await navigate('/affiliate/analytics');
  await page
    .getByRole('navigation', { name: 'Period' })
    .getByRole('link', { name: 'Today' })
    .click();
  await expect(page).toHaveURL(/period=today/);
  const shown = page.getByText(/^Showing \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} \(UTC\)$/);
  await expect(shown).toBeVisible();
  const [, from, to] = /Showing (\S+) to (\S+)/.exec((await shown.textContent()) ?? '') ?? [];
  expect(from).toBe(to);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(from ?? '');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(to ?? '');
  // The date inputs draw their calendar icons for the dark page (issue 33).
  expect(
    await page
      .getByLabel('From', { exact: true })
      .evaluate((input) => getComputedStyle(input).colorScheme),
  ).toBe('dark');

  await page.context().clearCookies();
  await login('shopper');
  await navigate('/affiliate');
  await expect(page.getByRole('link', { name: 'Join the affiliate programme' })).toHaveAttribute(
    'href',
    '/dashboard/affiliate',
  );
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
});
