import { CartResponse } from '@reelcart/contract/store';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/auth/tokens';
import { type Session, startTestServer, type TestServer } from '../../testing/harness';
import { emptyPaidOrder } from '../../testing/orders';
import { cartItems, carts, ownedProducts, products, refunds, videos } from '../schema';
import { cartResponse, currentCart, PRODUCT_NOT_FOUND } from './cartView';

// GET /api/cart reads the cart, its lines, its coupon and the holdings its lines are checked
// against in one statement (issue 34, decision 092). These tests hold it to what the separate reads
// answer: `cartResponse` without preloaded data (`cartProductIds`, `loadProducts`, `couponById`,
// `validateProductIds`), the same path a push's answer and the checkout take.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

const RUNS = Number(process.env.FC_RUNS ?? 25);
const VIDEOS = ['vid_0001', 'vid_0002', 'vid_0003', 'vid_0004'];
const PRODUCTS = VIDEOS.flatMap((v) =>
  ['own_sd', 'own_hd', 'own_fhd', 'own_4k', 'rental'].map((s) => `prd_${v.slice(4)}_${s}`),
);
const HOUR = 3_600_000;

const getCart = async (session: Session) => {
  const res = await server.request('GET', '/api/cart', { token: session.token });
  expect(res.status, res.text).toBe(200);
  return CartResponse.parse(res.json);
};

/** What the separate reads answer for the user's current cart (the oracle). */
async function separateReads(userId: string, country: string) {
  const cart = await currentCart(server.db, userId);
  if (!cart) throw new Error('no current cart');
  return CartResponse.parse(await cartResponse(server.db, cart, country));
}

async function putLines(session: Session, lines: readonly string[]) {
  const res = await server.request('POST', '/api/cart', {
    token: session.token,
    body: { products: lines, cartVersion: null, state: 'active' },
  });
  expect(res.status, res.text).toBe(200);
}

interface HoldingCase {
  product: string;
  expiresInHours: number;
  refunded: boolean;
}

/** Writes holdings straight into `owned_products` (with the order and refunds they hang on). */
async function hold(userId: string, holdings: readonly HoldingCase[]) {
  if (holdings.length === 0) return;
  const orderId = await emptyPaidOrder(server.db, userId);
  const byProduct = new Map(holdings.map((h) => [h.product, h]));
  const rows = await server.db
    .select()
    .from(products)
    .where(inArray(products.id, [...byProduct.keys()]));
  await server.db.insert(ownedProducts).values(
    rows.map((p) => ({
      userId,
      productId: p.id,
      orderId,
      videoId: p.videoId,
      orderType: p.orderType,
      resolution: p.resolution,
      expiresAt:
        p.orderType === 'rental'
          ? new Date(Date.now() + (byProduct.get(p.id)?.expiresInHours ?? 0) * HOUR)
          : null,
    })),
  );
  const refunded = holdings.filter((h) => h.refunded);
  if (refunded.length > 0) {
    await server.db.insert(refunds).values(
      refunded.map((h) => ({
        id: newId('rfd'),
        refundKey: newId('rk'),
        orderId,
        productId: h.product,
        kind: 'refund',
        amountCents: 0,
      })),
    );
  }
}

async function setCatalogue(disabled: readonly string[], unpublished: readonly string[]) {
  await server.db.update(products).set({ enabled: true }).where(inArray(products.id, PRODUCTS));
  await server.db.update(videos).set({ published: true }).where(inArray(videos.id, VIDEOS));
  if (disabled.length > 0) {
    await server.db
      .update(products)
      .set({ enabled: false })
      .where(inArray(products.id, [...disabled]));
  }
  if (unpublished.length > 0) {
    await server.db
      .update(videos)
      .set({ published: false })
      .where(inArray(videos.id, [...unpublished]));
  }
}

describe('GET /api/cart in one statement', () => {
  it('answers a line whose product was disabled, or whose video was unpublished, after it was added as not found, as a push and the checkout do (decision 030)', async () => {
    const session = await server.newShopper();
    await putLines(session, ['prd_0005_own_hd', 'prd_0006_own_hd', 'prd_0007_rental']);
    await server.db
      .update(products)
      .set({ enabled: false })
      .where(eq(products.id, 'prd_0005_own_hd'));
    await server.db.update(videos).set({ published: false }).where(eq(videos.id, 'vid_0006'));
    try {
      const { cart, validationResult } = await getCart(session);
      expect(cart.products.map((p) => p._id)).toEqual(['prd_0007_rental']);
      expect(validationResult).toEqual({
        invalidProducts: ['prd_0005_own_hd', 'prd_0006_own_hd'],
        errors: [
          { productId: 'prd_0005_own_hd', reason: PRODUCT_NOT_FOUND },
          { productId: 'prd_0006_own_hd', reason: PRODUCT_NOT_FOUND },
        ],
      });
    } finally {
      await server.db
        .update(products)
        .set({ enabled: true })
        .where(eq(products.id, 'prd_0005_own_hd'));
      await server.db.update(videos).set({ published: true }).where(eq(videos.id, 'vid_0006'));
    }
  });

  // Invariant: for any cart (lines in any order, any coupon, in active or checkout), any holdings
  // of its user (own or rental, expired or not, refunded or not) and any of its products disabled
  // or videos unpublished, GET /api/cart answers exactly what the separate reads answer.
  it('answers what the separate reads answer, for generated carts, holdings and catalogue states', async () => {
    const holding = fc.record({
      product: fc.constantFrom(...PRODUCTS),
      expiresInHours: fc.integer({ min: -48, max: 48 }),
      refunded: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...PRODUCTS), { maxLength: 8 }),
        fc.constantFrom(null, 'cpn_welcome10', 'cpn_crypto20', 'cpn_expired'),
        fc.constantFrom('active', 'checkout'),
        fc.uniqueArray(holding, { maxLength: 6, selector: (h) => h.product }),
        fc.subarray(PRODUCTS, { maxLength: 4 }),
        fc.subarray(VIDEOS, { maxLength: 2 }),
        async (lines, couponId, state, holdings, disabled, unpublished) => {
          const session = await server.newShopper();
          const userId = String(session.user.id);
          await getCart(session);
          const [cart] = await server.db
            .update(carts)
            .set({ couponId, state, version: 3 })
            .where(eq(carts.userId, userId))
            .returning();
          if (!cart) throw new Error('no cart');
          if (lines.length > 0) {
            await server.db
              .insert(cartItems)
              .values(
                lines.map((productId, position) => ({ cartId: cart.id, productId, position })),
              );
          }
          await hold(userId, holdings);
          await setCatalogue(disabled, unpublished);
          try {
            const answered = await getCart(session);
            expect(answered).toEqual(await separateReads(userId, answered.userCountry ?? 'US'));
          } finally {
            await setCatalogue([], []);
          }
        },
      ),
      { numRuns: RUNS },
    );
  }, 300_000);
});
