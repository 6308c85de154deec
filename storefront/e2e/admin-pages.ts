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
