import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { wrappedCells } from './admin-pages';
import { axeViolations } from './axe';
import { expect, failOnConsoleErrors, test } from './fixtures';

failOnConsoleErrors();

/**
 * The table's body rows as CSV-like cells (text as shown), once the table is on the page: the URL
 * of a client navigation can change a moment before the new table renders, and `evaluateAll` does
 * not wait.
 */
async function tableRows(page: Page, caption: string) {
  const table = page.getByRole('table', { name: caption });
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())),
    );
}

async function downloadCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const text = await readFile((await download.path()) ?? '', 'utf8');
  return text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
}

const dollars = (shown: string) => shown.replace(/[$,]/g, '');

test('the seeded manager reads the overview and switches the period', async ({ page, login }) => {
  await login('manager');
  await page.goto('/manager');
  await expect(page.getByRole('heading', { level: 1, name: 'Manager overview' })).toBeVisible();
  await expect(page.locator('[data-kpi="orders"]')).not.toHaveText('0');
  // Each KPI against the previous period, and the revenue chart beside its table.
  await expect(page.getByText(/\(previously /)).toHaveCount(6);
  await expect(page.locator('.chart svg .recharts-line')).toHaveCount(2);
  // The table of days ends with the period's totals: the server's, as the KPI cards show them.
  const totals = page.getByRole('table', { name: 'Revenue by day' }).locator('tfoot tr');
  await expect(totals.locator('td').nth(1)).toHaveText(
    (await page.locator('[data-kpi="grossCents"]').textContent()) ?? '',
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Period').selectOption('90d');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/period=90d/);
  // The table keeps its caption across the switch: wait for the 90 days, not the 30 before.
  await expect
    .poll(async () => (await tableRows(page, 'Revenue by day')).length)
    .toBeGreaterThan(60);
});

test('sales: grouping in the URL, table and CSV rows match', async ({ page, login }) => {
  await login('manager');
  await page.goto('/manager/sales?period=365d&groupBy=month');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  const months = await tableRows(page, 'Sales by month');
  expect(months.length).toBeGreaterThanOrEqual(12);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Group by').selectOption('studio');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/groupBy=studio/);
  const studios = await tableRows(page, 'Sales by studio');
  expect(studios).toHaveLength(12);
  const csv = await downloadCsv(page);
  expect(csv[0]?.[0]).toBe('Group');
  const body = csv.slice(1);
  expect(body).toHaveLength(studios.length);
  body.forEach((row, i) => {
    const shown = studios[i] ?? [];
    expect(row[0]).toBe(shown[0]); // the label
    expect(row[3]).toBe(dollars(shown[3] ?? '')); // gross
    expect(row[8]).toBe(dollars(shown[8] ?? '')); // net
  });
  // The totals row: gross is the studios' sum; orders are the server's, each counted once (an
  // order can hold two studios' videos), the same as the overview's for the period.
  const totals = await page
    .getByRole('table', { name: 'Sales by studio' })
    .locator('tfoot th, tfoot td')
    .allTextContents();
  const cents = (shown: string) => Math.round(Number(dollars(shown)) * 100);
  const count = (shown: string) => Number(shown.replace(/,/g, ''));
  expect(totals[0]).toBe('Total');
  expect(cents(totals[3] ?? '')).toBe(studios.reduce((n, r) => n + cents(r[3] ?? ''), 0));
  expect(count(totals[1] ?? '')).toBeLessThanOrEqual(
    studios.reduce((n, r) => n + count(r[1] ?? ''), 0),
  );
  await page.goto('/manager?period=365d');
  await expect(page.locator('[data-kpi="orders"]')).toHaveText(totals[1] ?? '');
});

test('royalties: statements with states, a detail, its CSV, and a payment', async ({
  page,
  login,
}) => {
  await login('manager');
  await page.goto('/manager/royalties');
  await expect(page.getByRole('heading', { level: 1, name: 'Royalties' })).toBeVisible();
  const list = page.getByRole('table', { name: 'Royalty statements by studio and month' });
  await expect(list.getByText('Open').first()).toBeVisible();
  await expect(list.getByText('Paid').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // A final, unpaid statement: record its payment.
  const finalRow = list
    .locator('tbody tr', { has: page.getByText('Final', { exact: true }) })
    .first();
  await finalRow.getByRole('link').click();
  await expect(page).toHaveURL(/statement=stm_/);
  const caption = (await page.getByRole('table').nth(1).locator('caption').textContent()) ?? '';
  const lines = await tableRows(page, caption);
  const csv = await downloadCsv(page);
  expect(csv.slice(1)).toHaveLength(lines.length);
  await page.getByLabel('Payment reference').fill('E2E-BANK-1');
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('status')).toContainText('Payment recorded: E2E-BANK-1');
  // The statement is paid now, keeps its reference, and offers no second payment.
  await expect(page.getByRole('heading', { level: 2, name: /— Paid$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /— Paid$/ })).toBeVisible();
  await expect(page.getByText('E2E-BANK-1', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

for (const account of ['shopper', 'affiliate'] as const) {
  test(`the ${account} gets the 403 error page on the manager screens`, async ({ page, login }) => {
    await login(account);
    for (const path of ['/manager', '/manager/sales', '/manager/royalties']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1, name: 'Forbidden' })).toBeVisible();
    }
  });
}

test('sales at 1280 px: days, counts and amounts stay on one line', async ({ page, login }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login('manager');
  await page.goto('/manager/sales?period=90d&groupBy=week');
  // Every column after the group's is a figure (Orders … Net); their headers end with an arrow.
  const heads = await page.getByRole('table', { name: 'Sales by week' }).locator('thead th');
  const figures = (await heads.allTextContents()).slice(1).map((h) => h.replace(/[↕▲▼]/g, ''));
  expect(figures).toHaveLength(8);
  expect(await wrappedCells(page, 'Sales by week', ['Week', ...figures])).toEqual([]);
  // Long video titles take the room left and wrap; the figures beside them do not.
  await page.goto('/manager/sales?period=365d&groupBy=video');
  expect(await wrappedCells(page, 'Sales by video', figures)).toEqual([]);
});
