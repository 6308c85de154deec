import type { Order } from '@reelcart/sdk/contract';

/** Orders as the reference server answers them (prices in dollars, like `GET /api/orders`). */
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
      },
    ],
    ...overrides,
  };
}
