import { Order, OrderList } from '@reelcart/contract/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { buyProducts, uniqueKey } from '../../testing/orders';
import { freshProduct } from '../../testing/samples';

/**
 * Issue 28 item 6 (decision 064): after a refund the buyer's own order (`GET /api/orders/{n}`,
 * the order page and printable receipt) and their list say so — the refunded lines with amount
 * and date, the refunds, what is left of the total and "partially refunded" / "refunded".
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

const cents = (dollars: number) => Math.round(dollars * 100);

async function refund(orderId: string, productIds: string[]) {
  const admin = await server.sessionOf('admin');
  const res = await server.request('POST', `/api/admin/orders/${orderId}/refunds`, {
    token: admin.token,
    body: { productIds, reason: 'Customer asked', refundKey: uniqueKey('refund') },
  });
  expect(res.status, res.text).toBe(200);
}

describe("the buyer's order after refunds", () => {
  it('shows the refunded line, its amount and date, the remaining total and the status', async () => {
    const own = freshProduct();
    const other = freshProduct('own_4k');
    const { orderId, token } = await buyProducts(server, [own, other], { coupon: 'cpn_welcome10' });
    const read = async () =>
      Order.parse((await server.request('GET', `/api/orders/${orderId}`, { token })).json);

    const paid = await read();
    expect(paid).toMatchObject({ status: 'paid', refundStatus: null, refunds: [], refunded: 0 });
    expect(paid.remaining).toBe(paid.total);
    // Each line's share of the total; they sum to it (the money rule, decision 063).
    expect(paid.items.reduce((s, i) => s + cents(i.paid), 0)).toBe(cents(paid.total));
    expect(paid.items.every((i) => i.refund === null)).toBe(true);

    await refund(orderId, [own]);
    const partly = await read();
    const line = partly.items.find((i) => i.productId === own);
    expect(partly.status).toBe('paid');
    expect(partly.refundStatus).toBe('partially_refunded');
    expect(line?.refund?.amount).toBe(line?.paid);
    expect(Date.parse(line?.refund?.at ?? '')).toBeGreaterThan(0);
    expect(partly.items.find((i) => i.productId === other)?.refund).toBeNull();
    expect(partly.refunds).toEqual([
      {
        _id: expect.any(String),
        createdAt: line?.refund?.at,
        amount: line?.paid,
        productIds: [own],
        kind: 'refund',
      },
    ]);
    expect(partly.refunded).toBe(line?.paid);
    expect(cents(partly.remaining)).toBe(cents(partly.total) - cents(line?.paid ?? 0));

    // The list says so too.
    const list = OrderList.parse((await server.request('GET', '/api/orders', { token })).json);
    expect(list.items.find((o) => o._id === orderId)?.refundStatus).toBe('partially_refunded');

    await refund(orderId, []);
    const all = await read();
    expect(all.refundStatus).toBe('refunded');
    expect(all.refunds).toHaveLength(2);
    expect(all.refunds[1]?.productIds).toEqual([other]);
    expect(all.refunded).toBe(all.total);
    expect(all.remaining).toBe(0);
    expect(all.items.every((i) => i.refund?.amount === i.paid)).toBe(true);
  });

  it('never shows another buyer the order or its refunds', async () => {
    const { orderId } = await buyProducts(server, [freshProduct()]);
    await refund(orderId, []);
    const stranger = await server.newShopper();
    const res = await server.request('GET', `/api/orders/${orderId}`, { token: stranger.token });
    expect(res.status).toBe(404);
  });
});
