import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Browser, settle, whileTimePasses } from '../auth/sessionBrowser.testing';
import { fakeTimersInEachTest } from '../platform/fakeTimers.testing';
import { createFakeServer } from '../testing/createFakeServer';
import { makeCatalogue } from '../testing/fixtures';
import { catalogueProduct, SHOPPER, VIDEO_IDS } from './cartHarness.testing';
import { cycle, openSignedIn, orderedStore } from './tabTiming.testing';

/**
 * Another tab's page load while the cart is in checkout. The reloaded tab's SDK starts at a
 * generated moment — before or after the other tab's checkout — its stored cart written or not
 * (IndexedDB transactions take generated times, and a page torn down loses the writes under
 * way). Written for the browser model's seed 1432391985, path 181 (a tab added a video and was
 * reloaded, the other tab checked out, its payment never went: seen twice under load, not
 * reproduced since). It failed about 1 run in 940 until a tab that restores a stored change the
 * server has moved past stopped sending it again over the server's state (issue 28; the
 * counterexample below): very likely what reopened that cart.
 * Runs: FC_RUNS (default 100); FC_SEED replays.
 */
const RUNS = Number(process.env.FC_RUNS ?? 100);
const SEED = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED);

fakeTimersInEachTest();

async function loadDuringCheckout(
  reloadAfter: number,
  startAfter: number,
  latencies: number[],
  storage: number[],
) {
  const server = createFakeServer({ catalogue: makeCatalogue(VIDEO_IDS) });
  const browser = new Browser(server, latencies, {
    storage: orderedStore(cycle(storage)),
  });
  try {
    const tab = await openSignedIn(browser);
    tab.cart.add(catalogueProduct(1));
    await settle(reloadAfter);
    // The reload: the page goes (writes under way may not land); its SDK starts later.
    browser.closeTab(0);
    const paying = browser.open();
    await settle(50);
    const checkout = await whileTimePasses(paying.cart.checkout());
    expect(checkout.error).toBeNull();
    await settle(startAfter);
    browser.open();
    for (let i = 0; i < 3; i++) await settle(20_000);
    expect(server.cartOf(SHOPPER)?.state, "the server's cart").toBe('checkout');
    expect(paying.cart.getSnapshot().cartState, 'the paying tab').toBe('checkout');
  } finally {
    browser.close();
  }
}

describe('a page load in another tab while the cart is in checkout', () => {
  // Invariant: a tab that only loads (no edit) never takes a cart in checkout back to active:
  // the server's cart and the paying tab's stay in checkout.
  it('leaves the checkout alone', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 6 }),
        loadDuringCheckout,
      ),
      { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), verbose: 1 },
    );
  }, 300_000);

  // The project's CI run on 7897aba (seed -1516963529, path 936): the reloaded tab read the
  // stored cart before the paying tab's last write landed — a cart whose add was still unsent —
  // and, holding that unsent change as its own, kept its state (active) over the server's
  // (checkout) and pushed it. The paying tab had sent that add with its checkout long before.
  it('the CI counterexample: a stored change the server has moved past is not sent again', async () => {
    await loadDuringCheckout(0, 0, [0], [51]);
  });
});
