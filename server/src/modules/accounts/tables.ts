import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { createdAt } from '../../platform/db/columns';

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  googleSub: text('google_sub').unique(),
  /** 'user' | 'manager' | 'admin'; affiliates are users with isAffiliate. */
  role: text('role').notNull().default('user'),
  isAffiliate: boolean('is_affiliate').notNull().default(false),
  affiliateCode: text('affiliate_code').unique(),
  paymentInfo: jsonb('payment_info'),
  referredBy: text('referred_by'),
  displayName: text('display_name'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** Set by an admin (decision 042): no sign-in, no refresh, until reinstated. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  /** Optimistic concurrency of the back office's edits (decision 029). */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    // "Sign out everywhere", a password change and suspension revoke a user's live tokens.
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const emailVerifications = pgTable('email_verifications', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
