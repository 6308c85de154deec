import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Fixed-window counters shared by every API instance on this database (login and form rate
 * limits, docs/decisions/032): one row per key, changed only by atomic upserts.
 */
export const rateLimits = pgTable('rate_limits', {
  /** `<limiter>:<subject>`, e.g. `login-email:a@b.c` or `contact:203.0.113.9`. */
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Results of operations done once per idempotency key across instances (services/idempotency.ts):
 * the key is claimed inside the operation's own transaction, so the key and the effect commit
 * together or not at all.
 */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    /** What kind of operation, e.g. `refund` or `payout-run`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** A digest of the request, so the same key with a different request is refused. */
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** When a periodic job last ran, whichever instance ran it (e.g. the expired-token clean-up). */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});
