import { expect, type Page } from '@playwright/test';
import { type ShopModel, sameLines, visibleCart } from './model';
import { cents, type ServerView } from './probe';
import type { Shop, TabState } from './shop';

/**
 * The model test's invariants (decision 070), checked against what the shopper sees and what the
 * server holds. Waiting is on observable conditions only: a check polls until it holds or its
 * time is up, letting the browser's clock run the SDK's idle sync between polls.
 */

/** What differs between the model and the world, each as a sentence; empty when they agree. */
export function differences(
  model: ShopModel,
  server: ServerView,
  tabs: readonly TabState[],
): string[] {
  const found: string[] = [];
  const ids = server.cart?.productIds ?? [];
  const expected = model.server.lines.map((l) => l.productId);
  if (!sameLines(ids, expected)) {
    found.push(`server cart [${ids.join(', ')}], model [${expected.join(', ')}]`);
  }
  const coupon = server.cart?.couponCode ?? null;
  if (coupon !== model.server.coupon) {
    found.push(`server coupon ${coupon}, model ${model.server.coupon}`);
  }
  const count = String(visibleCart(model).lines.length);
  for (const tab of tabs) {
    if (tab.badge !== count)
      found.push(`tab ${tab.tab} (${tab.url}) badge ${tab.badge}, model ${count}`);
    if (tab.signedIn !== model.signedIn) {
      found.push(
        `tab ${tab.tab} (${tab.url}) shows ${tab.signedIn ? 'signed in' : 'signed out'}, model ${model.signedIn ? 'signed in' : 'signed out'}`,
      );
    }
  }
  return found;
}

/** Fails with the shop's report. */
export async function fail(shop: Shop, model: ShopModel, why: string): Promise<never> {
  throw new ModelFailure(await shop.report(model, why));
}

export class ModelFailure extends Error {
  override name = 'ModelFailure';
}

/** Throws the report when a console error or hydration warning was seen. */
export async function expectCleanConsole(shop: Shop, model: ShopModel): Promise<void> {
  if (shop.problems.length > 0) await fail(shop, model, `console: ${shop.problems[0]}`);
}

/** How long the world gets to agree with the model (real time; the SDK's idle waits are jumped). */
export const SETTLE_MS = 30_000;

/**
 * Waits until the server cart, every tab's badge and every tab's signed-in state agree with the
 * model, jumping the browser clock past the SDK's idle wait between looks (its sync then runs).
 */
export async function settle(shop: Shop, model: ShopModel, timeout = SETTLE_MS): Promise<void> {
  let last: string[] = [];
  try {
    await expect(async () => {
      await shop.jump(10_000);
      const [server, tabs] = await Promise.all([shop.probe.view(), shop.tabStates()]);
      last = differences(model, server, tabs);
      expect(last).toEqual([]);
    }).toPass({ timeout, intervals: [250, 500, 1_000] });
  } catch {
    await fail(shop, model, `did not settle in ${timeout / 1000} s: ${last.join('; ')}`);
  }
  await expectCleanConsole(shop, model);
}

/** The badge of the tab that acted shows the model's count (the SDK's edits are optimistic). */
export async function expectBadge(shop: Shop, model: ShopModel, page: Page, timeout = 10_000) {
  const count = String(visibleCart(model).lines.length);
  try {
    await expect(page.getByTestId('cart-count')).toHaveText(count, { timeout });
  } catch {
    await fail(shop, model, `${shop.nameOf(page)}: badge is not ${count}`);
  }
  await expectCleanConsole(shop, model);
}

/** "$17.08" or "−$1.90" → 1708 or 190 (the sign is the label's business). */
export function moneyCents(text: string | null): number | null {
  const match = text?.match(/(\d[\d,]*)\.(\d{2})/);
  if (!match) return null;
  return Number((match[1] ?? '').replace(/,/g, '')) * 100 + Number(match[2]);
}

/**
 * The cart page's subtotal, discount and total in `page` equal what the server would charge for
 * the user's cart (the quote of `/api/testing/cart-quote`, the checkout's own code).
 */
export async function expectCartTotalsAsServer(shop: Shop, model: ShopModel, page: Page) {
  const server = await shop.probe.view();
  if (!server.quote) {
    await fail(shop, model, `the server would refuse this cart: ${server.refused}`);
    return;
  }
  const shown = {
    subtotal: moneyCents(await page.getByTestId('cart-subtotal').textContent()),
    discount: moneyCents(await page.getByTestId('cart-discount').textContent()),
    total: moneyCents(await page.getByTestId('cart-total').textContent()),
  };
  const { subtotalCents, discountCents, totalCents } = server.quote;
  if (
    shown.subtotal !== subtotalCents ||
    shown.discount !== discountCents ||
    shown.total !== totalCents
  ) {
    const show = (n: number | null) => (n === null ? '?' : cents(n));
    await fail(
      shop,
      model,
      `the cart shows ${show(shown.subtotal)} − ${show(shown.discount)} = ${show(shown.total)}, the server would charge ${cents(subtotalCents)} − ${cents(discountCents)} = ${cents(totalCents)}`,
    );
  }
}
