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
