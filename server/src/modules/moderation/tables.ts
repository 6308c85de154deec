import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';

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
    /** The moderation queue's state (decision 047): 'open' | 'in_review' | 'resolved' | 'rejected'. */
    status: text('status').notNull().default('open'),
    /** The admin working on it (a user id), or null. */
    assigneeId: text('assignee_id'),
    /** Optimistic concurrency of the queue's edits (decision 029). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_status_idx').on(t.status, t.createdAt),
  ],
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
    /**
     * The moderation queue's state (decision 047): 'open' | 'in_review' | 'resolved' | 'rejected'.
     * The earlier 'closed' reads as 'resolved'.
     */
    status: text('status').notNull().default('open'),
    clientAddress: text('client_address').notNull(),
    /** The admin working on it (a user id), or null. */
    assigneeId: text('assignee_id'),
    /** The video the report was resolved by unpublishing, if any. */
    unpublishedVideoId: text('unpublished_video_id'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('content_reports_status_idx').on(t.status, t.createdAt)],
);

/**
 * Notes on a queue item (a content report or a contact message), append-only: written by an admin
 * or by an action (status change, unpublish, reply), never edited nor deleted (decision 047).
 */
export const supportNotes = pgTable(
  'support_notes',
  {
    id: text('id').primaryKey(),
    /** A content report's or a contact message's id (`rpt_…` / `msg_…`). */
    itemId: text('item_id').notNull(),
    authorId: text('author_id').notNull(),
    authorEmail: text('author_email').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_notes_item_idx').on(t.itemId, t.createdAt)],
);
