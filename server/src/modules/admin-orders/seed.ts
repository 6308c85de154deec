import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/database';
import * as s from '../schema';
import { refundOrder } from './refund';

const DAY = 86_400_000;
const ADMIN: AccessClaims = {
  id: 'usr_admin',
  email: 'admin@reelcart.test',
  userRole: 'admin',
  exp: 0,
};

/**
 * Orders in every state for the back office (issue 18): a few declined and one pending order,
 * and refunds given through the same refund service the admin uses (so the reports' refund rows,
 * the affiliate ledger and the audit log agree): two full and two one-line refunds of recent
 * sales, and the refund behind the affiliate seed's clawed-back commission. Run after the sales
 * and affiliate seeds. Deterministic given the day of `now`.
 */
export async function seedOrders(db: Database, now = new Date()): Promise<void> {
  const buyers = await db
    .select({ id: s.users.id })
    .from(s.users)
    .where(like(s.users.id, 'usr_buyer_%'))
    .orderBy(s.users.id)
    .limit(3);
  const [product] = await db.select().from(s.products).where(eq(s.products.id, 'prd_0003_own_hd'));
  if (product) {
    const states = ['declined', 'declined', 'pending'] as const;
    for (const [i, buyer] of buyers.entries()) {
      const status = states[i] ?? 'pending';
      const id = `ord_seed_${status}_${i + 1}`;
      const at = new Date(now.getTime() - (i + 1) * DAY);
      await db.insert(s.carts).values({
        id: `cart_seed_${status}_${i + 1}`,
        userId: buyer.id,
        version: 1,
        state: 'abandoned',
      });
      await db.insert(s.orders).values({
        id,
        userId: buyer.id,
        cartId: `cart_seed_${status}_${i + 1}`,
        status,
        billerId: 'test-card',
        subtotalCents: product.priceCents,
        discountCents: 0,
        totalCents: product.priceCents,
        createdAt: at,
      });
      await db.insert(s.orderItems).values({
        orderId: id,
        productId: product.id,
        videoId: product.videoId,
        orderType: product.orderType,
        resolution: product.resolution,
        priceCents: product.priceCents,
      });
      if (status === 'declined') {
        await db.insert(s.payments).values({
          id: `pay_seed_declined_${i + 1}`,
          orderId: id,
          billerId: 'test-card',
          status: 'declined',
          message: 'Card declined',
          amountCents: product.priceCents,
          createdAt: at,
        });
      }
    }
  }

  // Recent two-line sales without refunds: two refunded in full, two one line.
  const twoLine = await db
    .select({ id: s.orders.id, paidAt: s.orders.paidAt })
    .from(s.orders)
    .where(
      and(
        like(s.orders.id, 'ord_sale_%'),
        eq(s.orders.status, 'paid'),
        sql`(select count(*) from order_items i where i.order_id = ${s.orders.id}) = 2`,
        sql`not exists (select 1 from refunds r where r.order_id = ${s.orders.id})`,
      ),
    )
    .orderBy(desc(s.orders.paidAt))
    .limit(4);
  for (const [i, order] of twoLine.entries()) {
    const paidAt = order.paidAt?.getTime() ?? now.getTime();
    const at = new Date(Math.min(paidAt + DAY, now.getTime() - 3_600_000));
    const lines = await db
      .select({ productId: s.orderItems.productId })
      .from(s.orderItems)
      .where(eq(s.orderItems.orderId, order.id))
      .orderBy(s.orderItems.productId);
    await refundOrder(
      db,
      ADMIN,
      order.id,
      {
        productIds: i % 2 === 0 ? [] : lines.slice(0, 1).map((l) => l.productId),
        reason: i % 2 === 0 ? 'Duplicate purchase' : 'Wrong resolution bought',
        refundKey: `seed-refund-${order.id}`,
        refundId: `rfd_seed_${i + 1}`,
      },
      at,
    );
  }

  // The affiliate seed clawed back a paid-out commission of a refunded order: its refund.
  const clawed = await db
    .select({ orderId: s.affiliateLedger.orderId, at: s.affiliateLedger.createdAt })
    .from(s.affiliateLedger)
    .where(inArray(s.affiliateLedger.kind, ['adjustment', 'void']));
  for (const [i, entry] of clawed.entries()) {
    await refundOrder(
      db,
      ADMIN,
      entry.orderId,
      {
        productIds: [],
        reason: 'Customer asked for a refund',
        refundKey: `seed-refund-${entry.orderId}`,
        refundId: `rfd_seed_aff_${i + 1}`,
      },
      entry.at,
    );
  }
}
