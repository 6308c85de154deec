import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import * as s from '../db/schema';
import { seedAffiliateAdmin } from './affiliateAdmin';
import { seedAffiliates } from './affiliates';
import { generateCatalogue } from './catalogue';
import { seedCoupons } from './coupons';
import { seedCreatives } from './creatives';
import { seedIntake } from './intake';
import { seedOrders } from './orders';
import { seedSales } from './sales';
import { seedSupport } from './support';
import { seedUsers } from './users';

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
}

/** Fills an empty database with the deterministic demo catalogue, coupons and accounts. */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<void> {
  const demoPasswords = options.demoPasswords ?? true;
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
    // The shopper already owns one video in HD and rents another, so the ownership rules show.
    await insertAll(t, s.carts, [
      { id: 'cart_seed_shopper', userId: 'usr_shopper', version: 2, state: 'completed' },
    ]);
    const bought = [
      {
        productId: 'prd_0001_own_hd',
        videoId: 'vid_0001',
        orderType: 'own',
        resolution: 'HD',
        priceCents: 1499,
      },
      {
        productId: 'prd_0002_rental',
        videoId: 'vid_0002',
        orderType: 'rental',
        resolution: 'HD',
        priceCents: 399,
      },
    ];
    const prices = new Map(catalogue.products.map((p) => [p.id, p.priceCents]));
    // The order's lines at the catalogue's prices, and its totals their sum.
    const priced = bought.map((b) => ({
      ...b,
      priceCents: prices.get(b.productId) ?? b.priceCents,
    }));
    const subtotal = priced.reduce((sum, b) => sum + b.priceCents, 0);
    await insertAll(t, s.orders, [
      {
        id: 'ord_seed_shopper',
        userId: 'usr_shopper',
        cartId: 'cart_seed_shopper',
        idempotencyKey: 'seed-order-shopper',
        status: 'paid',
        billerId: 'test-card',
        subtotalCents: subtotal,
        discountCents: 0,
        totalCents: subtotal,
        createdAt: verified,
        paidAt: verified,
      },
    ]);
    await insertAll(
      t,
      s.orderItems,
      priced.map((b) => ({ ...b, orderId: 'ord_seed_shopper' })),
    );
    await insertAll(
      t,
      s.ownedProducts,
      bought.map((b) => ({
        userId: 'usr_shopper',
        orderId: 'ord_seed_shopper',
        productId: b.productId,
        videoId: b.videoId,
        orderType: b.orderType,
        resolution: b.resolution,
        // A rental far in the future keeps the seeded state stable over time.
        expiresAt: b.orderType === 'rental' ? new Date('2099-01-01T00:00:00Z') : null,
      })),
    );
    await seedAffiliates(t, catalogue.products);
    await seedCreatives(t);
    await seedAffiliateAdmin(t, catalogue.products);
    await seedSales(t, catalogue);
    await seedIntake(t, catalogue);
    await seedUsers(t, demoPasswords);
    await seedOrders(t);
    await seedSupport(
      t,
      catalogue.videos.map((v) => v.slug),
    );
    await seedCoupons(t);
  });
}
