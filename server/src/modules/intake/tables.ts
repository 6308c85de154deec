import type { IntakeFields, IntakePrices } from '@reelcart/contract/admin';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';
import { studios, videos } from '../catalogue/tables';

/**
 * Studio intake (issue 19, decisions 039–041): a studio's batches, imported from a manifest, and
 * their items keyed by the normalised path inside the batch.
 */

/** A studio's default prices for published intake items (one row per studio, made on first save). */
export const intakeDefaults = pgTable('intake_defaults', {
  studioId: text('studio_id')
    .primaryKey()
    .references(() => studios.id),
  prices: jsonb('prices').$type<IntakePrices>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const intakeBatches = pgTable(
  'intake_batches',
  {
    id: text('id').primaryKey(),
    studioId: text('studio_id')
      .notNull()
      .references(() => studios.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('intake_batches_studio_slug_idx').on(t.studioId, t.slug)],
);

export const intakeItems = pgTable(
  'intake_items',
  {
    id: text('id').primaryKey(),
    batchId: text('batch_id')
      .notNull()
      .references(() => intakeBatches.id),
    /** The normalised path inside the batch: the item's key (decision 040). */
    path: text('path').notNull(),
    /** The manifest line (CSV) or row number (JSON) it came from. */
    line: integer('line').notNull(),
    /** 'new' | 'needs_info' | 'ready' | 'approved' | 'rejected' | 'published' (decision 039). */
    state: text('state').notNull(),
    fields: jsonb('fields').$type<IntakeFields>().notNull(),
    rejectReason: text('reject_reason'),
    /** The video publishing made; set once, in the publishing transaction (decision 041). */
    videoId: text('video_id').references(() => videos.id),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    /** When the item last changed state: the overview's "oldest waiting item". */
    stateSince: timestamp('state_since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('intake_items_batch_path_idx').on(t.batchId, t.path),
    uniqueIndex('intake_items_video_idx').on(t.videoId),
    index('intake_items_state_idx').on(t.batchId, t.state),
  ],
);
