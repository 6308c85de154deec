import type {
  AdminOrder,
  AdminOrderList,
  AdminOrderQuery,
  AdminOrderRow,
  AdminOrderStatus,
  AdminOrderTimelineEvent,
} from '@reelcart/contract/admin';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Database } from '../../platform/db/database';
import { pageOf } from '../../platform/db/page';
import { historyOf } from '../audit';
import { displayStatus, formatOrderNumber, paidShares, planRefund } from '../orders';
import {
  affiliateLedger,
  affiliatePayoutItems,
  affiliateReferrals,
  coupons,
  orderItems,
  orderRefundLines,
  orderRefunds,
  orders,
  payments,
  products,
  refunds,
  users,
  videos,
} from '../schema';
import { toRefundView } from './refund';

type Query = z.output<typeof import('@reelcart/contract/admin').AdminOrderQuery>;

const refundedLines = sql<number>`(select count(distinct r.product_id) from refunds r where r.order_id = ${orders.id})`;
const refundedCents = sql<number>`coalesce((select sum(r.amount_cents) from refunds r where r.order_id = ${orders.id}), 0)`;
const itemCount = sql<number>`(select count(*) from order_items i where i.order_id = ${orders.id})`;
/** The affiliate a commission of the order was booked to (their code). */
const affiliateCode = sql<
  string | null
>`(select u.affiliate_code from affiliate_ledger l join users u on u.id = l.affiliate_id where l.order_id = ${orders.id} and l.kind = 'commission' limit 1)`;
const statusSql = sql<string>`case when ${orders.status} = 'paid' and ${refundedLines} >= ${itemCount} then 'refunded' when ${orders.status} = 'paid' and ${refundedLines} > 0 then 'partially_refunded' else ${orders.status} end`;

/** `%` and `_` typed in a search are themselves, not wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

export function orderFilter(
  query: Omit<Query, 'page' | 'limit' | 'sort' | 'dir'>,
): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  const q = query.q?.trim();
  if (q) {
    const number = /^(?:rc-?)?0*(\d{1,9})$/i.exec(q);
    where.push(
      number
        ? or(eq(orders.number, Number(number[1])), ilike(users.email, likeText(q)))
        : ilike(users.email, likeText(q)),
    );
  }
  if (query.status) where.push(sql`${statusSql} = ${query.status}`);
  if (query.gateway) where.push(eq(orders.billerId, query.gateway));
  if (query.from) where.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lt(orders.createdAt, nextDay(query.to)));
  if (query.coupon) where.push(sql`upper(${coupons.code}) = upper(${query.coupon.trim()})`);
  if (query.affiliate) where.push(sql`upper(${affiliateCode}) = upper(${query.affiliate.trim()})`);
  if (query.minCents !== undefined) where.push(gte(orders.totalCents, query.minCents));
  if (query.maxCents !== undefined) where.push(lte(orders.totalCents, query.maxCents));
  return and(...where);
}

const SORTS = {
  number: orders.number,
  createdAt: orders.createdAt,
  total: orders.totalCents,
  email: users.email,
} as const;

export async function searchOrders(db: Database, query: Query): Promise<AdminOrderList> {
  const where = orderFilter(query);
  const direction = query.dir === 'asc' ? asc : desc;
  const base = () =>
    db
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        email: users.email,
        status: statusSql,
        gateway: orders.billerId,
        couponCode: coupons.code,
        affiliateCode,
        items: itemCount.mapWith(Number),
        totalCents: orders.totalCents,
        refundedCents: refundedCents.mapWith(Number),
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(coupons, eq(coupons.id, orders.couponId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(direction(SORTS[query.sort]), direction(orders.number))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(coupons, eq(coupons.id, orders.couponId))
      .where(where),
  ]);
  const n = total?.n ?? 0;
  return pageOf(
    query,
    rows.map(
      (r): AdminOrderRow => ({
        _id: r.id,
        orderNumber: formatOrderNumber(r.number),
        createdAt: r.createdAt.toISOString(),
        buyerEmail: r.email,
        status: r.status as AdminOrderStatus,
        gateway: r.gateway,
        couponCode: r.couponCode,
        affiliateCode: r.affiliateCode,
        items: r.items,
        totalCents: r.totalCents,
        refundedCents: r.refundedCents,
      }),
    ),
    n,
  );
}

/** One order for the back office: lines, payments, coupon, attribution, refunds, timeline. */
export async function adminOrder(
  db: Database,
  orderId: string,
  now = new Date(),
): Promise<AdminOrder | null> {
  const [head] = await db
    .select({ order: orders, email: users.email, coupon: coupons })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(eq(orders.id, orderId));
  if (!head) return null;
  const { order } = head;
  const [lines, paymentRows, ledger, refundRows, reversals, refundLines, referral, history] =
    await Promise.all([
      db
        .select({ item: orderItems, title: videos.title, slug: videos.slug })
        .from(orderItems)
        .leftJoin(products, eq(products.id, orderItems.productId))
        .leftJoin(videos, eq(videos.id, orderItems.videoId))
        .where(eq(orderItems.orderId, orderId)),
      db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(asc(payments.createdAt)),
      db
        .select({ entry: affiliateLedger, code: users.affiliateCode })
        .from(affiliateLedger)
        .leftJoin(users, eq(users.id, affiliateLedger.affiliateId))
        .where(eq(affiliateLedger.orderId, orderId))
        .orderBy(asc(affiliateLedger.createdAt)),
      db
        .select()
        .from(orderRefunds)
        .where(eq(orderRefunds.orderId, orderId))
        .orderBy(asc(orderRefunds.createdAt)),
      db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt)),
      db.select().from(orderRefundLines).where(eq(orderRefundLines.orderId, orderId)),
      db.select().from(affiliateReferrals).where(eq(affiliateReferrals.customerId, order.userId)),
      historyOf(db, 'order', orderId),
    ]);
  const shares = paidShares(
    order.totalCents,
    lines.map((l) => l.item),
  );
  const refundIdOf = new Map(refundLines.map((l) => [l.productId, l.refundId]));
  const reversedOf = new Map<string, { amountCents: number; at: Date }>();
  for (const r of reversals) {
    const was = reversedOf.get(r.productId);
    reversedOf.set(r.productId, {
      amountCents: (was?.amountCents ?? 0) + r.amountCents,
      at: was?.at ?? r.createdAt,
    });
  }
  const refundedTotal = reversals.reduce((s, r) => s + r.amountCents, 0);
  const sortedLines = [...lines].sort((a, b) =>
    a.item.productId < b.item.productId ? -1 : a.item.productId > b.item.productId ? 1 : 0,
  );

  const commission = ledger.find((l) => l.entry.kind === 'commission');
  let attribution: AdminOrder['attribution'] = null;
  if (commission) {
    // Refunds reverse the commission's share of what they returned (decision 055): voided or
    // clawed back once all of it is reversed, partly reversed before that.
    const reversals = ledger.filter((l) => l.entry.kind !== 'commission');
    const left =
      commission.entry.amountCents + reversals.reduce((s, l) => s + l.entry.amountCents, 0);
    const [paidItem] = await db
      .select()
      .from(affiliatePayoutItems)
      .where(inArray(affiliatePayoutItems.entryId, [commission.entry.id]));
    const status = reversals.length
      ? left > 0
        ? 'partly reversed'
        : reversals.some((l) => l.entry.kind === 'adjustment')
          ? 'clawed back'
          : 'voided'
      : paidItem
        ? 'paid'
        : commission.entry.availableAt.getTime() > now.getTime()
          ? 'pending'
          : 'approved';
    attribution = {
      affiliateId: commission.entry.affiliateId,
      affiliateCode: commission.code ?? '',
      source: commission.entry.source,
      landingPage: commission.entry.landingPage,
      commissionCents: commission.entry.amountCents,
      commissionStatus: status,
    };
  } else if (referral[0]) {
    const [aff] = await db
      .select({ code: users.affiliateCode })
      .from(users)
      .where(eq(users.id, referral[0].affiliateId));
    attribution = {
      affiliateId: referral[0].affiliateId,
      affiliateCode: aff?.code ?? referral[0].code,
      source: referral[0].source,
      landingPage: referral[0].landingPage,
      commissionCents: 0,
      commissionStatus: 'none',
    };
  }

  const timeline: AdminOrderTimelineEvent[] = [
    {
      at: order.createdAt.toISOString(),
      kind: 'created',
      label: 'Order created',
      actorEmail: head.email,
      detail: null,
    },
  ];
  for (const p of paymentRows) {
    timeline.push({
      at: p.createdAt.toISOString(),
      kind: 'payment',
      label: `Payment ${p.status} (${p.billerId})`,
      actorEmail: null,
      detail: p.reference ?? p.message,
    });
  }
  if (order.paidAt) {
    timeline.push({
      at: order.paidAt.toISOString(),
      kind: 'paid',
      label: 'Paid',
      actorEmail: null,
      detail: null,
    });
  }
  for (const r of refundRows) {
    timeline.push({
      at: r.createdAt.toISOString(),
      kind: 'refund',
      label: `Refunded ${r.productIds.length} line${r.productIds.length === 1 ? '' : 's'}`,
      actorEmail: r.actorEmail,
      detail: r.reason,
    });
  }
  const byBackOffice = new Set(refundRows.map((r) => r.id));
  // A line named for people: its video's title, the product id only when the video is gone.
  const titleOf = (productId: string) =>
    lines.find((l) => l.item.productId === productId)?.title ?? productId;
  for (const r of reversals) {
    if (byBackOffice.has(refundIdOf.get(r.productId) ?? '')) continue;
    timeline.push({
      at: r.createdAt.toISOString(),
      kind: 'refund',
      label: `${r.kind === 'chargeback' ? 'Chargeback' : 'Refund'} of ${titleOf(r.productId)}`,
      actorEmail: null,
      detail: null,
    });
  }
  for (const l of ledger) {
    if (l.entry.kind === 'commission') continue;
    timeline.push({
      at: l.entry.createdAt.toISOString(),
      kind: 'commission',
      label:
        l.entry.kind === 'void'
          ? 'Affiliate commission voided'
          : l.entry.kind === 'reversal'
            ? 'Refunded share of the affiliate commission reversed'
            : 'Affiliate commission clawed back',
      actorEmail: null,
      detail: null,
      amountCents: l.entry.amountCents,
    });
  }
  timeline.sort((a, b) => a.at.localeCompare(b.at));

  // What a full refund of the rest would return (the same plan the refund runs, decision 063).
  const rest = planRefund(
    order.totalCents,
    lines.map((l) => l.item),
    new Set(reversedOf.keys()),
    [],
    refundedTotal,
  );
  const refundable = order.status === 'paid' && rest.ok ? rest.amountCents : 0;
  return {
    _id: order.id,
    orderNumber: formatOrderNumber(order.number),
    createdAt: order.createdAt.toISOString(),
    buyerEmail: head.email,
    buyerId: order.userId,
    status: displayStatus(order.status, lines.length, reversedOf.size) as AdminOrderStatus,
    gateway: order.billerId,
    couponCode: head.coupon?.code ?? null,
    affiliateCode: commission?.code ?? null,
    items: lines.length,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    refundedCents: refundedTotal,
    paidAt: order.paidAt?.toISOString() ?? null,
    country: order.country,
    lines: sortedLines.map((l) => {
      const reversed = reversedOf.get(l.item.productId);
      return {
        productId: l.item.productId,
        videoSlug: l.slug,
        videoTitle: l.title ?? l.item.videoId,
        orderType: l.item.orderType,
        resolution: l.item.resolution,
        priceCents: l.item.priceCents,
        paidCents: shares.get(l.item.productId) ?? 0,
        refund: reversed
          ? {
              refundId: refundIdOf.get(l.item.productId) ?? null,
              amountCents: reversed.amountCents,
              at: reversed.at.toISOString(),
            }
          : null,
      };
    }),
    payments: paymentRows.map((p) => ({
      _id: p.id,
      gateway: p.billerId,
      status: p.status,
      reference: p.reference,
      message: p.message,
      amountCents: p.amountCents,
      createdAt: p.createdAt.toISOString(),
    })),
    coupon: head.coupon
      ? {
          code: head.coupon.code,
          percentOff: head.coupon.percentOff,
          amountOffCents: head.coupon.amountOffCents,
        }
      : null,
    attribution,
    refunds: refundRows.map(toRefundView),
    refundableCents: refundable,
    timeline,
    history,
  };
}

export type { AdminOrderQuery };
