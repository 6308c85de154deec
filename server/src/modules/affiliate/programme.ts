import { createHash } from 'node:crypto';
import type { PayoutMethodRequest } from '@reelcart/contract/affiliate';
import type { TrackingLogRequest } from '@reelcart/contract/store';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { newId } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/database';
import { recordSalesFacts } from '../reports';
import {
  affiliateAccounts,
  affiliateEvents,
  affiliateLedger,
  affiliatePayoutItems,
  affiliateReferrals,
  users,
} from '../schema';
import { insertEvent, insertReferral } from './rollup';
import {
  commissionCents,
  DAY_MS,
  effectiveRateBp,
  HOLD_DAYS,
  type LedgerEntry,
  refundEntry,
  UNIQUE_CLICK_WINDOW_MS,
} from './rules';
import { ofOrders, recordAffiliateSales } from './saleFacts';

/** What the affiliate cookie carries (spec §3). */
export interface Referral {
  referralCode: string;
  source?: string | null;
  landingPage?: string | null;
}

/** Where a request comes from, for tracking: a visitor id and a country. */
export interface Visitor {
  visitorId: string;
  country: string | null;
}

/** A stable visitor id: the one the client sent, else a hash of its address and user agent. */
export function visitorIdOf(
  explicit: string | null | undefined,
  address: string,
  userAgent: string,
): string {
  if (explicit && /^[\w-]{8,64}$/.test(explicit)) return explicit;
  return `v_${createHash('sha256').update(`${address}|${userAgent}`).digest('base64url').slice(0, 22)}`;
}

const clip = (value: string | null | undefined, max: number) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

/** The path of a landing page without its query (the query carries dkr/source, not the page). */
export function landingPath(value: string | null | undefined): string | null {
  const page = clip(value, 512);
  if (!page) return null;
  try {
    return new URL(page, 'http://landing.invalid').pathname.slice(0, 200);
  } catch {
    return null;
  }
}

/**
 * The active affiliate of a code. A suspended affiliate's code tracks nothing and attributes no
 * one (decision 048): their clicks, sign-ups and sales earn nothing while suspended.
 */
async function affiliateByCode(db: Database, code: string) {
  const [row] = await db
    .select({ id: users.id, code: users.affiliateCode, status: affiliateAccounts.status })
    .from(users)
    .leftJoin(affiliateAccounts, eq(affiliateAccounts.userId, users.id))
    .where(and(eq(users.affiliateCode, code.trim().toUpperCase()), eq(users.isAffiliate, true)));
  return row && row.status !== 'suspended' ? row : undefined;
}

/**
 * Stores a tracking event of a known affiliate code (decision 021); a click is unique when the
 * visitor has no click for this affiliate in the last 24 hours. Unknown codes are ignored.
 */
export async function recordEvent(
  db: Database,
  body: TrackingLogRequest,
  visitor: Visitor,
  now = new Date(),
): Promise<boolean> {
  const affiliate = await affiliateByCode(db, body.referralCode);
  if (!affiliate?.code) return false;
  let uniqueClick = false;
  if (body.action === 'click') {
    const [seen] = await db
      .select({ id: affiliateEvents.id })
      .from(affiliateEvents)
      .where(
        and(
          eq(affiliateEvents.affiliateId, affiliate.id),
          eq(affiliateEvents.visitorId, visitor.visitorId),
          eq(affiliateEvents.action, 'click'),
          gt(affiliateEvents.createdAt, new Date(now.getTime() - UNIQUE_CLICK_WINDOW_MS)),
        ),
      )
      .limit(1);
    uniqueClick = !seen;
  }
  // The event and, for a click, its count in the figures' roll-up: one statement (decision 101).
  await insertEvent(db, {
    affiliateId: affiliate.id,
    code: affiliate.code,
    action: body.action,
    uniqueClick,
    source: clip(body.metadata.source, 100),
    landingPage: landingPath(body.metadata.landingPage),
    visitorId: visitor.visitorId,
    country: visitor.country,
    createdAt: now,
  });
  return true;
}

/**
 * Attributes a new customer to the affiliate whose code they signed up with, for life; the
 * first referral wins (the customer is the primary key). Source and landing page come from the
 * cookie when given, else from this visitor's latest click.
 */
export async function attributeCustomer(
  db: Database,
  customerId: string,
  referral: Referral,
  visitor: Visitor | null,
  via: 'register' | 'checkout',
  now = new Date(),
): Promise<string | null> {
  const affiliate = await affiliateByCode(db, referral.referralCode);
  if (!affiliate?.code || affiliate.id === customerId) return null;
  let source = clip(referral.source, 100);
  let landingPage = landingPath(referral.landingPage);
  if (visitor && (!source || !landingPage)) {
    const [click] = await db
      .select({ source: affiliateEvents.source, landingPage: affiliateEvents.landingPage })
      .from(affiliateEvents)
      .where(
        and(
          eq(affiliateEvents.affiliateId, affiliate.id),
          eq(affiliateEvents.visitorId, visitor.visitorId),
          eq(affiliateEvents.action, 'click'),
        ),
      )
      .orderBy(desc(affiliateEvents.createdAt))
      .limit(1);
    source ??= click?.source ?? null;
    landingPage ??= click?.landingPage ?? null;
  }
  // The referral and, at registration, its sign-up in the figures' roll-up (decision 101).
  await insertReferral(db, {
    customerId,
    affiliateId: affiliate.id,
    code: affiliate.code,
    via,
    source,
    landingPage,
    country: visitor?.country ?? null,
    createdAt: now,
  });
  return affiliate.id;
}

export interface PaidOrder {
  id: string;
  userId: string;
  totalCents: number;
  paidAt: Date;
}

/**
 * Books the commission of a paid order (decision 022): the customer's lifelong referral, else
 * the referral cookie presented at checkout (which then attributes the customer). Once per order.
 */
export async function bookCommission(
  db: Database,
  order: PaidOrder,
  cookie: Referral | null,
  visitor: Visitor | null,
): Promise<boolean> {
  let [referral] = await db
    .select()
    .from(affiliateReferrals)
    .where(eq(affiliateReferrals.customerId, order.userId));
  if (!referral && cookie?.referralCode) {
    await attributeCustomer(db, order.userId, cookie, visitor, 'checkout', order.paidAt);
    [referral] = await db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.customerId, order.userId));
  }
  if (!referral) return false;
  const [account] = await db
    .select({ rate: affiliateAccounts.commissionRateBp, status: affiliateAccounts.status })
    .from(affiliateAccounts)
    .where(eq(affiliateAccounts.userId, referral.affiliateId));
  // A sale while the affiliate is suspended earns no commission, not even after reinstatement.
  if (account?.status === 'suspended') return false;
  const rateBp = effectiveRateBp(account?.rate);
  // The commission and its share on the order's sales facts in one transaction (decision 084).
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(affiliateLedger)
      .values({
        id: newId('com'),
        entryKey: `commission:${order.id}`,
        affiliateId: referral.affiliateId,
        kind: 'commission',
        orderId: order.id,
        customerId: order.userId,
        amountCents: commissionCents(order.totalCents, rateBp),
        baseCents: order.totalCents,
        rateBp,
        source: referral.source,
        landingPage: referral.landingPage,
        country: referral.country,
        availableAt: new Date(order.paidAt.getTime() + HOLD_DAYS * DAY_MS),
        createdAt: order.paidAt,
      })
      .onConflictDoNothing()
      .returning({ id: affiliateLedger.id });
    if (inserted.length > 0) {
      await recordSalesFacts(tx, [order.id]);
      await recordAffiliateSales(tx, ofOrders([order.id]));
    }
    return inserted.length > 0;
  });
}

type LedgerRow = typeof affiliateLedger.$inferSelect;
export const toEntry = (r: LedgerRow): LedgerEntry => ({
  id: r.id,
  affiliateId: r.affiliateId,
  orderId: r.orderId,
  kind: r.kind as LedgerEntry['kind'],
  amountCents: r.amountCents,
  availableAt: r.availableAt.getTime(),
  refersTo: r.refersTo,
});

export async function paidMap(db: Database, entryIds: string[]): Promise<Map<string, string>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(affiliatePayoutItems)
    .where(inArray(affiliatePayoutItems.entryId, entryIds));
  return new Map(rows.map((r) => [r.entryId, r.payoutId]));
}

/** One refund of an order, for the prorated reversal of its commission (decision 055). */
export interface RefundShare {
  /** The refund's id: the reversal is keyed `refund:{orderId}:{refundId}`, booked once. */
  refundId: string;
  /** What this refund returned. */
  amountCents: number;
  /** What all the order's refunds so far returned, this one included. */
  refundedCents: number;
  /** What the order was paid (its total after the coupon). */
  paidCents: number;
}

export type CommissionReversal = 'void' | 'reversal' | 'adjustment';

/**
 * Reflects a refund of an order in the ledger (decisions 022, 055). With `share`, the refund
 * reverses the commission's share of what it refunded (cumulative: floor(commission × refunded so
 * far / paid) less what earlier refunds reversed), once per refund (`refund:{orderId}:{refundId}`
 * is unique); without, the whole commission not reversed yet (`refund:{orderId}`). Before payout:
 * a void (all of it at once) or a reversal (a part); after payout: a negative adjustment netted
 * off the next payout. Null when the order carried no commission or there is nothing left to
 * reverse. The order's ledger rows are locked, so concurrent refunds of one order reverse one
 * after the other (the admin refund also holds the order row's lock).
 */
export async function refundCommission(
  db: Database,
  orderId: string,
  now = new Date(),
  share?: RefundShare,
): Promise<CommissionReversal | null> {
  // Lock, then read in a statement of its own: a refund that waited for the lock reads the
  // entries the holder added (under READ COMMITTED a waiting `select … for update` returns only
  // the rows its snapshot saw, and would reverse past the commission: rollup.pg.test.ts).
  await db
    .select({ id: affiliateLedger.id })
    .from(affiliateLedger)
    .where(eq(affiliateLedger.orderId, orderId))
    .for('update');
  const rows = await db.select().from(affiliateLedger).where(eq(affiliateLedger.orderId, orderId));
  const entries = rows.map(toEntry);
  const paid = await paidMap(
    db,
    entries.map((e) => e.id),
  );
  const entry = refundEntry(
    entries,
    paid,
    orderId,
    now.getTime(),
    newId('ref'),
    share ? { refundedCents: share.refundedCents, paidCents: share.paidCents } : undefined,
  );
  const commission = rows.find((r) => r.kind === 'commission');
  if (!entry || !commission) return null;
  const inserted = await db
    .insert(affiliateLedger)
    .values({
      ...commission,
      id: entry.id,
      entryKey: share ? `refund:${orderId}:${share.refundId}` : `refund:${orderId}`,
      kind: entry.kind,
      refersTo: entry.refersTo,
      amountCents: entry.amountCents,
      // The part of the order's net whose commission this entry reverses.
      baseCents: share ? share.amountCents : commission.baseCents,
      availableAt: new Date(entry.availableAt),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: affiliateLedger.id });
  // The correction of the order's sales and affiliate facts, in the caller's transaction
  // (decisions 084, 101); the order's ledger rows are locked above.
  if (inserted.length > 0) {
    await recordSalesFacts(db, [orderId]);
    await recordAffiliateSales(db, ofOrders([orderId]));
  }
  return inserted.length > 0 ? (entry.kind as CommissionReversal) : null;
}

// ---------------------------------------------------------------------------------------------
// Payment details

const maskMiddle = (value: string, keepStart: number, keepEnd: number) =>
  value.length <= keepStart + keepEnd
    ? value
    : `${value.slice(0, keepStart)}${'•'.repeat(4)}${value.slice(value.length - keepEnd)}`;

/** What the screens show of saved details: enough to recognise them, never enough to use them. */
export function maskDetails(details: PayoutMethodRequest): string {
  switch (details.method) {
    case 'paxum': {
      const [name = '', domain = ''] = details.email.trim().split('@');
      return `${name.slice(0, 1)}•••@${domain}`;
    }
    case 'wire': {
      const iban = details.iban.replace(/\s/g, '').toUpperCase();
      return `${iban.slice(0, 4)} •••• ${iban.slice(-4)} · ${details.bic.toUpperCase()}`;
    }
    case 'usdt':
      return `${details.network} ${maskMiddle(details.address.trim(), 4, 4)}`;
    case 'check':
      return `${details.payee} · ${details.address.city}, ${details.address.country.toUpperCase()}`;
  }
}
