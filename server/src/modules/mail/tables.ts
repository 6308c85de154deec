import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';

/**
 * The mail outbox (decision 046): every mail the store sends is a row here first, queued in the
 * same transaction as the change it tells about; the drain worker hands due rows to the sender
 * (SMTP or the development viewer) and retries with backoff, so nothing is lost while mail is down.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    /** 'verification' | 'password_reset' | 'refund_confirmation' | 'report_reply' | … */
    kind: text('kind').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Enqueueing the same key twice is one mail. */
    dedupeKey: text('dedupe_key').notNull(),
    /** 'queued' | 'sending' | 'sent' | 'failed' */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Until when a 'sending' claim holds; a crashed sender's claim lapses and the row is retried. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Which sender delivered it: 'smtp' or 'dev' (the development viewer). */
    transport: text('transport'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_idx').on(t.dedupeKey),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);
