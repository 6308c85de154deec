import { allocateCents, priceStoredOrder } from '@reelcart/contract/store';
import type { salesFacts } from './factTables';

export type FactRow = typeof salesFacts.$inferInsert;

/** A paid order as the facts read it: its fee and its affiliate commission (the ledger's net). */
export interface PaidOrderInput {
  id: string;
  userId: string;
  paidAt: Date;
  country: string | null;
  billerId: string | null;
  totalCents: number;
  feeCents: number;
  commissionCents: number;
}

export interface LineInput {
  productId: string;
  videoId: string;
  studioId: string | null;
  orderType: string;
  resolution: string;
  priceCents: number;
  rateBp: number;
}

/** What the facts already stored hold for one line. */
export interface StoredLine {
  productId: string;
  quantity: number;
  grossCents: number;
  discountCents: number;
  feeCents: number;
  commissionCents: number;
  refundIds: readonly string[];
}

export interface RefundInput {
  id: string;
  productId: string;
  kind: 'refund' | 'chargeback';
  amountCents: number;
  at: Date;
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The facts to append for one paid order (pure; decision 084): for each line, what the reports
 * book now — its gross (price less its share of the discount), fee and commission, each order
 * amount split over the lines by the contract's money rule — less what the stored facts hold,
 * as one 'sale' fact at the paid time when anything differs (the first one carries quantity 1 and
 * the "first line of its order / studio / video / license / studio × license" flags, the lines
 * taken by product id); and one fact per refund or chargeback row not stored yet.
 */
export function planFacts(input: {
  order: PaidOrderInput;
  lines: readonly LineInput[];
  stored: readonly StoredLine[];
  refunds: readonly RefundInput[];
}): FactRow[] {
  const { order } = input;
  const lines = [...input.lines].sort((a, b) => byCodeUnit(a.productId, b.productId));
  const money = lines.map((l) => ({ id: l.productId, priceCents: l.priceCents }));
  const priced = priceStoredOrder(money, order.totalCents).lines;
  const fees = allocateCents(order.feeCents, money);
  const commissions = allocateCents(order.commissionCents, money);
  const stored = new Map(input.stored.map((s) => [s.productId, s]));
  const isFirst = stored.size === 0 || [...stored.values()].every((s) => s.quantity === 0);
  const seen = new Set<string>();
  const first = (key: string) => {
    if (!isFirst || seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  const base = (l: LineInput) => ({
    orderId: order.id,
    productId: l.productId,
    salePaidAt: order.paidAt,
    studioId: l.studioId,
    videoId: l.videoId,
    orderType: l.orderType,
    resolution: l.resolution,
    country: order.country,
    billerId: order.billerId,
    userId: order.userId,
    rateBp: l.rateBp,
  });
  const out: FactRow[] = [];
  lines.forEach((l, i) => {
    const had = stored.get(l.productId);
    const gross = (priced[i]?.totalCents ?? 0) - (had?.grossCents ?? 0);
    const discount = (priced[i]?.discountCents ?? 0) - (had?.discountCents ?? 0);
    const fee = (fees[i] ?? 0) - (had?.feeCents ?? 0);
    const commission = (commissions[i] ?? 0) - (had?.commissionCents ?? 0);
    const quantity = had && had.quantity > 0 ? 0 : 1;
    const studio = l.studioId ?? '';
    const license = `${l.orderType} ${l.resolution}`;
    const flags = {
      firstInOrder: first('order'),
      firstInStudio: first(`s:${studio}`),
      firstInVideo: first(`v:${l.videoId}`),
      firstInLicense: first(`l:${license}`),
      firstInStudioLicense: first(`sl:${studio}\u0000${license}`),
    };
    if (quantity === 0 && gross === 0 && discount === 0 && fee === 0 && commission === 0) return;
    out.push({
      ...base(l),
      ...flags,
      kind: 'sale',
      at: order.paidAt,
      day: dayOf(order.paidAt),
      quantity,
      grossCents: gross,
      discountCents: discount,
      feeCents: fee,
      commissionCents: commission,
      netCents: gross - fee - commission,
    });
  });
  const booked = new Set(input.stored.flatMap((s) => s.refundIds));
  const lineOf = new Map(lines.map((l) => [l.productId, l]));
  for (const r of input.refunds) {
    const line = lineOf.get(r.productId);
    if (!line || booked.has(r.id)) continue;
    const refund = r.kind === 'refund' ? r.amountCents : 0;
    const chargeback = r.kind === 'chargeback' ? r.amountCents : 0;
    out.push({
      ...base(line),
      kind: r.kind,
      refundId: r.id,
      at: r.at,
      day: dayOf(r.at),
      refundCents: refund,
      chargebackCents: chargeback,
      netCents: -refund - chargeback,
    });
  }
  return out;
}
