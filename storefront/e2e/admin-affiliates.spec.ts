import { expectAxeClean, open } from './admin-pages';
import {
  adminOrigin,
  authCookieFor,
  expect,
  failOnConsoleErrors,
  test,
  waitForHydration,
} from './fixtures';

/**
 * The back office, part 2 (issue 18): affiliates and payouts on the admin host. A payout run
 * confirmed twice (and from a stale preview) makes one payout; marked paid with its reference,
 * the affiliate sees it paid in their payout history.
 */
failOnConsoleErrors();
// One server for both: the second test verifies REELWIRE's payment info, which the run's preview
// of the first shows as not verified.
test.describe.configure({ mode: 'serial' });

test('run a payout twice: one payout; marked paid with its reference, the affiliate sees it paid; axe clean', async ({
  page,
  context,
  browser,
  request,
  login,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const admin = adminOrigin(base);
  await login('admin');

  // The list: figures, a status filter in the URL.
  await open(page, `${admin}/admin/affiliates`);
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliates' })).toBeVisible();
  const table = page.getByRole('table', { name: /Affiliates, figures from/ });
  await expect(table.getByRole('link', { name: 'REELPAID' })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('suspended');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/status=suspended/);
  await expect(table.getByRole('link', { name: 'REELHOLD' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'REELPAID' })).toHaveCount(0);

  // Preview the latest run: who is paid, who is not and why.
  await open(page, `${admin}/admin/affiliates`);
  await page.getByRole('button', { name: 'Preview run' }).click();
  await expect(page).toHaveURL(/run=\d{4}-\d{2}-(01|16)/);
  const runKey = new URL(page.url()).searchParams.get('run') ?? '';
  const preview = page.getByTestId('payout-preview');
  const line = (code: string) => preview.getByRole('row').filter({ hasText: code });
  await expect(line('REELPAID')).toContainText('Will be paid');
  await expect(line('REELHOLD')).toContainText('Suspended: held');
  await expect(line('REELWIRE')).toContainText('Payment info not verified');
  await expectAxeClean(page);

  // A second tab holds the same preview, to confirm it again once it is stale.
  const stale = await context.newPage();
  await open(stale, page.url());
  await expect(stale.getByTestId('payout-preview')).toContainText('Will be paid');

  await page.getByRole('button', { name: 'Confirm payout run' }).click();
  const dialog = page.getByRole('dialog', { name: `Confirm the payout run of ${runKey}?` });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Make payouts' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'payout made for the run' }),
  ).toBeVisible();
  await expect(line('REELPAID')).toContainText('Paid in this run');
  await expect(page.getByRole('button', { name: 'Confirm payout run' })).toBeDisabled();

  // Again, from the stale preview: nothing new.
  await stale.getByRole('button', { name: 'Confirm payout run' }).click();
  await stale.getByRole('dialog').getByRole('button', { name: 'Make payouts' }).click();
  await expect(
    stale
      .getByRole('status')
      .filter({ hasText: 'confirmed already: nothing new was made (1 payout' }),
  ).toBeVisible();
  await stale.close();

  // The affiliate's page: one open payout of the run; mark it paid with its reference.
  await line('REELPAID').getByRole('link', { name: 'REELPAID' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /REELPAID/ })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByTestId('payment-verified')).toContainText('Verified');
  const payouts = page.getByRole('table', { name: 'Payouts, newest first' });
  const open_ = payouts.getByRole('row').filter({ hasText: runKey });
  await expect(open_).toHaveCount(1);
  await expect(open_.getByTestId('payout-status')).toHaveText('Open');
  await expectAxeClean(page);
  const reference = `PAXUM-E2E-${Date.now().toString(36).toUpperCase()}`;
  await open_.getByRole('button', { name: 'Mark paid' }).click();
  await expect(open_.getByText('At least 3 characters')).toBeVisible();
  await open_.getByRole('textbox').fill(reference);
  await open_.getByRole('button', { name: 'Mark paid' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `reference ${reference}` }),
  ).toBeVisible();
  await expect(open_.getByTestId('payout-status')).toContainText('Paid');
  await expect(page.getByTestId('audit-history')).toContainText('Payout paid');

  // The affiliate sees it paid, with the reference.
  const theirs = await browser.newContext();
  const cookie = await authCookieFor(request, 'affiliate');
  await theirs.addCookies([{ name: cookie.name, value: cookie.value, url: base }]);
  const them = await theirs.newPage();
  await open(them, `${base}/affiliate/payout-history`);
  const row = them.getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('paid');
  await theirs.close();
});

test('the affiliate page: a rate override at its version, masked payment info marked verified, the ledger by pages; axe clean', async ({
  page,
  login,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = adminOrigin(baseURL ?? '');
  await login('admin');
  await open(page, `${admin}/admin/affiliates/usr_affiliate_wire`);
  await expect(page.getByRole('heading', { level: 1, name: /REELWIRE/ })).toBeVisible();
  await expect(page.getByTestId('payment-masked')).toContainText('••••');
  await expect(page.getByTestId('payment-verified')).toContainText('Not verified');
  await expectAxeClean(page);

  // A rate with three decimals is refused inline; 42.5 % is saved.
  const rate = page.getByRole('textbox', { name: 'Commission rate override (%)' });
  await rate.fill('42.555');
  await page.getByRole('button', { name: 'Save affiliate' }).click();
  await expect(page.getByText('At most two decimals')).toBeVisible();
  await rate.fill('42.5');
  await page.getByRole('button', { name: 'Save affiliate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Affiliate saved.' })).toBeVisible();
  await expect(page.getByText('42.50 % (override')).toBeVisible();

  await page.getByRole('button', { name: 'Mark verified' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark verified' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment info verified' })).toBeVisible();
  await expect(page.getByTestId('payment-verified')).toContainText('Verified');

  // The seeded affiliate's ledger has more than a page.
  await open(page, `${admin}/admin/affiliates/usr_affiliate`);
  await page.getByRole('link', { name: 'Older entries' }).click();
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  await expectAxeClean(page);
});
