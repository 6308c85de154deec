import { and, asc, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import * as s from '../schema';

const DAY = 86_400_000;

/**
 * Coupons in every state the back office shows (decision 045), besides the four of seed.ts
 * (WELCOME10 active, CRYPTO20 gateway-limited, FIVEOFF fixed amount, EXPIRED expired):
 * scheduled, used up, one use per customer, inactive, with a minimum subtotal. The seeded sales
 * with a 10 % discount (seed/sales.ts) are attributed to the 10 % coupons, so the usage figures
 * are real: the first 3 to LAUNCH10 (limit 3: used up), then one each for 5 customers to FIRST10
 * (one per customer), the rest to WELCOME10. Deterministic given the seeded sales.
 */
export const SEED_MORE_COUPONS = (now: Date) => [
  {
    id: 'cpn_spring15',
    code: 'SPRING15',
    percentOff: 15,
    startsAt: new Date(now.getTime() + 30 * DAY),
    expiresAt: new Date(now.getTime() + 60 * DAY),
  },
  { id: 'cpn_launch10', code: 'LAUNCH10', percentOff: 10, usageLimit: 3 },
  { id: 'cpn_first10', code: 'FIRST10', percentOff: 10, perUserLimit: 1 },
  { id: 'cpn_retired', code: 'RETIRED', percentOff: 30, active: false },
  { id: 'cpn_big5', code: 'BIG5', amountOffCents: 500, minSubtotalCents: 2500 },
  {
    id: 'cpn_cardonce',
    code: 'CARDONCE',
    percentOff: 25,
    appliesToGateway: ['test-card'],
    perUserLimit: 1,
  },
];

export async function seedCoupons(db: Database, now = new Date()): Promise<void> {
  await db.insert(s.coupons).values(SEED_MORE_COUPONS(now));
  const discounted = await db
    .select({ id: s.orders.id, userId: s.orders.userId })
    .from(s.orders)
    .where(and(gt(s.orders.discountCents, 0), isNull(s.orders.couponId)))
    .orderBy(asc(s.orders.id));
  const launch = discounted.slice(0, 3).map((o) => o.id);
  const firstBuyers = new Set<string>();
  const first: string[] = [];
  for (const o of discounted.slice(3)) {
    if (first.length >= 5) break;
    if (firstBuyers.has(o.userId)) continue;
    firstBuyers.add(o.userId);
    first.push(o.id);
  }
  const assigned = new Set([...launch, ...first]);
  const welcome = discounted.filter((o) => !assigned.has(o.id)).map((o) => o.id);
  for (const [couponId, ids] of [
    ['cpn_launch10', launch],
    ['cpn_first10', first],
    ['cpn_welcome10', welcome],
  ] as const) {
    if (ids.length > 0)
      await db.update(s.orders).set({ couponId }).where(inArray(s.orders.id, ids));
  }
}
