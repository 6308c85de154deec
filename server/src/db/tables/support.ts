import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './common';

/** Messages sent through the storefront's /contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The client address the rate limit counted it under. */
    clientAddress: text('client_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** Content reports sent through the storefront's /report form; `status` is for the admin queue. */
export const contentReports = pgTable(
  'content_reports',
  {
    id: text('id').primaryKey(),
    url: text('url').notNull(),
    /** One of the contract's ReportReason values. */
    reason: text('reason').notNull(),
    details: text('details').notNull(),
    email: text('email'),
    /** 'open' | 'closed' */
    status: text('status').notNull().default('open'),
    clientAddress: text('client_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('content_reports_status_idx').on(t.status, t.createdAt)],
);
