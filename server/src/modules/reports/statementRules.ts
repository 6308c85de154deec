import { applyBasisPoints } from './allocate';

/** The refund window: a sale younger than this is "on hold" in a statement (decision 036). */
export const REFUND_WINDOW_DAYS = 30;

/** One aggregated line of a studio's month, before net and royalty (from SQL or the model). */
export interface LineInput {
  kind: 'sale' | 'adjustment';
  videoId: string;
  orderType: string;
  resolution: string;
  quantity: number;
  grossCents: number;
  refundCents: number;
  chargebackCents: number;
  feeCents: number;
  commissionCents: number;
  rateBp: number;
  /** Gross of the sales still inside the refund window at the statement's as-of time. */
  heldGrossCents: number;
}

export interface StatementLine extends Omit<LineInput, 'heldGrossCents'> {
  netCents: number;
  royaltyCents: number;
}

export interface StatementTotals {
  grossCents: number;
  refundCents: number;
  chargebackCents: number;
  feeCents: number;
  commissionCents: number;
  netCents: number;
  royaltyCents: number;
  onHoldCents: number;
  clearedCents: number;
}

/** Net = gross − refunds − chargebacks − payment fees − affiliate commission (decision 035). */
export const netOf = (l: Omit<LineInput, 'heldGrossCents' | 'rateBp'>) =>
  l.grossCents - l.refundCents - l.chargebackCents - l.feeCents - l.commissionCents;

/**
 * Builds a statement from its lines: the royalty is rounded once per rate (rate × Σnet of the lines
 * at that rate); each line gets its own rounded share and the residual goes to its largest line, so Σ line royalties equals
 * Σ over rates of round(rate × net). On hold is the royalty share of sales still in the window.
 */
export function buildStatement(inputs: readonly LineInput[]): {
  lines: StatementLine[];
  totals: StatementTotals;
} {
  const nets = inputs.map(netOf);
  const royalties = new Array<number>(inputs.length).fill(0);
  const byRate = new Map<number, number[]>();
  inputs.forEach((l, i) => {
    const group = byRate.get(l.rateBp) ?? [];
    group.push(i);
    byRate.set(l.rateBp, group);
  });
  for (const [rate, indexes] of byRate) {
    const net = indexes.reduce((s, i) => s + (nets[i] ?? 0), 0);
    // Each line's own rounded royalty; the rounding residual against the group's single rounding
    // (at most half a cent per line) goes to the line with the largest net.
    const shares = indexes.map((i) => applyBasisPoints(nets[i] ?? 0, rate));
    const residual = applyBasisPoints(net, rate) - shares.reduce((s, x) => s + x, 0);
    let largest = 0;
    indexes.forEach((i, k) => {
      if (Math.abs(nets[i] ?? 0) > Math.abs(nets[indexes[largest] ?? 0] ?? 0)) largest = k;
    });
    shares[largest] = (shares[largest] ?? 0) + residual;
    indexes.forEach((i, k) => {
      royalties[i] = shares[k] ?? 0;
    });
  }
  let onHold = 0;
  const lines = inputs.map((l, i): StatementLine => {
    const royalty = royalties[i] ?? 0;
    if (l.kind === 'sale' && l.grossCents > 0 && l.heldGrossCents > 0)
      onHold += Math.trunc((royalty * l.heldGrossCents) / l.grossCents);
    const { heldGrossCents: _held, ...rest } = l;
    return { ...rest, netCents: nets[i] ?? 0, royaltyCents: royalty };
  });
  const sum = (f: (l: StatementLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  const royaltyCents = sum((l) => l.royaltyCents);
  return {
    lines,
    totals: {
      grossCents: sum((l) => l.grossCents),
      refundCents: sum((l) => l.refundCents),
      chargebackCents: sum((l) => l.chargebackCents),
      feeCents: sum((l) => l.feeCents),
      commissionCents: sum((l) => l.commissionCents),
      netCents: sum((l) => l.netCents),
      royaltyCents,
      onHoldCents: onHold,
      clearedCents: royaltyCents - onHold,
    },
  };
}

/** 'YYYY-MM' of an instant, UTC. */
export const monthOf = (at: Date) => at.toISOString().slice(0, 7);

export type StatementState = 'open' | 'final' | 'paid';

export interface StoredStatement {
  state: StatementState;
  totals: StatementTotals;
  lines: StatementLine[];
}

/**
 * Finalising: a statement already final (or paid) is returned unchanged whatever was computed —
 * final statements never change; later refunds go forward into later months as adjustments.
 */
export function finalizeStatement(
  existing: StoredStatement | undefined,
  computed: { lines: StatementLine[]; totals: StatementTotals },
): StoredStatement {
  if (existing && existing.state !== 'open') return existing;
  return { state: 'final', ...computed };
}

/** A month may be finalised only once it has ended (UTC). */
export function monthHasEnded(month: string, now: Date): boolean {
  return monthOf(now) > month;
}

// ——— The reference model: what the SQL computes, in memory (for the property tests). ———

export interface ModelSale {
  orderId: string;
  productId: string;
  videoId: string;
  studioId: string;
  orderType: string;
  resolution: string;
  paidAt: Date;
  grossCents: number;
  feeCents: number;
  commissionCents: number;
  rateBp: number;
}

export interface ModelRefund {
  orderId: string;
  productId: string;
  kind: 'refund' | 'chargeback';
  amountCents: number;
  createdAt: Date;
}

/**
 * A studio's lines for a month: the sales paid in the month (less the refunds booked in the same
 * month), and an adjustment line for each refund booked in the month against an earlier month's
 * sale. A refund is booked in the month of its creation only — so it is counted exactly once.
 */
export function modelLines(
  studioId: string,
  month: string,
  sales: readonly ModelSale[],
  refunds: readonly ModelRefund[],
  asOf: Date,
): LineInput[] {
  const key = (kind: string, s: ModelSale) =>
    [kind, s.videoId, s.orderType, s.resolution, s.rateBp].join('|');
  const lines = new Map<string, LineInput>();
  const line = (kind: 'sale' | 'adjustment', s: ModelSale) => {
    const k = key(kind, s);
    let l = lines.get(k);
    if (!l) {
      l = {
        kind,
        videoId: s.videoId,
        orderType: s.orderType,
        resolution: s.resolution,
        quantity: 0,
        grossCents: 0,
        refundCents: 0,
        chargebackCents: 0,
        feeCents: 0,
        commissionCents: 0,
        rateBp: s.rateBp,
        heldGrossCents: 0,
      };
      lines.set(k, l);
    }
    return l;
  };
  const held = asOf.getTime() - REFUND_WINDOW_DAYS * 86_400_000;
  const byLine = new Map(sales.map((s) => [`${s.orderId}|${s.productId}`, s]));
  for (const s of sales) {
    if (s.studioId !== studioId || monthOf(s.paidAt) !== month) continue;
    const l = line('sale', s);
    l.quantity += 1;
    l.grossCents += s.grossCents;
    l.feeCents += s.feeCents;
    l.commissionCents += s.commissionCents;
    if (s.paidAt.getTime() > held) l.heldGrossCents += s.grossCents;
  }
  for (const r of refunds) {
    const s = byLine.get(`${r.orderId}|${r.productId}`);
    if (!s || s.studioId !== studioId || monthOf(r.createdAt) !== month) continue;
    const l = line(monthOf(s.paidAt) === month ? 'sale' : 'adjustment', s);
    if (r.kind === 'refund') l.refundCents += r.amountCents;
    else l.chargebackCents += r.amountCents;
  }
  return [...lines.values()].sort(compareLines);
}

export function compareLines(a: LineInput, b: LineInput): number {
  const ka = [a.kind, a.videoId, a.orderType, a.resolution, String(a.rateBp).padStart(6, '0')];
  const kb = [b.kind, b.videoId, b.orderType, b.resolution, String(b.rateBp).padStart(6, '0')];
  return ka.join('|') < kb.join('|') ? -1 : ka.join('|') > kb.join('|') ? 1 : 0;
}
