import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Browser, settle, sorted, videosOf, whileTimePasses } from '../auth/sessionBrowser.testing';
import { fakeTimersInEachTest } from '../platform/fakeTimers.testing';
import { createFakeServer } from '../testing/createFakeServer';
import { makeCatalogue } from '../testing/fixtures';
import { catalogueProduct, SHOPPER, VIDEO_IDS } from './cartHarness.testing';
import { openSignedIn } from './tabTiming.testing';

/**
 * The shopper's next purchase, right after one (issue 28; found by e2e/admin-coupons.spec.ts):
 * the storefront's billing page pays through the store's own checkout call, marks the cart
 * completed (`markCompleted`, cleared after 1 s), and shows the success page; the shopper leaves
 * it — a full page load, or a client-side navigation — at any moment, before or after that clear,
 * and adds videos while requests take time. Runs: FC_RUNS (default 100); FC_SEED replays.
 */
const RUNS = Number(process.env.FC_RUNS ?? 100);
const SEED = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED);

fakeTimersInEachTest();

const BOUGHT = [1, 2];
const later = fc.integer({ min: 3, max: VIDEO_IDS.length });

describe('the next purchase, right after one', () => {
  // Invariant: whenever the shopper leaves the success page (reloading or not, before or after
  // the completed cart's 1 s clear) and whenever they add, with requests taking any time: every
  // add is shown and reaches the server's new cart, none is refused, and the bought lines never
  // come back.
  it('an add made at any moment after paying lands in the new cart', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1_500 }),
        fc.boolean(),
        fc.array(fc.tuple(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 600 })), later), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 8 }),
        async (leaveAfter, reload, adds, latencies) => {
          const server = createFakeServer({ catalogue: makeCatalogue(VIDEO_IDS) });
          const browser = new Browser(server, latencies);
          try {
            const tab = await openSignedIn(browser);
            for (const video of BOUGHT) tab.cart.add(catalogueProduct(video));
            const checkout = await whileTimePasses(tab.cart.checkout());
            expect(checkout.error).toBeNull();
            // The billing page: the store takes payment, the page marks the cart completed.
            server.pay(SHOPPER);
            tab.cart.markCompleted();
            await settle(leaveAfter);
            if (reload) browser.reload(0);
            const added: number[] = [];
            for (const [wait, video] of adds) {
              // 0: at once, before the new page has read its stored cart.
              if (wait > 0) await settle(wait);
              browser.tab(0).cart.add(catalogueProduct(video));
              if (!added.includes(video)) added.push(video);
            }
            for (let i = 0; i < 3; i++) await settle(20_000);
            const refused = server.requests.filter(
              (r) => r.method === 'POST' && r.path === '/api/cart' && r.outcome === 400,
            );
            expect(refused.map((r) => r.body)).toEqual([]);
            expect(videosOf(browser.tab(0)), 'the tab').toEqual(sorted(added));
            const cart = server.cartOf(SHOPPER);
            expect(
              sorted((cart?.products ?? []).map((line) => Number(line.video._id.slice(1)))),
              "the server's new cart",
            ).toEqual(sorted(added));
          } finally {
            browser.close();
          }
        },
      ),
      { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), verbose: 1 },
    );
  }, 600_000);
});
