import type { AdminOrderRefund } from '@reelcart/contract/admin';
import { eq, inArray, sql } from 'drizzle-orm';
import { type AccessClaims, newId } from '../../platform/auth/tokens';
import type { Database, Executor } from '../../platform/db/database';
import { ApiError, notFound } from '../../platform/errors';
import { refundCommission } from '../affiliate';
import { recordAudit } from '../audit';
import { enqueueMail } from '../mail';
import { formatOrderNumber, planRefund, refundConfirmationMail } from '../orders';
import { recordSalesFacts } from '../reports';
import {
  orderItems,
  orderRefundLines,
  orderRefunds,
  orders,
  products,
  refunds,
  users,
  videos,
} from '../schema';

export interface RefundInput {
  productIds: readonly string[];
  reason: string;
  refundKey: string;
  /** A stable id (the seed's); otherwise a new one. */
  refundId?: string;
}

type RefundRow = typeof orderRefunds.$inferSelect;

export const toRefundView = (r: RefundRow): AdminOrderRefund => ({
  _id: r.id,
  refundKey: r.refundKey,
  orderId: r.orderId,
  productIds: r.productIds,
  amountCents: r.amountCents,
  reason: r.reason,
  actorEmail: r.actorEmail,
  commission: r.commission,
  createdAt: r.createdAt.toISOString(),
});

async function refundByKey(db: Executor, refundKey: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.refundKey, refundKey));
  return row;
}

function sameOrder(row: RefundRow, orderId: string): RefundRow {
  if (row.orderId !== orderId) {
    throw new ApiError(409, 'This refund key was used for another order', { field: 'refundKey' });
  }
  return row;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Refunds lines of a paid order (or every line left), in ONE transaction (decision 043): the
 * refund and its lines (a line at most once: primary key), one `refunds` row per line for the
 * manager's reports, the reversal of the affiliate commission's share of what was refunded
 * (void, reversal or claw-back: the programme's `refundCommission`, decision 055), and the audit
 * entry. The order row is locked first, so concurrent refunds of one order run one after the
 * other; the same `refundKey` answers the same refund.
 * Entitlement needs no write: the media and My videos read the `refunds` rows at request time.
 */
export async function refundOrder(
  db: Database,
  actor: AccessClaims,
  orderId: string,
  input: RefundInput,
  now = new Date(),
): Promise<{ refund: RefundRow; replayed: boolean }> {
  const earlier = await refundByKey(db, input.refundKey);
  if (earlier) return { refund: sameOrder(earlier, orderId), replayed: true };
  try {
    const refund = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw notFound('Order not found');
      // A concurrent request with this key may have committed while we waited for the lock.
      const raced = await refundByKey(tx, input.refundKey);
      if (raced) return { row: sameOrder(raced, orderId), replayed: true };
      if (order.status !== 'paid') {
        throw new ApiError(409, `Only a paid order can be refunded; this one is ${order.status}`);
      }
      const lines = await tx
        .select({
          productId: orderItems.productId,
          priceCents: orderItems.priceCents,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      const reversed = await tx
        .select({ productId: refunds.productId, amountCents: refunds.amountCents })
        .from(refunds)
        .where(eq(refunds.orderId, orderId));
      const plan = planRefund(
        order.totalCents,
        lines,
        new Set(reversed.map((r) => r.productId)),
        input.productIds,
        reversed.reduce((s, r) => s + r.amountCents, 0),
      );
      if (!plan.ok) {
        throw new ApiError(plan.status, plan.message, {
          code: plan.status === 409 ? 'ALREADY_REFUNDED' : 'INVALID_INPUT',
          ...(plan.field ? { field: plan.field } : {}),
        });
      }
      const id = input.refundId ?? newId('rfd');
      await tx.insert(orderRefunds).values({
        id,
        refundKey: input.refundKey,
        orderId,
        productIds: plan.lines.map((l) => l.productId),
        amountCents: plan.amountCents,
        reason: input.reason,
        actorId: actor.id,
        actorEmail: actor.email,
        createdAt: now,
      });
      await tx
        .insert(orderRefundLines)
        .values(plan.lines.map((l) => ({ orderId, refundId: id, ...l })));
      await tx.insert(refunds).values(
        plan.lines.map((l) => ({
          id: `${id}_${l.productId}`,
          refundKey: `${id}:${l.productId}`,
          orderId,
          productId: l.productId,
          kind: 'refund',
          amountCents: l.amountCents,
          createdAt: now,
        })),
      );
      // The affiliate loses the commission's share of what this refund returned (decision 055):
      // cumulative over the order's back-office refunds, so refunding every line reverses exactly
      // the whole commission. Before payout a void (all at once) or a reversal (a part), after
      // payout a negative adjustment netted off the next payout; once per refund id.
      const [refunded] = await tx
        .select({ cents: sql<string>`coalesce(sum(${orderRefundLines.amountCents}), 0)` })
        .from(orderRefundLines)
        .where(eq(orderRefundLines.orderId, orderId));
      const commission = await refundCommission(tx, orderId, now, {
        refundId: id,
        amountCents: plan.amountCents,
        refundedCents: Number(refunded?.cents ?? 0),
        paidCents: order.totalCents,
      });
      // The refund's facts (and the commission's correction) in this transaction (decision 084).
      await recordSalesFacts(tx, [orderId]);
      const [row] = await tx
        .update(orderRefunds)
        .set({ commission })
        .where(eq(orderRefunds.id, id))
        .returning();
      const refundedBefore = reversed.length;
      await recordAudit(tx, actor, {
        entityType: 'order',
        entityId: orderId,
        action: 'refund',
        before: { refundedLines: refundedBefore },
        after: {
          refundedLines: refundedBefore + plan.lines.length,
          refundId: id,
          refundKey: input.refundKey,
          lines: plan.lines.map((l) => l.productId),
          amountCents: plan.amountCents,
          reason: input.reason,
          commission,
        },
      });
      if (!row) throw new Error('refund row vanished');
      // The buyer's confirmation is queued in this transaction: no refund without its mail, and
      // no mail for a refund that rolled back (decision 046).
      await queueRefundMail(
        tx,
        order,
        plan,
        id,
        now,
        reversed.length + plan.lines.length === lines.length,
      );
      return { row, replayed: false };
    });
    return { refund: refund.row, replayed: refund.replayed };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Lost a race the lock did not cover (the key, or a line through another path).
    const winner = await refundByKey(db, input.refundKey);
    if (winner) return { refund: sameOrder(winner, orderId), replayed: true };
    throw new ApiError(409, 'These lines were refunded already; they cannot be refunded twice', {
      code: 'ALREADY_REFUNDED',
      field: 'productIds',
    });
  }
}

/** Queues the refund confirmation to the buyer through the outbox, once per refund. */
async function queueRefundMail(
  tx: Executor,
  order: { userId: string; number: number },
  plan: { amountCents: number; lines: readonly { productId: string; amountCents: number }[] },
  refundId: string,
  now: Date,
  full: boolean,
): Promise<void> {
  const [buyer] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!buyer) return;
  const rows = await tx
    .select({
      id: products.id,
      title: videos.title,
      resolution: products.resolution,
      orderType: products.orderType,
    })
    .from(products)
    .innerJoin(videos, eq(videos.id, products.videoId))
    .where(
      inArray(
        products.id,
        plan.lines.map((l) => l.productId),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const mail = refundConfirmationMail({
    to: buyer.email,
    orderNumber: formatOrderNumber(order.number),
    amountCents: plan.amountCents,
    full,
    lines: plan.lines.map((l) => {
      const p = byId.get(l.productId);
      return {
        title: p?.title ?? l.productId,
        resolution: p?.resolution ?? '',
        orderType: p?.orderType ?? 'own',
        amountCents: l.amountCents,
      };
    }),
  });
  await enqueueMail(
    tx,
    {
      kind: 'refund_confirmation',
      ...mail,
      dedupeKey: `refund_confirmation:${refundId}`,
    },
    now.getTime(),
  );
}
