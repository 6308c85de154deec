import { expect, type Page } from '@playwright/test';
import { type Difference, differences, type Invariant, moneyCents } from './invariants';
import { type ShopModel, visibleCart } from './model';
import { cents } from './probe';
import { NAVIGATION_MS, type Shop } from './shop';

/**
 * The model test's checks in the browser (decision 070), over the pure invariants of
 * invariants.ts. Waiting is on observable conditions only: a check polls until it holds or its
 * time is up, letting the browser's clock run the SDK's idle sync between polls.
 */

export class ModelFailure extends Error {
  override name = 'ModelFailure';
}

/** Fails with the shop's report. */
export async function fail(shop: Shop, model: ShopModel, why: string): Promise<never> {
  throw new ModelFailure(await shop.report(model, why));
}

/** A broken invariant: fails, unless the run tolerates it (then it is noted in the steps). */
export async function violated(
  shop: Shop,
  model: ShopModel,
  invariant: Invariant,
  why: string,
): Promise<void> {
  if (shop.tolerates(invariant)) {
    shop.step(`(tolerated: ${invariant}) ${why}`);
    return;
  }
  await fail(shop, model, why);
}

/** Each console error or hydration warning seen since the last look breaks its invariant. */
export async function expectCleanConsole(shop: Shop, model: ShopModel): Promise<void> {
  for (const problem of shop.takeProblems()) {
    await violated(shop, model, problem.invariant, `console: ${problem.text}`);
  }
}

/** How long the world gets to agree with the model (real time; the SDK's idle waits are jumped). */
export const SETTLE_MS = 30_000;

/**
 * Waits until the server cart, every tab's badge and every tab's signed-in state agree with the
 * model, jumping the browser clock past the SDK's idle wait between looks (its sync then runs).
 */
export async function settle(shop: Shop, model: ShopModel, timeout = SETTLE_MS): Promise<void> {
  let last: Difference[] = [];
  try {
    await expect(async () => {
      await shop.jump(10_000, 2_000);
      const [server, tabs] = await Promise.all([shop.probe.view(), shop.tabStates()]);
      last = differences(model, server.cart, tabs);
      if (shop.tolerates('session')) {
        // Tolerated: the shopper reloads a tab that shows the wrong session, then looks again.
        for (const stale of last.filter((d) => d.invariant === 'session')) {
          const page = stale.tab === undefined ? undefined : shop.pages[stale.tab];
          if (!page) continue;
          shop.step(`(tolerated: session) ${stale.text}: reloaded`);
          await shop.reload(page);
        }
      }
      expect(last).toEqual([]);
    }).toPass({ timeout, intervals: [250, 500, 1_000] });
  } catch {
    const cart = last.some((d) => d.invariant === 'cart');
    await fail(
      shop,
      model,
      `did not settle in ${timeout / 1000} s (${cart ? 'cart' : 'session'}): ${last.map((d) => d.text).join('; ')}`,
    );
  }
  await expectCleanConsole(shop, model);
}

/**
 * The tab shows the shopper's session (signed in or out elsewhere: here too, soon). When the
 * run tolerates `session`, the shopper reloads a tab that does not, and goes on.
 */
export async function expectSession(shop: Shop, model: ShopModel, page: Page, timeout = 5_000) {
  const agrees = await expect
    .poll(() => shop.signedInShown(page), { timeout })
    .toBe(model.signedIn)
    .then(
      () => true,
      () => false,
    );
  if (agrees) return;
  await violated(
    shop,
    model,
    'session',
    `${shop.nameOf(page)} (${new URL(page.url()).pathname}) shows ${model.signedIn ? 'signed out' : 'signed in'}, the shopper is ${model.signedIn ? 'signed in' : 'signed out'} (in another tab)`,
  );
  await shop.reload(page);
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
    await violated(
      shop,
      model,
      'totals',
      `the cart shows ${show(shown.subtotal)} − ${show(shown.discount)} = ${show(shown.total)}, the server would charge ${cents(subtotalCents)} − ${cents(discountCents)} = ${cents(totalCents)}`,
    );
  }
}

/** The acting tab of a command, once it shows the shopper's session; the command is logged. */
export async function actingTab(
  shop: Shop,
  model: ShopModel,
  tab: number,
  command: object,
): Promise<Page> {
  const { page } = shop.tab(tab);
  await expectSession(shop, model, page);
  shop.step(String(command));
  return page;
}

/** The tab reaches a URL (a navigation under way), or the sequence fails saying `what` did not. */
export async function expectArrival(
  shop: Shop,
  model: ShopModel,
  page: Page,
  url: RegExp,
  what: string,
): Promise<void> {
  try {
    await expect(page).toHaveURL(url, { timeout: NAVIGATION_MS });
  } catch {
    // What the page says instead (a refusal, a message), and whether its buttons were usable.
    const said = await page
      .locator('[role="alert"], [role="status"], button[disabled], button[aria-disabled="true"]')
      .evaluateAll((nodes) =>
        nodes
          .map((node) =>
            node.tagName === 'BUTTON'
              ? `disabled button "${node.textContent?.trim()}"`
              : node.textContent?.trim(),
          )
          .filter(Boolean),
      )
      .catch(() => []);
    const shows = said.length > 0 ? `; the page shows: ${said.join(' | ')}` : '';
    await fail(shop, model, `${shop.nameOf(page)}: ${what} (at ${page.url()}${shows})`);
  }
}
