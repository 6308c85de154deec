import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { affiliateCreatives } from '../affiliate/tables';

/**
 * Uploaded banner images of the affiliates' creatives (decision 050): the checked bytes, kept in
 * the database like every other record (no file store), served at `/api/creatives/{id}.{ext}`.
 * One row per creative; a new upload replaces it.
 */
export const affiliateCreativeImages = pgTable('affiliate_creative_images', {
  creativeId: text('creative_id')
    .primaryKey()
    .references(() => affiliateCreatives.id),
  /** 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp', from the magic bytes. */
  contentType: text('content_type').notNull(),
  /** The file, base64 (driver-neutral; at most 150 KB decoded). */
  dataBase64: text('data_base64').notNull(),
  bytes: integer('bytes').notNull(),
  /** Read from the file's header, never from the client. */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** A short hash of the bytes: the image URL's cache key. */
  etag: text('etag').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
