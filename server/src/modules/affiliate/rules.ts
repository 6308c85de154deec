/**
 * The affiliate programme's money rules as pure functions (decision 022): commission amounts,
 * the status of a ledger entry, refunds, balances and which entries a payout run takes. The
 * database service applies exactly these; the property tests (rules.property.test.ts) state the
 * invariants over any sequence of orders, refunds, hold expiries and payout runs.
 */

export const DEFAULT_RATE_BP = 4000;
export const HOLD_DAYS = 30;
export const DAY_MS = 86_400_000;
export const UNIQUE_CLICK_WINDOW_MS = DAY_MS;

export type PayoutMethodKind = 'paxum' | 'wire' | 'usdt' | 'check';
export const PAYOUT_METHODS: readonly PayoutMethodKind[] = ['paxum', 'wire', 'usdt', 'check'];

/** Minimum payout per method, in cents. */
export const PAYOUT_MINIMUM_CENTS: Record<PayoutMethodKind, number> = {
  paxum: 2_500,
  usdt: 10_000,
  wire: 50_000,
  check: 10_000,
};

/** The fee deducted from a payout per method, in cents (network, bank and postage costs). */
export const PAYOUT_FEE_CENTS: Record<PayoutMethodKind, number> = {
  paxum: 0,
  usdt: 100,
  wire: 1_500,
  check: 500,
};

export type EntryKind = 'commission' | 'void' | 'reversal' | 'adjustment';
export type EntryStatus = 'pending' | 'approved' | 'paid' | 'voided';

export interface LedgerEntry {
  id: string;
  affiliateId: string;
  orderId: string;
  kind: EntryKind;
  amountCents: number;
  /**
   * When a commission's hold ends (ms); a void or adjustment is available when booked, a reversal
   * when its commission is (it nets off the commission in the same payout).
   */
  availableAt: number;
  refersTo: string | null;
}

/** Which payout an entry went into. */
export type PaidEntries = ReadonlyMap<string, string>;

/** The commission on an order's net, rounded down to the cent; integers only. */
export function commissionCents(netCents: number, rateBp: number): number {
  if (!Number.isSafeInteger(netCents) || !Number.isSafeInteger(rateBp)) {
    throw new RangeError('commission inputs must be integers');
  }
  if (netCents <= 0 || rateBp <= 0) return 0;
  return Math.floor((netCents * rateBp) / 10_000);
}

export const effectiveRateBp = (overrideBp: number | null | undefined) =>
  overrideBp ?? DEFAULT_RATE_BP;

/** The commissions a void cancels. */
export function voidedIds(entries: readonly LedgerEntry[]): Set<string> {
  const out = new Set<string>();
  for (const e of entries) if (e.kind === 'void' && e.refersTo) out.add(e.refersTo);
  return out;
}

/** pending during the hold, approved after it, paid once a payout took it, voided by a refund. */
export function entryStatus(
  entry: LedgerEntry,
  voided: ReadonlySet<string>,
  paid: PaidEntries,
  now: number,
): EntryStatus {
  if (entry.kind === 'void' || voided.has(entry.id)) return 'voided';
  if (paid.has(entry.id)) return 'paid';
  return entry.availableAt > now ? 'pending' : 'approved';
}

/**
 * The commission reversed once `refundedCents` of the `paidCents` an order was paid are refunded
 * (decision 055): floor(commission × refunded / paid), cumulative, so each refund reverses the
 * share of what it refunded and the refunds of every line together reverse exactly the whole
 * commission (the last one takes what rounding left). Integers only.
 */
export function reversedShareCents(
  commissionCents: number,
  refundedCents: number,
  paidCents: number,
): number {
  if (![commissionCents, refundedCents, paidCents].every(Number.isSafeInteger)) {
    throw new RangeError('reversal inputs must be integers');
  }
  if (refundedCents <= 0 || commissionCents <= 0) return 0;
  if (paidCents <= 0 || refundedCents >= paidCents) return commissionCents;
  return Math.floor((commissionCents * refundedCents) / paidCents);
}

/** What the order's entries other than its commission have reversed so far (positive cents). */
export function reversedSoFar(entries: readonly LedgerEntry[], orderId: string): number {
  let cents = 0;
  for (const e of entries)
    if (e.orderId === orderId && e.kind !== 'commission') cents -= e.amountCents;
  return cents;
}

/**
 * The entry a refund of `orderId` books, or null when there is nothing to book (no commission on
 * that order, its share was reversed already, or it rounds to nothing yet). `refunded`: how much
 * of the `paidCents` all the order's refunds so far (this one included) returned; omitted, the
 * whole order is refunded. The entry reverses the difference between the cumulative share
 * (`reversedShareCents`) and what earlier entries reversed (decision 055):
 * - paid out already: an `adjustment`, negative, available at once (netted off the next payout);
 * - not paid out, and this reverses the whole commission at once: a `void` (the commission is
 *   cancelled, never paid);
 * - not paid out, a part: a `reversal`, negative, available with its commission, so it is pending
 *   while the commission is and the payout that takes the commission nets it.
 */
export function refundEntry(
  entries: readonly LedgerEntry[],
  paid: PaidEntries,
  orderId: string,
  now: number,
  id: string,
  refunded?: { refundedCents: number; paidCents: number },
): LedgerEntry | null {
  const commission = entries.find((e) => e.orderId === orderId && e.kind === 'commission');
  if (!commission) return null;
  const before = reversedSoFar(entries, orderId);
  const target = refunded
    ? reversedShareCents(commission.amountCents, refunded.refundedCents, refunded.paidCents)
    : commission.amountCents;
  const cents = target - before;
  if (cents <= 0) return null;
  const kind: EntryKind = paid.has(commission.id)
    ? 'adjustment'
    : before === 0 && cents === commission.amountCents
      ? 'void'
      : 'reversal';
  return {
    id,
    affiliateId: commission.affiliateId,
    orderId,
    kind,
    amountCents: -cents,
    availableAt: kind === 'reversal' ? commission.availableAt : now,
    refersTo: commission.id,
  };
}

export interface Balance {
  pendingCents: number;
  approvedCents: number;
  paidCents: number;
  voidedCents: number;
}

/** Per-status sums; `approvedCents` (with adjustments netted) is what the next payout would pay. */
export function balanceOf(
  entries: readonly LedgerEntry[],
  paid: PaidEntries,
  now: number,
): Balance {
  const voided = voidedIds(entries);
  const b: Balance = { pendingCents: 0, approvedCents: 0, paidCents: 0, voidedCents: 0 };
  for (const e of entries) {
    const status = entryStatus(e, voided, paid, now);
    if (status === 'voided') {
      if (e.kind === 'commission') b.voidedCents += e.amountCents;
    } else if (status === 'pending') b.pendingCents += e.amountCents;
    else if (status === 'approved') b.approvedCents += e.amountCents;
    else b.paidCents += e.amountCents;
  }
  return b;
}

/**
 * What a payout run takes from one affiliate's ledger: every approved entry (commissions after
 * their hold, adjustments) when their sum reaches the method's minimum; otherwise nothing and
 * the balance carries over.
 */
export function selectPayout(
  entries: readonly LedgerEntry[],
  paid: PaidEntries,
  now: number,
  minimumCents: number,
): { entryIds: string[]; amountCents: number } | null {
  const voided = voidedIds(entries);
  const taken = entries.filter((e) => entryStatus(e, voided, paid, now) === 'approved');
  const amountCents = taken.reduce((sum, e) => sum + e.amountCents, 0);
  if (taken.length === 0 || amountCents <= 0 || amountCents < minimumCents) return null;
  return { entryIds: taken.map((e) => e.id), amountCents };
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The run a moment belongs to: the latest 1st or 16th (UTC) on or before it, as YYYY-MM-DD. */
export function payoutRunKey(now: Date): string {
  const day = now.getUTCDate() >= 16 ? 16 : 1;
  return iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), day)));
}

/** The run before a run (its period starts there). */
export function previousRunKey(runKey: string): string {
  const d = new Date(`${runKey}T00:00:00Z`);
  return payoutRunKey(new Date(d.getTime() - DAY_MS));
}

/** The next payout date strictly after `now`'s day: the coming 1st or 16th (UTC). */
export function nextPayoutDate(now: Date): string {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  if (now.getUTCDate() < 16) return iso(new Date(Date.UTC(y, m, 16)));
  return iso(new Date(Date.UTC(y, m + 1, 1)));
}
