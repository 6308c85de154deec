import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, startTestServer, type TestServer } from '../../testing/harness';
import { freshProduct } from '../../testing/samples';
import { runPayouts } from '../affiliate/payouts';
import { DAY_MS, payoutRunKey } from '../affiliate/rules';
import { affiliateLedger, mailOutbox, orderRefunds, orders, refunds } from '../schema';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.sessionOf('admin')).token;
}, 120_000);
afterAll(() => server.close());

const get = (path: string, token: string | null = admin) => server.request('GET', path, { token });
const post = (path: string, body: unknown, token: string | null = admin) =>
  server.request('POST', path, { token, body });
let n = 0;
const key = () => {
  n += 1;
  return `test-refund-${Date.now().toString(36)}-${n}`;
};

/** A new shopper (referred by REELPAID when asked) who bought these products. */
async function buy(
  products: string[],
  options: { coupon?: string; referred?: boolean } = {},
): Promise<{ orderId: string; orderNumber: string; shopper: Session }> {
  const res = await server.request('POST', '/api/auth/register', {
    body: {
      email: `buyer-${key()}@example.test`,
      password: 'long-enough-1',
      referralCode: options.referred ? 'REELPAID' : null,
    },
  });
  expect(res.status, res.text).toBe(200);
  const shopper = res.json as unknown as Session;
  const cart = await server.request('POST', '/api/cart', {
    token: shopper.token,
    body: { products, cartVersion: null, state: 'active', appliedCoupon: options.coupon ?? null },
  });
  expect(cart.status, cart.text).toBe(200);
  const c = cart.json.cart as { _id: string; version: number };
  const paid = await server.request('POST', '/api/checkout', {
    token: shopper.token,
    body: {
      cartId: c._id,
      cartVersion: c.version,
      billerId: 'test-card',
      idempotencyKey: key(),
      paymentDetails: { cardNumber: '4242424242424242' },
    },
  });
  expect(paid.json.status, paid.text).toBe('paid');
  return {
    orderId: String(paid.json.orderId),
    orderNumber: String(paid.json.orderNumber),
    shopper,
  };
}

type Line = { productId: string; paidCents: number; refund: { amountCents: number } | null };
type Order = {
  status: string;
  totalCents: number;
  refundedCents: number;
  refundableCents: number;
  lines: Line[];
  attribution: { affiliateCode: string; commissionStatus: string; commissionCents: number } | null;
  timeline: {
    kind: string;
    actorEmail: string | null;
    detail: string | null;
    amountCents?: number;
  }[];
  history: { action: string }[];
};

describe('admin orders: list', () => {
  it('searches by order number and e-mail, filters by status, gateway, coupon, affiliate, amount, dates; sorts', async () => {
    const bought = await buy([freshProduct(), freshProduct('rental')], {
      coupon: 'cpn_welcome10',
      referred: true,
    });
    const byNumber = await get(`/api/admin/order-search?q=${bought.orderNumber}`);
    expect(byNumber.status, byNumber.text).toBe(200);
    const rows = byNumber.json.items as {
      _id: string;
      couponCode: string;
      affiliateCode: string;
    }[];
    expect(rows.map((r) => r._id)).toEqual([bought.orderId]);
    expect(rows[0]).toMatchObject({ couponCode: 'WELCOME10', affiliateCode: 'REELPAID' });
    const email = bought.shopper.user.email;
    const byEmail = await get(
      `/api/admin/order-search?q=${encodeURIComponent(email.toUpperCase())}`,
    );
    expect((byEmail.json.items as { _id: string }[]).map((r) => r._id)).toEqual([bought.orderId]);
    const today = new Date().toISOString().slice(0, 10);
    const all = await get(
      `/api/admin/order-search?status=paid&gateway=test-card&coupon=welcome10&affiliate=reelpaid&from=${today}&to=${today}&minCents=1&maxCents=1000000`,
    );
    expect((all.json.items as { _id: string }[]).map((r) => r._id)).toContain(bought.orderId);
    const none = await get(
      '/api/admin/order-search?coupon=welcome10&gateway=test-crypto&from=2001-01-01&to=2001-01-02',
    );
    expect(none.json.total).toBe(0);
    const sorted = await get('/api/admin/order-search?sort=total&dir=asc&limit=50');
    const totals = (sorted.json.items as { totalCents: number }[]).map((r) => r.totalCents);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect((await get('/api/admin/order-search?from=yesterday')).status).toBe(400);
  });
});

describe('admin orders: refunds', () => {
  it('refunds one line: prorated share, entitlement ends (media 403, My videos), that share of the commission reversed, report row, audit', async () => {
    const own = freshProduct();
    const other = freshProduct('own_4k');
    const { orderId, shopper } = await buy([own, other], {
      coupon: 'cpn_welcome10',
      referred: true,
    });
    const url = await post(`/api/media/${own}/url`, { purpose: 'stream' }, shopper.token);
    expect(url.status, url.text).toBe(200);
    const mediaUrl = String(url.json.url);
    expect((await get(mediaUrl, null)).status).toBe(200);

    const before = (await get(`/api/admin/orders/${orderId}`)).json as unknown as Order;
    expect(before.attribution).toMatchObject({
      affiliateCode: 'REELPAID',
      commissionStatus: 'pending',
    });
    expect(before.lines.reduce((s, l) => s + l.paidCents, 0)).toBe(before.totalCents);
    expect(before.refundableCents).toBe(before.totalCents);

    expect(
      (await post(`/api/admin/orders/${orderId}/refunds`, { productIds: [own], refundKey: key() }))
        .status,
    ).toBe(400);
    const refunded = await post(`/api/admin/orders/${orderId}/refunds`, {
      productIds: [own],
      reason: 'Buyer could not play it',
      refundKey: key(),
    });
    expect(refunded.status, refunded.text).toBe(200);
    const order = refunded.json.order as Order;
    const line = order.lines.find((l) => l.productId === own);
    expect(line?.refund?.amountCents).toBe(line?.paidCents);
    expect(order.status).toBe('partially_refunded');
    // The affiliate loses the refunded line's share only (decision 055), not the whole commission.
    expect(order.attribution?.commissionStatus).toBe('partly reversed');
    expect((refunded.json.refund as { commission: string }).commission).toBe('reversal');
    expect(order.timeline.find((e) => e.kind === 'refund')).toMatchObject({
      actorEmail: 'admin@reelcart.test',
      detail: 'Buyer could not play it',
    });
    expect(order.history[0]?.action).toBe('refund');
    // The commission's reversal carries its amount as money (the page formats it), no "cents" text.
    const after = (await get(`/api/admin/orders/${orderId}`)).json as unknown as Order;
    const reversal = after.timeline.find((e) => e.kind === 'commission');
    expect(reversal?.amountCents).toBeLessThan(0);
    expect(reversal?.detail).toBeNull();

    // Entitlement: the issued URL stops working, no new one, My videos drops it; the other line stays.
    expect((await get(mediaUrl, null)).status).toBe(403);
    expect((await post(`/api/media/${own}/url`, { purpose: 'stream' }, shopper.token)).status).toBe(
      403,
    );
    const mine = await get('/api/user/videos', shopper.token);
    const ids = (mine.json.items as { productId: string }[]).map((v) => v.productId);
    expect(ids).toEqual([other]);
    expect(
      (await post(`/api/media/${other}/url`, { purpose: 'stream' }, shopper.token)).status,
    ).toBe(200);

    // Twice: 409 with a clear message; the rest of the order: the remaining line only.
    const again = await post(`/api/admin/orders/${orderId}/refunds`, {
      productIds: [own],
      reason: 'Again',
      refundKey: key(),
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/refunded already/);
    const rest = await post(`/api/admin/orders/${orderId}/refunds`, {
      reason: 'Rest of it',
      refundKey: key(),
    });
    expect(rest.status, rest.text).toBe(200);
    const full = rest.json.order as Order;
    expect(full.status).toBe('refunded');
    expect(full.refundedCents).toBe(full.totalCents);
    expect(full.refundableCents).toBe(0);
    const rows = await server.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows.reduce((s, r) => s + r.amountCents, 0)).toBe(full.totalCents);
    const ledger = await server.db
      .select()
      .from(affiliateLedger)
      .where(eq(affiliateLedger.orderId, orderId));
    expect(ledger.map((l) => l.kind).sort()).toEqual(['commission', 'reversal', 'reversal']);
    expect(ledger.reduce((s, l) => s + l.amountCents, 0)).toBe(0);
    expect(full.attribution?.commissionStatus).toBe('voided');
    // Each refund queued one confirmation to the buyer through the outbox: the part, then the rest.
    const mails = await server.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.to, shopper.user.email), eq(mailOutbox.kind, 'refund_confirmation')),
      );
    const mailOf = (refundId: string) =>
      mails.filter((m) => m.dedupeKey === `refund_confirmation:${refundId}`);
    expect(mails).toHaveLength(2);
    expect(mailOf((refunded.json.refund as { _id: string })._id)[0]?.text).toMatch(
      /^Part of your order RC-\d{6} was refunded/m,
    );
    expect(mailOf((rest.json.refund as { _id: string })._id)[0]?.text).toMatch(
      /^Your order RC-\d{6} was refunded/m,
    );
    const nothing = await post(`/api/admin/orders/${orderId}/refunds`, {
      reason: 'x3x',
      refundKey: key(),
    });
    expect(nothing.status).toBe(409);
  });

  it('concurrent refunds of one line (same and different keys): one refund, one reversal of its share, one report row', async () => {
    const product = freshProduct();
    const { orderId } = await buy([product, freshProduct('rental')], { referred: true });
    const shared = key();
    const keys = [shared, shared, shared, key(), key(), key()];
    const answers = await Promise.all(
      keys.map((k) =>
        post(`/api/admin/orders/${orderId}/refunds`, {
          productIds: [product],
          reason: 'Concurrent',
          refundKey: k,
        }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    for (const a of answers) expect([200, 409], a.text).toContain(a.status);
    const ids = new Set(ok.map((a) => (a.json.refund as { _id: string })._id));
    expect(ids.size).toBe(1);
    // Every request with the shared key answers the same refund, whichever key won.
    const sharedAnswers = answers.filter((_, i) => keys[i] === shared);
    const winnerKey = (ok[0]?.json.refund as { refundKey: string } | undefined)?.refundKey;
    if (winnerKey === shared) for (const a of sharedAnswers) expect(a.status).toBe(200);
    else for (const a of sharedAnswers) expect(a.status).toBe(409);
    expect(
      await server.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)),
    ).toHaveLength(1);
    expect(await server.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(
      1,
    );
    const ledger = await server.db
      .select()
      .from(affiliateLedger)
      .where(eq(affiliateLedger.orderId, orderId));
    const commission = ledger.find((l) => l.kind === 'commission');
    const [given] = await server.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId));
    const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
    const reversals = ledger.filter((l) => l.kind !== 'commission');
    expect(reversals.map((l) => [l.kind, l.amountCents])).toEqual([
      [
        'reversal',
        -Math.floor(
          ((commission?.amountCents ?? 0) * (given?.amountCents ?? 0)) / (order?.totalCents ?? 1),
        ),
      ],
    ]);
  });

  it('the same key answers the same refund; another order with it is a 409; unpaid and unknown orders', async () => {
    const a = await buy([freshProduct()]);
    const b = await buy([freshProduct()]);
    const k = key();
    const first = await post(`/api/admin/orders/${a.orderId}/refunds`, {
      reason: 'Duplicate purchase',
      refundKey: k,
    });
    const second = await post(`/api/admin/orders/${a.orderId}/refunds`, {
      reason: 'Duplicate purchase',
      refundKey: k,
    });
    expect(second.status).toBe(200);
    expect(second.json.refund).toEqual(first.json.refund);
    const elsewhere = await post(`/api/admin/orders/${b.orderId}/refunds`, {
      reason: 'Other',
      refundKey: k,
    });
    expect(elsewhere.status).toBe(409);
    const unknownLine = await post(`/api/admin/orders/${b.orderId}/refunds`, {
      productIds: ['prd_nope'],
      reason: 'Other',
      refundKey: key(),
    });
    expect(unknownLine.status).toBe(400);
    expect(
      (await post('/api/admin/orders/ord_nope/refunds', { reason: 'Nope', refundKey: key() }))
        .status,
    ).toBe(404);
    expect((await get('/api/admin/orders/ord_nope')).status).toBe(404);
  });
});

describe('admin orders: a refund after the payout', () => {
  it('claws the paid-out commission back as a negative adjustment for the next payout', async () => {
    const { orderId } = await buy([freshProduct('own_4k'), freshProduct('own_4k')], {
      referred: true,
    });
    // A payout run after the hold: the order's commission is paid out.
    const later = new Date(Date.now() + 45 * DAY_MS);
    await runPayouts(server.db, { runKey: payoutRunKey(later), now: later });
    const paid = (await get(`/api/admin/orders/${orderId}`)).json as unknown as Order;
    expect(paid.attribution?.commissionStatus).toBe('paid');
    const res = await post(`/api/admin/orders/${orderId}/refunds`, {
      reason: 'Chargeback threatened',
      refundKey: key(),
    });
    expect(res.status, res.text).toBe(200);
    expect((res.json.refund as { commission: string }).commission).toBe('adjustment');
    expect((res.json.order as Order).attribution?.commissionStatus).toBe('clawed back');
    const ledger = await server.db
      .select()
      .from(affiliateLedger)
      .where(eq(affiliateLedger.orderId, orderId));
    expect(ledger.reduce((s, l) => s + l.amountCents, 0)).toBe(0);
  });
});

describe('admin orders: the seed', () => {
  it('has orders in every state, its refunds given through the refund service', async () => {
    for (const status of ['pending', 'paid', 'declined', 'partially_refunded', 'refunded']) {
      const res = await get(`/api/admin/order-search?status=${status}&limit=1`);
      expect(res.status, res.text).toBe(200);
      expect(res.json.total, status).toBeGreaterThan(0);
    }
    const seeded = await server.db.select().from(orderRefunds);
    expect(seeded.filter((r) => r.id.startsWith('rfd_seed_')).length).toBeGreaterThanOrEqual(5);
    const clawed = seeded.find((r) => r.id === 'rfd_seed_aff_1');
    const order = (await get(`/api/admin/orders/${clawed?.orderId}`)).json as unknown as Order;
    expect(order.status).toBe('refunded');
    expect(order.attribution?.commissionStatus).toBe('clawed back');
  });
});
