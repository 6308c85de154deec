import { eq } from 'drizzle-orm';
import { DEV_PAYOUT_DETAILS_KEY } from '../../platform/config';
import type { Database } from '../../platform/db/database';
import { createRandom } from '../../platform/random';
import * as s from '../schema';
import { runPayouts } from './payouts';
import { maskDetails, refundCommission } from './programme';
import {
  commissionCents,
  DAY_MS,
  DEFAULT_RATE_BP,
  HOLD_DAYS,
  payoutRunKey,
  previousRunKey,
} from './rules';
import { encryptDetails } from './secrets';

/**
 * The affiliate programme's demo data (issue 15): for the seeded affiliates, 90 days of tracking
 * events, referred customers with paid orders, their commissions (pending, approved, paid), one
 * refund after payout (an adjustment netted off the next payout), two past payouts, and the
 * marketing creatives. Deterministic for a given day: every date is relative to today (UTC).
 */

export const SEED_CREATIVES = [
  {
    id: 'crt_leaderboard',
    kind: 'banner',
    name: 'Leaderboard',
    width: 728,
    height: 90,
    headline: 'New videos every week',
  },
  {
    id: 'crt_rectangle',
    kind: 'banner',
    name: 'Medium rectangle',
    width: 300,
    height: 250,
    headline: 'Own it in 4K',
  },
  {
    id: 'crt_skyscraper',
    kind: 'banner',
    name: 'Wide skyscraper',
    width: 160,
    height: 600,
    headline: 'Rent for 72 hours',
  },
  {
    id: 'crt_banner',
    kind: 'banner',
    name: 'Full banner',
    width: 468,
    height: 60,
    headline: 'Thousands of titles',
  },
  {
    id: 'crt_mobile',
    kind: 'banner',
    name: 'Mobile banner',
    width: 320,
    height: 50,
    headline: 'Watch anywhere',
  },
  {
    id: 'crt_text_catalogue',
    kind: 'text',
    name: 'Text link: catalogue',
    width: null,
    height: null,
    headline: 'Browse the whole Reelcart catalogue',
  },
  {
    id: 'crt_text_new',
    kind: 'text',
    name: 'Text link: new releases',
    width: null,
    height: null,
    headline: 'See this week’s new releases',
  },
] as const;

const SOURCES = ['newsletter', 'blog', 'twitter', 'forum', null] as const;
const SOURCE_WEIGHT = [0.3, 0.25, 0.2, 0.15, 0.1];
const COUNTRIES = ['US', 'DE', 'GB', 'FR', 'JP', 'BR', 'CA', 'NL'] as const;
const LANDING = ['/', '/videos', '/studios', '/categories', '/videos/featured', '/search'] as const;

const CHUNK = 500;
async function insertChunks<T extends import('drizzle-orm/pg-core').PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
) {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db.insert(table).values(rows.slice(i, i + CHUNK));
}

interface SeedProduct {
  id: string;
  videoId: string;
  orderType: string;
  resolution: string;
  priceCents: number;
}

export async function seedAffiliates(
  db: Database,
  products: readonly SeedProduct[],
  now = new Date(),
): Promise<void> {
  const random = createRandom(15_015);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const weighted = <T>(items: readonly T[], weights: readonly number[]): T => {
    let r = random.next();
    for (let i = 0; i < items.length; i++) {
      r -= weights[i] ?? 0;
      if (r <= 0) return items[i] as T;
    }
    return items[items.length - 1] as T;
  };

  await insertChunks(
    db,
    s.affiliateCreatives,
    SEED_CREATIVES.map((c) => ({ ...c, landingPage: '/' })),
  );

  // The established affiliate is paid by Paxum; the new one has no payment info (the toast shows).
  const paxum = { method: 'paxum' as const, email: 'payouts@example.test' };
  const masked = maskDetails(paxum);
  await db.insert(s.affiliateAccounts).values([
    {
      userId: 'usr_affiliate',
      payoutMethod: 'paxum',
      // Seeded with the documented development key (decision 024); real details never are.
      payoutDetailsEncrypted: encryptDetails(DEV_PAYOUT_DETAILS_KEY, paxum),
      payoutDetailsMasked: masked,
      // Checked by an admin (decision 048): only verified payment info is paid.
      paymentVerifiedAt: new Date(today - 80 * DAY_MS),
    },
    { userId: 'usr_affiliate_new' },
  ]);
  await db
    .update(s.users)
    .set({ paymentInfo: { method: 'paxum', masked } })
    .where(eq(s.users.id, 'usr_affiliate'));

  const programmes = [
    { id: 'usr_affiliate', code: 'REELPAID', clicksPerDay: 40, customers: 80 },
    { id: 'usr_affiliate_new', code: 'REELNEW', clicksPerDay: 6, customers: 2 },
  ];
  const events: (typeof s.affiliateEvents.$inferInsert)[] = [];
  const customers: (typeof s.users.$inferInsert)[] = [];
  const referrals: (typeof s.affiliateReferrals.$inferInsert)[] = [];
  const carts: (typeof s.carts.$inferInsert)[] = [];
  const orders: (typeof s.orders.$inferInsert)[] = [];
  const items: (typeof s.orderItems.$inferInsert)[] = [];
  const ledger: (typeof s.affiliateLedger.$inferInsert)[] = [];
  let visitorN = 0;
  let orderN = 0;
  for (const p of programmes) {
    // Clicks: a weekly rhythm and a slow rise; some visitors come back within the day.
    for (let d = 89; d >= 0; d--) {
      const dayStart = today - d * DAY_MS;
      const weekday = new Date(dayStart).getUTCDay();
      const n = Math.round(
        p.clicksPerDay *
          (0.7 + (90 - d) / 200) *
          (weekday === 0 || weekday === 6 ? 1.3 : 1) *
          (0.8 + random.next() * 0.4),
      );
      for (let i = 0; i < n; i++) {
        const returning = i > 0 && random.chance(0.15);
        if (!returning) visitorN += 1;
        const at = dayStart + Math.floor(random.next() * DAY_MS);
        if (d === 0 && at > now.getTime()) continue;
        events.push({
          affiliateId: p.id,
          code: p.code,
          action: 'click',
          uniqueClick: !returning,
          source: weighted(SOURCES, SOURCE_WEIGHT),
          landingPage: random.pick(LANDING),
          visitorId: `v_seed_${visitorN}`,
          country: random.pick(COUNTRIES),
          createdAt: new Date(at),
        });
      }
    }
    // Referred customers, each with one to three paid orders.
    for (let c = 0; c < p.customers; c++) {
      const customerId = `usr_ref_${p.code.toLowerCase()}_${String(c + 1).padStart(3, '0')}`;
      const joined = today - random.int(1, 88) * DAY_MS + random.int(0, DAY_MS - 1);
      if (joined > now.getTime()) continue;
      const source = weighted(SOURCES, SOURCE_WEIGHT);
      const landingPage = random.pick(LANDING);
      const country = random.pick(COUNTRIES);
      customers.push({
        id: customerId,
        email: `${customerId.replace(/_/g, '-')}@customers.reelcart.test`,
        passwordHash: null,
        referredBy: p.id,
        displayName: `Customer ${c + 1}`,
        createdAt: new Date(joined),
      });
      referrals.push({
        customerId,
        affiliateId: p.id,
        code: p.code,
        via: 'register',
        source,
        landingPage,
        country,
        createdAt: new Date(joined),
      });
      const count = random.chance(0.25) ? 0 : random.int(1, 3);
      for (let o = 0; o < count; o++) {
        const paidAt = joined + random.int(0, 10) * DAY_MS + random.int(0, 3_600_000);
        if (paidAt > now.getTime()) continue;
        orderN += 1;
        const id = `ord_seed_aff_${String(orderN).padStart(4, '0')}`;
        const cartId = `cart_seed_aff_${String(orderN).padStart(4, '0')}`;
        const lines = random.sample(products.slice(0, 400), random.int(1, 3));
        const total = lines.reduce((sum, l) => sum + l.priceCents, 0);
        carts.push({ id: cartId, userId: customerId, version: 1, state: 'completed' });
        orders.push({
          id,
          userId: customerId,
          cartId,
          idempotencyKey: `seed-${id}`,
          status: 'paid',
          billerId: 'test-card',
          subtotalCents: total,
          discountCents: 0,
          totalCents: total,
          createdAt: new Date(paidAt),
          paidAt: new Date(paidAt),
        });
        for (const l of lines)
          items.push({
            orderId: id,
            productId: l.id,
            videoId: l.videoId,
            orderType: l.orderType,
            resolution: l.resolution,
            priceCents: l.priceCents,
          });
        ledger.push({
          id: `com_seed_${String(orderN).padStart(4, '0')}`,
          entryKey: `commission:${id}`,
          affiliateId: p.id,
          kind: 'commission',
          orderId: id,
          customerId,
          amountCents: commissionCents(total, DEFAULT_RATE_BP),
          baseCents: total,
          rateBp: DEFAULT_RATE_BP,
          source,
          landingPage,
          country,
          availableAt: new Date(paidAt + HOLD_DAYS * DAY_MS),
          createdAt: new Date(paidAt),
        });
      }
    }
  }
  await insertChunks(db, s.affiliateEvents, events);
  await insertChunks(db, s.users, customers);
  await insertChunks(db, s.affiliateReferrals, referrals);
  await insertChunks(db, s.carts, carts);
  await insertChunks(db, s.orders, orders);
  await insertChunks(db, s.orderItems, items);
  await insertChunks(db, s.affiliateLedger, ledger);

  // Two past payout runs, the second one netting a refund booked after the first.
  const second = previousRunKey(payoutRunKey(new Date(today)));
  const first = previousRunKey(second);
  const at = (runKey: string) => new Date(`${runKey}T09:00:00Z`);
  // Stable ids for the seeded payouts (documentation and tests name them).
  const payoutId = (affiliateId: string, runKey: string) =>
    `po_seed_${affiliateId === 'usr_affiliate' ? 'reelpaid' : 'reelnew'}_${runKey === first ? 1 : 2}`;
  await runPayouts(db, { runKey: first, now: at(first), payoutId });
  const [paidOut] = await db
    .select({ orderId: s.affiliateLedger.orderId })
    .from(s.affiliatePayoutItems)
    .innerJoin(s.affiliateLedger, eq(s.affiliateLedger.id, s.affiliatePayoutItems.entryId))
    .orderBy(s.affiliateLedger.id)
    .limit(1);
  if (paidOut)
    await refundCommission(db, paidOut.orderId, new Date(at(first).getTime() + 3 * DAY_MS));
  await runPayouts(db, { runKey: second, now: at(second), payoutId });
}
