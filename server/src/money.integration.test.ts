import { AdminOrder } from '@reelcart/contract/admin';
import { catalogueCalls, checkoutCalls, Order } from '@reelcart/contract/store';
import {
  type CartView,
  type Commerce,
  createCommerce,
  createManualPageLifecycle,
  createMemoryCookieJar,
  createRecordingNavigator,
} from '@reelcart/sdk';
import { and, eq, ne } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orders, payments, products } from './modules/schema';
import { startTestServer, type TestServer } from './testing/harness';
import { serveOverHttp } from './testing/http';
import { uniqueKey } from './testing/orders';

/**
 * Issue 28 item 1, end to end: the real SDK over HTTP against the reference server. What the
 * cart shows (the SDK's view, which the Pay button prints) is what the payment charges and what
 * the order, the receipt and the admin's payment say, to the cent.
 */
let server: TestServer;
let http: Awaited<ReturnType<typeof serveOverHttp>>;
let baseURL: string;
const started: Commerce[] = [];
beforeAll(async () => {
  server = await startTestServer();
  http = await serveOverHttp(server);
  baseURL = http.baseURL;
}, 120_000);
afterEach(() => {
  for (const commerce of started.splice(0)) commerce.destroy();
});
afterAll(async () => {
  await http.close();
  await server.close();
});

/** A browser-like SDK (cart machine running, no storage or channel) signed in as a new shopper. */
async function newShopperCommerce(): Promise<Commerce> {
  const shopper = await server.newShopper();
  const commerce = createCommerce({
    baseURL,
    cookies: createMemoryCookieJar(),
    navigator: createRecordingNavigator(),
    storage: false,
    channel: false,
    pageLifecycle: createManualPageLifecycle(),
    captureReferral: false,
    server: false,
  });
  started.push(commerce);
  const signedIn = await commerce.auth.signIn({
    email: shopper.user.email,
    password: 'long-enough-1',
  });
  if (signedIn.error) throw new Error(`sign-in failed: ${signedIn.error.message}`);
  return commerce;
}

/** The shopper's cart: adds the products, applies the coupon, checks out; the view at billing. */
async function cartAtBilling(
  commerce: Commerce,
  productIds: readonly string[],
  coupon: string | null,
): Promise<CartView> {
  for (const id of productIds) {
    const product = await commerce.client.request(catalogueCalls.getProduct, { params: { id } });
    commerce.cart.add(product);
  }
  if (coupon) {
    const applied = await commerce.cart.applyCoupon(coupon);
    if (applied.error) throw new Error(`coupon refused: ${applied.error.message}`);
  }
  const checkedOut = await commerce.cart.checkout();
  if (checkedOut.error) throw new Error(`checkout refused: ${checkedOut.error.message}`);
  return commerce.cart.getSnapshot();
}

/** The billing page's payment; `expect: false` leaves out the total shown (no guard). */
async function pay(
  commerce: Commerce,
  view: CartView,
  billerId = 'test-card',
  options: { expect?: boolean } = {},
) {
  return commerce.client.request(checkoutCalls.checkout, {
    body: {
      cartId: view.cartId ?? '',
      cartVersion: view.cartVersion ?? 0,
      billerId,
      idempotencyKey: uniqueKey('money'),
      paymentDetails:
        billerId === 'test-card' ? { cardNumber: '4242424242424242' } : { wallet: 'w' },
      ...(options.expect === false ? {} : { expectedTotalCents: view.totalCents }),
    },
  });
}

/** A seeded product at this price (own HD or rental), of a video other than `notVideo`. */
async function productAt(priceCents: number, orderType: 'own' | 'rental', notVideo = '') {
  const [row] = await server.db
    .select({ id: products.id, videoId: products.videoId })
    .from(products)
    .where(
      and(
        eq(products.priceCents, priceCents),
        eq(products.orderType, orderType),
        eq(products.resolution, 'HD'),
        ne(products.videoId, notVideo),
      ),
    )
    .limit(1);
  if (!row) throw new Error(`no ${orderType} product at ${priceCents} cents`);
  return row;
}

describe('one money rule, end to end (issue 28 item 1)', () => {
  it('a $3.99 rental and a $14.99 own HD with WELCOME10: shown −$1.90 / $17.08, charged and stored the same', async () => {
    const rental = await productAt(399, 'rental');
    const own = await productAt(1499, 'own', rental.videoId);
    const commerce = await newShopperCommerce();
    const view = await cartAtBilling(commerce, [rental.id, own.id], 'WELCOME10');
    // What the cart and the Pay button show.
    expect({ subTotal: view.subTotal, discount: view.discount, total: view.total }).toEqual({
      subTotal: 18.98,
      discount: 1.9,
      total: 17.08,
    });

    const paid = await pay(commerce, view);
    expect(paid).toMatchObject({ status: 'paid', total: 17.08 });
    expect(view.totalCents).toBe(1708);
    // The success page and the order page read the order.
    const token = commerce.auth.getSnapshot().session?.token ?? null;
    const order = Order.parse(
      (await server.request('GET', `/api/orders/${paid.orderNumber}`, { token })).json,
    );
    expect({ subtotal: order.subtotal, discount: order.discount, total: order.total }).toEqual({
      subtotal: 18.98,
      discount: 1.9,
      total: 17.08,
    });
    // The lines' shares of the total sum to it exactly.
    expect(order.items.reduce((sum, item) => sum + Math.round(item.paid * 100), 0)).toBe(1708);
    // The admin's order: its payment and totals.
    const admin = await server.sessionOf('admin');
    const adminOrder = AdminOrder.parse(
      (await server.request('GET', `/api/admin/orders/${paid.orderId}`, { token: admin.token }))
        .json,
    );
    expect(adminOrder).toMatchObject({ discountCents: 190, totalCents: 1708 });
    expect(adminOrder.payments.map((p) => p.amountCents)).toEqual([1708]);
    expect(adminOrder.lines.reduce((sum, l) => sum + l.paidCents, 0)).toBe(1708);
  });

  it('refuses to charge a total other than the one shown (a price changed meanwhile): 409, nothing charged', async () => {
    const own = await productAt(1499, 'own');
    const id = `prd_money_changed_${Date.now().toString(36)}`;
    await server.db.insert(products).values({
      id,
      videoId: own.videoId,
      orderType: 'own',
      resolution: '4K',
      priceCents: 2_000,
      download: true,
      stream: true,
    });
    const commerce = await newShopperCommerce();
    const view = await cartAtBilling(commerce, [id], 'WELCOME10');
    expect(view.totalCents).toBe(1_800);
    await server.db.update(products).set({ priceCents: 2_500 }).where(eq(products.id, id));
    const refused = await pay(commerce, view).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      status: 409,
      data: { code: 'TOTAL_CHANGED' },
      message:
        'The total changed from $18.00 to $22.50 since it was shown. Review your cart and pay again.',
    });
    const [order] = await server.db
      .select()
      .from(orders)
      .where(eq(orders.cartId, view.cartId ?? ''));
    expect(order).toBeUndefined();
  });
});

const GATEWAYS = ['test-card', 'test-crypto'] as const;
const RUNS = Number(process.env.FC_RUNS ?? 10);

/** A cart of 1–5 lines at any prices, any coupon (percent or amount, gateways, minimum), a gateway. */
const scenario = fc.record({
  prices: fc.array(
    fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom(1, 5, 399, 1499, 1999)),
    { minLength: 1, maxLength: 5 },
  ),
  coupon: fc.option(
    fc.record({
      off: fc.oneof(
        fc.record({
          percentOff: fc.integer({ min: 1, max: 100 }),
          amountOffCents: fc.constant(null),
        }),
        fc.record({
          percentOff: fc.constant(null),
          amountOffCents: fc.integer({ min: 1, max: 60_000 }),
        }),
      ),
      appliesToGateway: fc.subarray([...GATEWAYS]),
      minSubtotalCents: fc.option(fc.integer({ min: 0, max: 150_000 }), { nil: null }),
    }),
    { nil: null },
  ),
  billerId: fc.constantFrom(...GATEWAYS),
  /** Lines removed after the coupon was applied (the cart may fall below its minimum). */
  removedAfter: fc.nat({ max: 4 }),
});

describe('what the cart shows is what is charged (issue 28 item 1)', () => {
  let run = 0;
  // Invariant: for ANY cart (1–5 lines at any prices), ANY coupon (percent or amount off, any
  // gateways, a minimum subtotal or none, lines removed after it was applied) and ANY gateway, either the payment succeeds and the
  // amount charged, the order's total and discount and the sum of its lines' shares equal what
  // the SDK's cart view showed (its total is the Pay button's figure) to the cent — the payment
  // is sent WITHOUT the total shown, so the server computes it on its own — or nothing is charged
  // and the refusal names the coupon's reason.
  it('property: any cart, coupon and gateway — shown = charged = stored, or refused with a reason', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ prices, coupon, billerId, removedAfter }) => {
        run += 1;
        const tag = `${Date.now().toString(36)}_${run}`;
        const ids = prices.map((_, i) => `prd_money_${tag}_${i}`);
        await server.db.insert(products).values(
          prices.map((priceCents, i) => ({
            id: ids[i] ?? '',
            videoId: `vid_${String(201 + i * 7).padStart(4, '0')}`,
            orderType: 'own',
            resolution: '4K',
            priceCents,
            download: true,
            stream: true,
          })),
        );
        const code = `MONEY${tag}`.toUpperCase();
        if (coupon) {
          await server.db.insert(coupons).values({
            id: `cpn_money_${tag}`,
            code,
            ...coupon.off,
            appliesToGateway: coupon.appliesToGateway,
            minSubtotalCents: coupon.minSubtotalCents,
          });
        }
        const commerce = await newShopperCommerce();
        try {
          for (const id of ids) {
            const product = await commerce.client.request(catalogueCalls.getProduct, {
              params: { id },
            });
            commerce.cart.add(product);
          }
          const applied = coupon ? await commerce.cart.applyCoupon(code) : null;
          for (const id of ids.slice(0, Math.min(removedAfter, ids.length - 1))) {
            commerce.cart.remove(id);
          }
          const checkedOut = await commerce.cart.checkout();
          expect(checkedOut.error).toBeNull();
          const view = commerce.cart.getSnapshot();
          expect(view.appliedCoupon?.code ?? null).toBe(
            applied?.error ? null : coupon ? code : null,
          );
          // The Pay button prints `view.total`: the cents, exactly.
          expect(view.total).toBe(view.totalCents / 100);
          const outcome = await pay(commerce, view, billerId, { expect: false }).then(
            (paid) => ({ paid, error: null }),
            (error: { status?: number; data?: unknown; message?: string }) => ({
              paid: null,
              error,
            }),
          );
          const [order] = await server.db
            .select()
            .from(orders)
            .where(eq(orders.cartId, view.cartId ?? ''));
          if (outcome.paid) {
            expect(outcome.paid.status).toBe('paid');
            const charged = await server.db
              .select({ amountCents: payments.amountCents })
              .from(payments)
              .where(eq(payments.orderId, outcome.paid.orderId));
            expect(charged.map((c) => c.amountCents)).toEqual([view.totalCents]);
            expect(order).toMatchObject({
              subtotalCents: Math.round(view.subTotal * 100),
              discountCents: Math.round(view.discount * 100),
              totalCents: view.totalCents,
            });
            const token = commerce.auth.getSnapshot().session?.token ?? null;
            const stored = Order.parse(
              (await server.request('GET', `/api/orders/${outcome.paid.orderNumber}`, { token }))
                .json,
            );
            expect([stored.total, stored.discount]).toEqual([view.total, view.discount]);
            expect(stored.items.reduce((sum, i) => sum + Math.round(i.paid * 100), 0)).toBe(
              view.totalCents,
            );
          } else {
            // Refused: a coupon rule (the gateway), nothing charged. Never the minimum: a cart that
            // fell below it after the coupon was applied shows and pays the full price.
            expect(outcome.error).toMatchObject({ status: 400, data: { code: 'COUPON_INVALID' } });
            expect(outcome.error.message ?? '').not.toMatch(/^Minimum subtotal/);
            expect(order?.status ?? 'none').not.toBe('paid');
            if (order) {
              const charged = await server.db
                .select()
                .from(payments)
                .where(eq(payments.orderId, order.id));
              expect(charged).toEqual([]);
            }
          }
        } finally {
          commerce.destroy();
        }
      }),
      { numRuns: RUNS },
    );
  }, 300_000);
});
