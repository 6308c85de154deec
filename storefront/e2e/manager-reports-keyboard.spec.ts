import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, failOnConsoleErrors, test } from './fixtures';

failOnConsoleErrors();

/** Presses Tab until the element matching `selector` has the focus (at most 60 times). */
async function tabTo(page: Page, selector: string) {
  for (let i = 0; i < 60; i++) {
    if (await page.locator(selector).evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

test('sales: period and grouping chosen with the keyboard alone', async ({ page, login }) => {
  await login('manager');
  await page.goto('/manager/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  const period = page.getByLabel('Period');
  const grouping = page.getByLabel('Group by');
  await expect(period).toHaveValue('30d');

  await tabTo(page, 'select[name="period"]');
  await page.keyboard.press('ArrowDown');
  await expect(period).toHaveValue('90d');
  await page.keyboard.press('Tab');
  await expect(grouping).toBeFocused();
  await page.keyboard.press('End');
  await expect(grouping).toHaveValue('gateway');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/period=90d/);
  await expect(page).toHaveURL(/groupBy=gateway/);
  await expect(page.getByRole('heading', { level: 2, name: /^By gateway, / })).toBeVisible();
  // The choice survives the navigation, and the table is the next stop of the keyboard.
  await expect(period).toHaveValue('90d');
  await expect(grouping).toHaveValue('gateway');
  await tabTo(page, 'section[aria-label="Sales by gateway"]');
  await expect(page.getByRole('region', { name: 'Sales by gateway' })).toBeFocused();
});

test('sales: the table sorts by its headers in the browser, the totals row stays last', async ({
  page,
  login,
}) => {
  await login('manager');
  await page.goto('/manager/sales?period=365d&groupBy=month');
  const table = page.getByRole('table', { name: 'Sales by month' });
  const months = () => table.locator('tbody th').allTextContents();
  const newestFirst = await months();
  expect(newestFirst).toEqual([...newestFirst].sort().reverse());
  const net = table.getByRole('columnheader', { name: /^Net/ });
  await tabTo(page, 'th[aria-sort] button >> text=Net');
  await page.keyboard.press('Enter');
  await expect(net).toHaveAttribute('aria-sort', 'descending');
  const nets = await table
    .locator('tbody tr td:last-child')
    .evaluateAll((cells) =>
      cells.map((c) => Number((c.textContent ?? '').replace(/[^\d.-]/g, ''))),
    );
  expect(nets).toEqual([...nets].sort((a, b) => b - a));
  await expect(table.locator('tr').last()).toHaveText(/^Total/);
  expect(await axeViolations(page)).toEqual([]);
  // The sort is in the address (decision 106): a reload shows the same order, and the CSV
  // follows it.
  await expect(page).toHaveURL(/sort=net&dir=desc/);
  const sortedMonths = await months();
  await page.reload();
  await expect(net).toHaveAttribute('aria-sort', 'descending');
  expect(await months()).toEqual(sortedMonths);
  const href = (await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')) ?? '';
  const csvMonths = decodeURIComponent(href)
    .split('\r\n')
    .slice(1, -1)
    .map((line) => line.split(',')[0]);
  expect(csvMonths).toEqual(sortedMonths);
  // A third press gives back the server's order: newest first, and the address without a sort.
  await tabTo(page, 'th[aria-sort] button >> text=Net');
  await page.keyboard.press('Enter');
  await expect(net).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=net&dir=asc/);
  await page.keyboard.press('Enter');
  await expect(net).toHaveAttribute('aria-sort', 'none');
  expect(await months()).toEqual(newestFirst);
  await expect(page).not.toHaveURL(/sort=/);
});

test('a period without sales shows the empty state, not an error', async ({ page, login }) => {
  await login('manager');
  for (const [from, to] of [
    ['2099-01-01', '2099-01-31'],
    ['2001-01-01', '2001-01-31'],
  ] as const) {
    await page.goto(`/manager/sales?from=${from}&to=${to}&groupBy=studio`);
    await expect(
      page.getByRole('heading', { level: 2, name: `By studio, ${from} to ${to}` }),
    ).toBeVisible();
    await expect(page.getByText('No sales in this period.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/manager?from=${from}&to=${to}`);
    await expect(page.getByText(`${from} to ${to}, against`)).toBeVisible();
    await expect(page.locator('[data-kpi="orders"]')).toHaveText('0');
    await expect(page.locator('[data-kpi="grossCents"]')).toHaveText('$0.00');
    await expect(page.getByText('No sales in this period.')).toBeVisible();
    await expect(page.locator('.chart svg')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  }
});
