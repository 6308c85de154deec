import { fromCents, priceCart, toCents } from '@reelcart/contract/core/money';
import type { Order } from '@reelcart/contract/store/orders';

/**
 * Orders as the reference server answers them (prices in dollars, like `GET /api/orders`): paid
 * for two lines ($14.99 own HD, $3.99 rental), with `withCoupon` and `withRefund` for the other
 * states. For stories and component tests.
 */
export function makeOrder(n: number, overrides: Partial<Order> = {}): Order {
  return {
    _id: `ord_${n}`,
    orderNumber: `RC-${String(100000 + n).padStart(6, '0')}`,
    status: 'paid',
    billerId: 'test-card',
    couponCode: null,
    subtotal: 18.98,
    discount: 0,
    total: 18.98,
    currency: 'USD',
    createdAt: new Date(Date.UTC(2026, 10, 20 - n, 9, 30)).toISOString(),
    paidAt: new Date(Date.UTC(2026, 10, 20 - n, 9, 31)).toISOString(),
    items: [
      {
        productId: `prd_${n}_own_hd`,
        videoId: `vid_${n}`,
        title: `Video ${n}`,
        slug: `video-${n}`,
        thumbnail: '',
        orderType: 'own',
        resolution: 'HD',
        price: 14.99,
        rentalHours: null,
        paid: 14.99,
        refund: null,
      },
      {
        productId: `prd_${n}_rental`,
        videoId: `vid_${n + 1}`,
        title: `Video ${n + 1}`,
        slug: `video-${n + 1}`,
        thumbnail: '',
        orderType: 'rental',
        resolution: 'HD',
        price: 3.99,
        rentalHours: 72,
        paid: 3.99,
        refund: null,
      },
    ],
    refundStatus: null,
    refunded: 0,
    remaining: 18.98,
    refunds: [],
    ...overrides,
  };
}

/** The order paid with a percent coupon: totals and each line's share by the money rule. */
export function withCoupon(order: Order, code: string, percentOff: number): Order {
  const priced = priceCart(
    order.items.map((i) => ({ id: i.productId, priceCents: toCents(i.price) })),
    { percentOff },
  );
  return {
    ...order,
    couponCode: code,
    subtotal: fromCents(priced.subtotalCents),
    discount: fromCents(priced.discountCents),
    total: fromCents(priced.totalCents),
    remaining: fromCents(priced.totalCents),
    items: order.items.map((item, i) => ({
      ...item,
      paid: fromCents(priced.lines[i]?.totalCents ?? 0),
    })),
  };
}

/** The order after a refund of these lines (each returns what it paid) at `at`. */
export function withRefund(order: Order, productIds: readonly string[], at: string): Order {
  const cents = order.items
    .filter((i) => productIds.includes(i.productId))
    .reduce((sum, i) => sum + toCents(i.paid), 0);
  const refunds = [
    ...order.refunds,
    {
      _id: `rfd_${order.refunds.length + 1}`,
      createdAt: at,
      amount: fromCents(cents),
      productIds: [...productIds],
      kind: 'refund' as const,
    },
  ];
  const items = order.items.map((item) =>
    productIds.includes(item.productId) ? { ...item, refund: { amount: item.paid, at } } : item,
  );
  const refunded = toCents(order.refunded) + cents;
  return {
    ...order,
    items,
    refunds,
    refunded: fromCents(refunded),
    remaining: fromCents(toCents(order.total) - refunded),
    refundStatus: items.every((i) => i.refund) ? 'refunded' : 'partially_refunded',
  };
}
