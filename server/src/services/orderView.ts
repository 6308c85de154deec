import type { Order } from '@reelcart/sdk/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { coupons, orderItems, products, users, videos } from '../db/schema';
import { artUrl } from './art';
import { formatOrderNumber, type OrderRow } from './orders';

/** Orders as the contract's Order, items and coupon codes loaded in two queries. */
export async function toOrders(
  db: Database,
  rows: readonly OrderRow[],
  withEmail = false,
): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const couponIds = rows.flatMap((r) => (r.couponId ? [r.couponId] : []));
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const [items, couponRows, userRows] = await Promise.all([
    db
      .select({
        item: orderItems,
        video: { title: videos.title, slug: videos.slug },
        rentalHours: products.rentalHours,
      })
      .from(orderItems)
      .innerJoin(videos, eq(videos.id, orderItems.videoId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(inArray(orderItems.orderId, ids)),
    couponIds.length
      ? db
          .select({ id: coupons.id, code: coupons.code })
          .from(coupons)
          .where(inArray(coupons.id, couponIds))
      : Promise.resolve([]),
    withEmail
      ? db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(users.id, userIds))
      : Promise.resolve([]),
  ]);
  const codes = new Map(couponRows.map((c) => [c.id, c.code]));
  const emails = new Map(userRows.map((u) => [u.id, u.email]));
  return rows.map((r) => ({
    _id: r.id,
    orderNumber: formatOrderNumber(r.number),
    status: r.status as Order['status'],
    billerId: r.billerId,
    couponCode: r.couponId ? (codes.get(r.couponId) ?? null) : null,
    subtotal: r.subtotalCents / 100,
    discount: r.discountCents / 100,
    total: r.totalCents / 100,
    currency: 'USD',
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
    items: items
      .filter((i) => i.item.orderId === r.id)
      .map(({ item, video, rentalHours }) => ({
        productId: item.productId,
        videoId: item.videoId,
        title: video.title,
        slug: video.slug,
        thumbnail: artUrl('videos', video.slug, 'thumbnail'),
        orderType: item.orderType as Order['items'][number]['orderType'],
        resolution: item.resolution as Order['items'][number]['resolution'],
        price: item.priceCents / 100,
        rentalHours: item.orderType === 'rental' ? rentalHours : null,
      })),
    ...(withEmail ? { email: emails.get(r.userId) ?? '' } : {}),
  }));
}
