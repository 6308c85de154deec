import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sumColumn } from '../../platform/db/columns';

const sum = sumColumn;

/**
 * The affiliate figures' daily roll-up (issue 31, decision 101): per affiliate × UTC day × source ×
 * landing page × country — the keys as the screens show them ('(none)', '(unknown)', '??' for a
 * missing one) — the clicks (raw and unique), sign-ups and still-earning sales with their sale and
 * commission cents. Written by addition (`x = x + excluded.x`) in the statement that stores the
 * event (a click, a sign-up's referral) or the commission's fact.
 */
export const affiliateDaily = pgTable(
  'affiliate_daily',
  {
    affiliateId: text('affiliate_id').notNull(),
    day: date('day').notNull(),
    source: text('source').notNull(),
    landingPage: text('landing_page').notNull(),
    country: text('country').notNull(),
    clicks: sum('clicks'),
    uniqueClicks: sum('unique_clicks'),
    signups: sum('signups'),
    sales: sum('sales'),
    salesCents: sum('sales_cents'),
    commissionCents: sum('commission_cents'),
  },
  (t) => [primaryKey({ columns: [t.affiliateId, t.day, t.source, t.landingPage, t.country] })],
);

/**
 * The tracking links' figures (decision 108): per affiliate × the key a link is matched by (its
 * source, '' for none — a link's source is never empty — and landing page, a path) × UTC day, the
 * clicks (raw and unique) and referrals (sign-ups at registration or checkout). Only events and
 * referrals a link can match are counted (a landing page, a source that is not ''). A link counts
 * from its creation instant: the days after its creation day from here, its creation day from the
 * raw rows. Written by addition in the statement that stores the click or the referral.
 */
export const affiliateLinkDaily = pgTable(
  'affiliate_link_daily',
  {
    affiliateId: text('affiliate_id').notNull(),
    source: text('source').notNull(),
    landingPage: text('landing_page').notNull(),
    day: date('day').notNull(),
    clicks: sum('clicks'),
    uniqueClicks: sum('unique_clicks'),
    referrals: sum('referrals'),
  },
  (t) => [primaryKey({ columns: [t.affiliateId, t.source, t.landingPage, t.day] })],
);

/**
 * The creatives' figures (decision 108): per creative × UTC day, the clicks (raw and unique) and
 * conversions (checkout events) of visitors who came through its link. Written by addition in the
 * statement that names the creative on the event (`tagCreative`).
 */
export const affiliateCreativeDaily = pgTable(
  'affiliate_creative_daily',
  {
    creativeId: text('creative_id').notNull(),
    day: date('day').notNull(),
    clicks: sum('clicks'),
    uniqueClicks: sum('unique_clicks'),
    conversions: sum('conversions'),
  },
  (t) => [primaryKey({ columns: [t.creativeId, t.day] })],
);

/**
 * The commission ledger's states per affiliate × UTC day of the entry × UTC day it becomes
 * available (decision 111): the cents of its entries by class — open (not voided, not paid: pending
 * or approved by the clock), paid (in a payout, not voided), voided (a void, or an entry a void
 * refers to: voided wins over paid). Written by triggers on `affiliate_ledger` and
 * `affiliate_payout_items` (migration 0020) in the statement that changes an entry's class, by
 * addition. Pending at an instant: the open cents available after its day, plus the open entries
 * of its own day still in their hold, read from the ledger (`affiliate_ledger_available_idx`);
 * approved = open − pending.
 */
export const affiliateLedgerDaily = pgTable(
  'affiliate_ledger_daily',
  {
    affiliateId: text('affiliate_id').notNull(),
    day: date('day').notNull(),
    /** The UTC day of the entries' `available_at` (the end of their hold). */
    availableDay: date('available_day').notNull(),
    openCents: sum('open_cents'),
    paidCents: sum('paid_cents'),
    voidedCents: sum('voided_cents'),
  },
  (t) => [primaryKey({ columns: [t.affiliateId, t.day, t.availableDay] })],
);

/**
 * What a commission adds to the figures, append-only (a trigger refuses UPDATE and DELETE): a
 * commission's first fact when it is booked (one sale, its base, its amount), then a correcting
 * fact for each change — a reversal (less commission and base), a void or a reversal to nothing
 * (the sale no longer counts). Dated at the commission's day with its keys, where the figures
 * count the sale. Their sum per commission is what it earns now (decision 101).
 */
export const affiliateSaleFacts = pgTable(
  'affiliate_sale_facts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    commissionId: text('commission_id').notNull(),
    affiliateId: text('affiliate_id').notNull(),
    day: date('day').notNull(),
    source: text('source').notNull(),
    landingPage: text('landing_page').notNull(),
    country: text('country').notNull(),
    sales: integer('sales').notNull().default(0),
    salesCents: sum('sales_cents'),
    commissionCents: sum('commission_cents'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('affiliate_sale_facts_commission_idx').on(t.commissionId)],
);

/**
 * The affiliate backfill's cursors (decision 101): `clicks` and `signups` hold the last event id /
 * referral sequence number booked (both only grow, so a cursor is a watermark); `sales` the last
 * commission id of an interrupted run; `link-clicks`, `link-referrals` and `creatives` the
 * watermarks of the link and creative roll-ups (decision 108); `ledger` the last affiliate × day
 * the ledger walk checked (decision 111).
 */
export const affiliateBackfill = pgTable('affiliate_backfill', {
  name: text('name').primaryKey(),
  cursor: text('cursor').notNull(),
  done: boolean('done').notNull().default(false),
});
