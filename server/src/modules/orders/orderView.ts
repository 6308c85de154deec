import type { Order, OrderRefund } from '@reelcart/contract/store';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { artUrl } from '../catalogue';
import { coupons, orderItems, orderRefundLines, products, refunds, users, videos } from '../schema';
import { formatOrderNumber, type OrderRow } from './orderNumber';
import { paidShares } from './refundRules';

type RefundRow = typeof refunds.$inferSelect;
const dollars = (cents: number) => cents / 100;

/**
 * An order's refunds as its buyer sees them (decision 064): the `refunds` rows (what the manager's
 * reports read; one per refunded line, a back-office refund or a chargeback) grouped by the
 * back-office refund that made them, oldest first; the refund status, what was refunded and what
 * is left of the total.
 */
export function buyerRefunds(
  order: Pick<OrderRow, 'status' | 'totalCents'>,
  lineCount: number,
  rows: readonly RefundRow[],
  refundIdOf: ReadonlyMap<string, string>,
): Pick<Order, 'refundStatus' | 'refunded' | 'remaining' | 'refunds'> {
  const groups = new Map<string, OrderRefund & { cents: number }>();
  for (const r of [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const key = (r.kind === 'refund' && refundIdOf.get(r.productId)) || r.id;
    const group = groups.get(key) ?? {
      _id: key,
      createdAt: r.createdAt.toISOString(),
      amount: 0,
      cents: 0,
      productIds: [],
      kind: r.kind === 'chargeback' ? 'chargeback' : 'refund',
    };
    group.cents += r.amountCents;
    group.amount = dollars(group.cents);
    group.productIds.push(r.productId);
    groups.set(key, group);
  }
  const refundedCents = rows.reduce((s, r) => s + r.amountCents, 0);
  const refundedLines = new Set(rows.map((r) => r.productId)).size;
  return {
    refundStatus:
      order.status !== 'paid' || refundedLines === 0
        ? null
        : refundedLines >= lineCount
          ? 'refunded'
          : 'partially_refunded',
    refunded: dollars(refundedCents),
    remaining: dollars(Math.max(order.totalCents - refundedCents, 0)),
    refunds: [...groups.values()].map(({ cents: _c, ...refund }) => refund),
  };
}

/** Orders as the contract's Order: items, coupon codes and refunds loaded in a few queries. */
export async function toOrders(
  db: Database,
  rows: readonly OrderRow[],
  withEmail = false,
): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const couponIds = rows.flatMap((r) => (r.couponId ? [r.couponId] : []));
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const [items, couponRows, userRows, refundRows, refundLines] = await Promise.all([
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
    db.select().from(refunds).where(inArray(refunds.orderId, ids)),
    db
      .select({
        orderId: orderRefundLines.orderId,
        productId: orderRefundLines.productId,
        refundId: orderRefundLines.refundId,
      })
      .from(orderRefundLines)
      .where(inArray(orderRefundLines.orderId, ids)),
  ]);
  const codes = new Map(couponRows.map((c) => [c.id, c.code]));
  const emails = new Map(userRows.map((u) => [u.id, u.email]));
  return rows.map((r) => {
    const lines = items.filter((i) => i.item.orderId === r.id);
    const refunded = refundRows.filter((x) => x.orderId === r.id);
    const refundIdOf = new Map(
      refundLines.filter((l) => l.orderId === r.id).map((l) => [l.productId, l.refundId]),
    );
    // What each line paid: the money rule over the stored total (decision 063).
    const shares = paidShares(
      r.totalCents,
      lines.map((l) => l.item),
    );
    const refundOf = (productId: string) => {
      const mine = refunded.filter((x) => x.productId === productId);
      if (mine.length === 0) return null;
      const at = Math.min(...mine.map((x) => x.createdAt.getTime()));
      return {
        amount: dollars(mine.reduce((s, x) => s + x.amountCents, 0)),
        at: new Date(at).toISOString(),
      };
    };
    return {
      _id: r.id,
      orderNumber: formatOrderNumber(r.number),
      status: r.status as Order['status'],
      billerId: r.billerId,
      couponCode: r.couponId ? (codes.get(r.couponId) ?? null) : null,
      subtotal: dollars(r.subtotalCents),
      discount: dollars(r.discountCents),
      total: dollars(r.totalCents),
      currency: 'USD',
      createdAt: r.createdAt.toISOString(),
      paidAt: r.paidAt?.toISOString() ?? null,
      items: lines.map(({ item, video, rentalHours }) => ({
        productId: item.productId,
        videoId: item.videoId,
        title: video.title,
        slug: video.slug,
        thumbnail: artUrl('videos', video.slug, 'thumbnail'),
        orderType: item.orderType as Order['items'][number]['orderType'],
        resolution: item.resolution as Order['items'][number]['resolution'],
        price: dollars(item.priceCents),
        rentalHours: item.orderType === 'rental' ? rentalHours : null,
        paid: dollars(shares.get(item.productId) ?? item.priceCents),
        refund: refundOf(item.productId),
      })),
      ...buyerRefunds(r, lines.length, refunded, refundIdOf),
      ...(withEmail ? { email: emails.get(r.userId) ?? '' } : {}),
    };
  });
}
