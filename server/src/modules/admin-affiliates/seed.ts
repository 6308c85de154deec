import { DEV_PAYOUT_DETAILS_KEY } from '../../platform/config';
import type { Database } from '../../platform/db/database';
import { createRandom } from '../../platform/random';
import {
  commissionCents,
  DAY_MS,
  encryptDetails,
  HOLD_DAYS,
  maskDetails,
  payoutRunKey,
  previousRunKey,
} from '../affiliate';
import * as s from '../schema';

interface SeedProduct {
  id: string;
  videoId: string;
  orderType: string;
  resolution: string;
  priceCents: number;
}

/**
 * The back office's affiliate states (issue 18, decision 048), beside the programme's demo data:
 * REELHOLD is suspended (30 % override, verified Paxum, an approved balance held); REELWIRE is
 * active (45 % override, USDT details not yet verified) with an open payout of the previous run
 * waiting to be marked paid. REELPAID (verified, paid payouts) and REELNEW (no payment info)
 * come from seedAffiliates. Deterministic for a given day.
 */
export async function seedAffiliateAdmin(
  db: Database,
  products: readonly SeedProduct[],
  now = new Date(),
): Promise<void> {
  const random = createRandom(18_048);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const paxum = { method: 'paxum' as const, email: 'held-payouts@example.test' };
  const usdt = {
    method: 'usdt' as const,
    network: 'TRC20' as const,
    address: 'TQ5NwdCqMuyWAK7MNrA9nrhYcNoZLmTdVi',
  };
  const affiliates = [
    {
      id: 'usr_affiliate_hold',
      email: 'affiliate-hold@reelcart.test',
      code: 'REELHOLD',
      rateBp: 3000,
      details: paxum,
      verified: true,
      suspended: true,
      customers: 6,
    },
    {
      id: 'usr_affiliate_wire',
      email: 'affiliate-wire@reelcart.test',
      code: 'REELWIRE',
      rateBp: 4500,
      details: usdt,
      verified: false,
      suspended: false,
      customers: 10,
    },
  ];
  const created = new Date(today - 120 * DAY_MS);
  await db.insert(s.users).values(
    affiliates.map((a) => ({
      id: a.id,
      email: a.email,
      passwordHash: null,
      isAffiliate: true,
      affiliateCode: a.code,
      displayName: a.code,
      emailVerifiedAt: created,
      paymentInfo: { method: a.details.method, masked: maskDetails(a.details) },
      createdAt: created,
    })),
  );
  await db.insert(s.affiliateAccounts).values(
    affiliates.map((a) => ({
      userId: a.id,
      commissionRateBp: a.rateBp,
      payoutMethod: a.details.method,
      payoutDetailsEncrypted: encryptDetails(DEV_PAYOUT_DETAILS_KEY, a.details),
      payoutDetailsMasked: maskDetails(a.details),
      status: a.suspended ? 'suspended' : 'active',
      suspendedAt: a.suspended ? new Date(today - 5 * DAY_MS) : null,
      paymentVerifiedAt: a.verified ? new Date(today - 60 * DAY_MS) : null,
    })),
  );
  let n = 0;
  const ledger: (typeof s.affiliateLedger.$inferInsert)[] = [];
  for (const a of affiliates) {
    for (let c = 0; c < a.customers; c++) {
      n += 1;
      const suffix = String(n).padStart(3, '0');
      const customerId = `usr_ref_adm_${suffix}`;
      const paidAt = today - random.int(32, 85) * DAY_MS + random.int(0, 3_600_000);
      const joined = paidAt - DAY_MS;
      await db.insert(s.users).values({
        id: customerId,
        email: `customer-adm-${suffix}@customers.reelcart.test`,
        passwordHash: null,
        referredBy: a.id,
        displayName: `Customer ${suffix}`,
        createdAt: new Date(joined),
      });
      await db.insert(s.affiliateReferrals).values({
        customerId,
        affiliateId: a.id,
        code: a.code,
        via: 'register',
        createdAt: new Date(joined),
      });
      const product = random.pick(products.slice(0, 400));
      const id = `ord_seed_adm_${suffix}`;
      const cartId = `cart_seed_adm_${suffix}`;
      await db
        .insert(s.carts)
        .values({ id: cartId, userId: customerId, version: 1, state: 'completed' });
      await db.insert(s.orders).values({
        id,
        userId: customerId,
        cartId,
        idempotencyKey: `seed-${id}`,
        status: 'paid',
        billerId: 'test-card',
        subtotalCents: product.priceCents,
        discountCents: 0,
        totalCents: product.priceCents,
        createdAt: new Date(paidAt),
        paidAt: new Date(paidAt),
      });
      await db.insert(s.orderItems).values({
        orderId: id,
        productId: product.id,
        videoId: product.videoId,
        orderType: product.orderType,
        resolution: product.resolution,
        priceCents: product.priceCents,
      });
      ledger.push({
        id: `com_seed_adm_${suffix}`,
        entryKey: `commission:${id}`,
        affiliateId: a.id,
        kind: 'commission',
        orderId: id,
        customerId,
        amountCents: commissionCents(product.priceCents, a.rateBp),
        baseCents: product.priceCents,
        rateBp: a.rateBp,
        availableAt: new Date(paidAt + HOLD_DAYS * DAY_MS),
        createdAt: new Date(paidAt),
      });
    }
  }
  await db.insert(s.affiliateLedger).values(ledger);

  // REELWIRE's open payout of the previous run (made before their details changed): what its
  // hold had released by that date, waiting for an admin to mark it paid with a reference.
  const runKey = previousRunKey(payoutRunKey(new Date(today)));
  const runAt = new Date(`${runKey}T00:00:00Z`).getTime();
  const taken = ledger.filter(
    (e) => e.affiliateId === 'usr_affiliate_wire' && (e.availableAt as Date).getTime() <= runAt,
  );
  if (taken.length > 0) {
    const id = 'po_seed_reelwire_open';
    await db.insert(s.affiliatePayouts).values({
      id,
      affiliateId: 'usr_affiliate_wire',
      runKey,
      method: 'usdt',
      methodMasked: maskDetails(usdt),
      amountCents: taken.reduce((sum, e) => sum + e.amountCents, 0),
      feeCents: 100,
      status: 'open',
      periodStart: previousRunKey(runKey),
      periodEnd: runKey,
      createdAt: new Date(runAt + 9 * 3_600_000),
    });
    await db
      .insert(s.affiliatePayoutItems)
      .values(taken.map((e) => ({ entryId: e.id as string, payoutId: id })));
  }
}
