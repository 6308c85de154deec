import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';
import { users } from '../accounts/tables';

/**
 * The affiliate programme (issue 15, decisions 021–025). Tracking events and the commission
 * ledger are append-only; payouts bundle ledger entries through `affiliate_payout_items`, whose
 * primary key on the entry makes paying an entry twice impossible.
 */

/** One row per affiliate: the commission override and the (encrypted) payout method. */
export const affiliateAccounts = pgTable('affiliate_accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  /** Basis points (4000 = 40 %); null means the programme default. Set by admins. */
  commissionRateBp: integer('commission_rate_bp'),
  /** 'paxum' | 'wire' | 'usdt' | 'check', or null before payment info is saved. */
  payoutMethod: text('payout_method'),
  /** AES-256-GCM of the method's details (JSON): base64url iv.tag.ciphertext. */
  payoutDetailsEncrypted: text('payout_details_encrypted'),
  /** What the screens show, e.g. `DE89 •••• •••• 3000`. */
  payoutDetailsMasked: text('payout_details_masked'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** 'active' | 'suspended' (decision 048): a suspended affiliate earns nothing new and is not paid. */
  status: text('status').notNull().default('active'),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  /** An admin checked the current payment details; saving new details clears it (decision 048). */
  paymentVerifiedAt: timestamp('payment_verified_at', { withTimezone: true }),
  /** Optimistic concurrency of admin edits (decision 029); saving payment details bumps it too. */
  version: integer('version').notNull().default(1),
});

/** Every tracked event of a known referral code: clicks (raw and unique), carts, checkouts. */
export const affiliateEvents = pgTable(
  'affiliate_events',
  {
    id: serial('id').primaryKey(),
    affiliateId: text('affiliate_id').notNull(),
    code: text('code').notNull(),
    /** 'click' | 'addToCart' | 'register' | 'checkout' */
    action: text('action').notNull(),
    /** The first click of a visitor for this affiliate in 24 hours. */
    uniqueClick: boolean('unique_click').notNull().default(false),
    source: text('source'),
    landingPage: text('landing_page'),
    visitorId: text('visitor_id').notNull(),
    country: text('country'),
    /** The creative whose link the visitor followed (decision 050); null for plain links. */
    creativeId: text('creative_id'),
    createdAt: createdAt(),
    /** Counted in `affiliate_daily` when stored (the writer); false: left to the backfill (decision 101). */
    rolledUp: boolean('rolled_up').notNull().default(false),
    /** Counted in `affiliate_link_daily` when stored; false: left to the backfill (decision 108). */
    linkRolledUp: boolean('link_rolled_up').notNull().default(false),
    /** Counted in `affiliate_creative_daily` when its creative was named (decision 108). */
    creativeRolledUp: boolean('creative_rolled_up').notNull().default(false),
  },
  (t) => [
    // Trailing action and unique flag: the period counts are index-only scans (decision 025).
    index('affiliate_events_affiliate_time_idx').on(
      t.affiliateId,
      t.createdAt,
      t.action,
      t.uniqueClick,
    ),
    index('affiliate_events_visitor_idx').on(t.affiliateId, t.visitorId, t.createdAt),
    // The creatives' clicks and conversions over a period (decision 050).
    index('affiliate_events_creative_idx')
      .on(t.creativeId, t.createdAt, t.action, t.uniqueClick)
      .where(sql`creative_id is not null`),
  ],
);

/** Who referred a customer: one row per customer, the first referral wins, for life. */
export const affiliateReferrals = pgTable(
  'affiliate_referrals',
  {
    customerId: text('customer_id')
      .primaryKey()
      .references(() => users.id),
    affiliateId: text('affiliate_id').notNull(),
    code: text('code').notNull(),
    /** 'register' (signed up with a referral) | 'checkout' (bought carrying a referral cookie) */
    via: text('via').notNull(),
    source: text('source'),
    landingPage: text('landing_page'),
    country: text('country'),
    createdAt: createdAt(),
    /** Insertion order: the backfill's watermark (decision 101). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** Counted in `affiliate_daily` when stored (the writer); false: left to the backfill. */
    rolledUp: boolean('rolled_up').notNull().default(false),
    /** Counted in `affiliate_link_daily` when stored; false: left to the backfill (decision 108). */
    linkRolledUp: boolean('link_rolled_up').notNull().default(false),
  },
  (t) => [
    index('affiliate_referrals_affiliate_time_idx').on(t.affiliateId, t.createdAt),
    index('affiliate_referrals_seq_idx').on(t.seq),
  ],
);

/**
 * The commission ledger, append-only. `kind`: 'commission' (positive, payable from `availableAt`,
 * the end of the hold), 'void' (a refund of all of it before payout: cancels its commission, never
 * paid), 'reversal' (a refund's share before payout, decision 055: negative, available with its
 * commission, so the payout that takes the commission nets it) or 'adjustment' (a refund after
 * payout: negative, netted off the next payout). `entryKey` makes each booking happen once:
 * `commission:{orderId}`, `refund:{orderId}:{refundId}` (`refund:{orderId}` for a whole order).
 */
export const affiliateLedger = pgTable(
  'affiliate_ledger',
  {
    id: text('id').primaryKey(),
    entryKey: text('entry_key').notNull().unique(),
    affiliateId: text('affiliate_id').notNull(),
    kind: text('kind').notNull(),
    orderId: text('order_id').notNull(),
    customerId: text('customer_id').notNull(),
    /** The commission a void/adjustment corrects. */
    refersTo: text('refers_to'),
    amountCents: integer('amount_cents').notNull(),
    /**
     * The order's net (total after discounts) the commission was computed on; for a reversal or
     * a refund's void/adjustment, the part of it the refund returned (decision 055).
     */
    baseCents: integer('base_cents').notNull(),
    rateBp: integer('rate_bp').notNull(),
    source: text('source'),
    landingPage: text('landing_page'),
    country: text('country'),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('affiliate_ledger_affiliate_time_idx').on(t.affiliateId, t.createdAt),
    index('affiliate_ledger_order_idx').on(t.orderId),
    index('affiliate_ledger_refers_idx').on(t.refersTo),
    // The entries not yet available (pending) of an affiliate, at an instant (decision 111).
    index('affiliate_ledger_available_idx').on(t.affiliateId, t.availableAt),
  ],
);

/** One payout per affiliate per run (1st and 16th): `runKey` is the run's date. */
export const affiliatePayouts = pgTable(
  'affiliate_payouts',
  {
    id: text('id').primaryKey(),
    affiliateId: text('affiliate_id').notNull(),
    runKey: text('run_key').notNull(),
    method: text('method').notNull(),
    methodMasked: text('method_masked'),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    /** 'open' | 'paid' */
    status: text('status').notNull(),
    reference: text('reference'),
    periodStart: text('period_start').notNull(),
    periodEnd: text('period_end').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliate_payouts_run_idx').on(t.affiliateId, t.runKey),
    index('affiliate_payouts_open_idx').on(t.status).where(sql`status = 'open'`),
  ],
);

/** The ledger entries a payout bundles; an entry belongs to at most one payout. */
export const affiliatePayoutItems = pgTable(
  'affiliate_payout_items',
  {
    entryId: text('entry_id').notNull(),
    payoutId: text('payout_id')
      .notNull()
      .references(() => affiliatePayouts.id),
  },
  (t) => [
    primaryKey({ columns: [t.entryId] }),
    index('affiliate_payout_items_payout_idx').on(t.payoutId),
  ],
);

/** Marketing creatives (banners in their sizes, text links); admins manage them later. */
export const affiliateCreatives = pgTable('affiliate_creatives', {
  id: text('id').primaryKey(),
  /** 'banner' | 'text' */
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  width: integer('width'),
  height: integer('height'),
  headline: text('headline').notNull(),
  landingPage: text('landing_page').notNull().default('/'),
  createdAt: createdAt(),
  /** Admin-managed (decision 050): inactive creatives leave /affiliate/marketing. */
  active: boolean('active').notNull().default(true),
  /** Optimistic concurrency: an admin edit carries the version it read. */
  version: integer('version').notNull().default(1),
  /** The uploaded banner's address (`/api/creatives/{id}.{ext}`); null uses the generated artwork. */
  imageUrl: text('image_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Links an affiliate made with the link generator (their figures come from the events). */
export const affiliateLinks = pgTable(
  'affiliate_links',
  {
    id: text('id').primaryKey(),
    affiliateId: text('affiliate_id').notNull(),
    landingPage: text('landing_page').notNull(),
    source: text('source'),
    subId: text('sub_id'),
    createdAt: createdAt(),
  },
  (t) => [index('affiliate_links_affiliate_idx').on(t.affiliateId, t.createdAt)],
);
