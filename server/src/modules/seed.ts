import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../platform/auth/passwords';
import type { Database } from '../platform/db/database';
import { seedUsers } from './accounts/seed';
import { seedAffiliateAdmin } from './admin-affiliates/seed';
import { seedOrders } from './admin-orders/seed';
import { backfillAffiliateFigures } from './affiliate';
import { seedAffiliates } from './affiliate/seed';
import { generateCatalogue } from './catalogue/seed';
import { seedCoupons } from './coupons/seed';
import { seedCreatives } from './creatives/seed';
import { seedIntake } from './intake/seed';
import { seedSupport } from './moderation/seed';
import { seedShopperPurchase } from './orders/seed';
import { backfillSalesFacts } from './reports';
import { seedSales, seedSalesTerms, seedStatements } from './reports/seed';
import * as s from './schema';

/** The seeded accounts; their local passwords are listed in server/README.md. */
export const SEED_USERS = [
  {
    id: 'usr_shopper',
    email: 'shopper@reelcart.test',
    password: 'shopper-pass-1',
    role: 'user',
    affiliate: null,
  },
  {
    id: 'usr_affiliate',
    email: 'affiliate@reelcart.test',
    password: 'affiliate-pass-1',
    role: 'user',
    affiliate: {
      code: 'REELPAID',
      paymentInfo: { method: 'paypal', account: 'payouts@example.test' },
    },
  },
  {
    id: 'usr_affiliate_new',
    email: 'affiliate-new@reelcart.test',
    password: 'affiliate-pass-2',
    role: 'user',
    affiliate: { code: 'REELNEW', paymentInfo: null },
  },
  {
    id: 'usr_manager',
    email: 'manager@reelcart.test',
    password: 'manager-pass-1',
    role: 'manager',
    affiliate: null,
  },
  {
    id: 'usr_admin',
    email: 'admin@reelcart.test',
    password: 'admin-pass-1',
    role: 'admin',
    affiliate: null,
  },
] as const;

export const SEED_COUPONS = [
  {
    id: 'cpn_welcome10',
    code: 'WELCOME10',
    percentOff: 10,
    amountOffCents: null,
    appliesToGateway: [],
    active: true,
    expiresAt: null,
  },
  {
    id: 'cpn_crypto20',
    code: 'CRYPTO20',
    percentOff: 20,
    amountOffCents: null,
    appliesToGateway: ['test-crypto'],
    active: true,
    expiresAt: null,
  },
  {
    id: 'cpn_fiveoff',
    code: 'FIVEOFF',
    percentOff: null,
    amountOffCents: 500,
    appliesToGateway: [],
    active: true,
    expiresAt: null,
  },
  {
    id: 'cpn_expired',
    code: 'EXPIRED',
    percentOff: 50,
    amountOffCents: null,
    appliesToGateway: [],
    active: true,
    expiresAt: new Date('2020-01-01T00:00:00Z'),
  },
];

const CHUNK = 500;
async function insertAll<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
) {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db.insert(table).values(rows.slice(i, i + CHUNK));
}

export interface SeedOptions {
  /**
   * Give the demo accounts their published passwords (default). Production seeds them without
   * any password (decision 059): the accounts and their history exist, nobody signs in as them.
   */
  demoPasswords?: boolean;
  /** What is dated (orders, sales, the shopper's rental) is placed relative to it (default: now). */
  now?: Date;
}

/**
 * Fills an empty database with the deterministic demo catalogue, coupons and accounts: deterministic
 * given the day of `options.now`.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<void> {
  const demoPasswords = options.demoPasswords ?? true;
  const now = options.now ?? new Date();
  const catalogue = generateCatalogue();
  const hashes = demoPasswords
    ? await Promise.all(SEED_USERS.map((u) => hashPassword(u.password)))
    : [];
  const verified = new Date('2026-01-01T00:00:00Z');
  await db.transaction(async (tx) => {
    const t: Database = tx;
    await insertAll(t, s.studios, catalogue.studios);
    await insertAll(t, s.actresses, catalogue.actresses);
    await insertAll(t, s.categories, catalogue.categories);
    await insertAll(t, s.series, catalogue.series);
    await insertAll(t, s.videos, catalogue.videos);
    await insertAll(t, s.products, catalogue.products);
    await insertAll(t, s.videoActresses, catalogue.videoActresses);
    await insertAll(t, s.videoCategories, catalogue.videoCategories);
    await insertAll(t, s.banners, catalogue.banners);
    await insertAll(t, s.coupons, SEED_COUPONS);
    await insertAll(
      t,
      s.users,
      SEED_USERS.map((u, i) => ({
        id: u.id,
        email: u.email,
        passwordHash: hashes[i] ?? null,
        role: u.role,
        isAffiliate: u.affiliate !== null,
        affiliateCode: u.affiliate?.code ?? null,
        paymentInfo: u.affiliate?.paymentInfo ?? null,
        displayName: u.email.split('@')[0] ?? null,
        emailVerifiedAt: verified,
      })),
    );
    // The fee schedule and royalty rates first: the facts of every seeded payment read them.
    await seedSalesTerms(t, catalogue, now);
    await seedShopperPurchase(t, catalogue.products, now);
    await seedAffiliates(t, catalogue.products, now);
    await seedCreatives(t, now);
    await seedAffiliateAdmin(t, catalogue.products, now);
    await seedSales(t, catalogue, now);
    await seedIntake(t, catalogue);
    await seedUsers(t, demoPasswords);
    await seedOrders(t, now);
    await seedSupport(
      t,
      catalogue.videos.map((v) => v.slug),
    );
    await seedCoupons(t, now);
    // The seeded orders' sales facts and roll-ups, as checkout and refunds write them (decision 084).
    await backfillSalesFacts(t);
    // The seeded clicks, sign-ups and commissions in the affiliate figures' roll-up (decision 101).
    await backfillAffiliateFigures(t);
    // Statements are finalised from the facts, so after them.
    await seedStatements(t, catalogue, now);
  });
}
