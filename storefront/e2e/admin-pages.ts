import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, waitForHydration } from './fixtures';

/** The axe impacts the back-office specs refuse. */
export const SERIOUS = ['serious', 'critical'];

/** Opens `url` and waits for the page to hydrate. */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/**
 * No serious or critical axe violation, with the pointer away from the button just clicked (its
 * hover colour is not what the page shows at rest).
 */
export async function expectAxeClean(page: Page) {
  await page.mouse.move(0, 0);
  expect(await axeViolations(page, SERIOUS)).toEqual([]);
}

/**
 * The cells of the columns named `headers` (by their header's text) whose text runs onto a second
 * line: a cell's text on one line has its client rectangles at one height (issue 33: dates and
 * order numbers wrapped in the orders table at 1280 px). Each entry is "header: text".
 */
export async function wrappedCells(page: Page, caption: string, headers: readonly string[]) {
  const table = page.getByRole('table', { name: caption });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  return table.evaluate((el, wanted) => {
    // A sortable header's text ends with its arrow (↕, ▲, ▼).
    const names = [...el.querySelectorAll('thead th')].map((th) =>
      (th.textContent ?? '').replace(/[↕▲▼]/g, '').trim(),
    );
    const columns = wanted.map((name) => {
      const index = names.indexOf(name);
      if (index < 0) throw new Error(`no column "${name}" in ${names.join(', ')}`);
      return { name, index };
    });
    const wrapped: string[] = [];
    for (const row of el.querySelectorAll('tbody tr')) {
      const cells = row.querySelectorAll('th, td');
      for (const { name, index } of columns) {
        const cell = cells[index];
        if (!cell || (cell.textContent ?? '').trim() === '') continue;
        const range = document.createRange();
        range.selectNodeContents(cell);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) wrapped.push(`${name}: ${(cell.textContent ?? '').trim()}`);
      }
    }
    return wrapped;
  }, headers);
}

/**
 * Chooses in a back-office picker (decision 102) by keyboard alone: focus the box, type, and
 * Enter takes the first match (or the "Create …" option when nothing matches).
 */
export async function pickByKeyboard(page: Page, label: string, text: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.focus();
  await box.pressSequentially(text);
  await expect(page.getByRole('listbox', { name: label, exact: true })).toBeVisible();
  await expect(page.getByRole('option').first()).toBeVisible();
  await box.press('Enter');
}

/** The names chosen in a picker, in order (its chips' Remove buttons). */
export async function chosenIn(page: Page, label: string): Promise<string[]> {
  const chips = page
    .getByRole('list', { name: `Chosen: ${label}`, exact: true })
    .getByRole('button');
  const names = await chips.evaluateAll((buttons) =>
    buttons.map((b) => (b.getAttribute('aria-label') ?? '').replace(/^Remove /, '')),
  );
  return names;
}
