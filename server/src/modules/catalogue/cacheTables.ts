import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The catalogue's version, shared by every API instance on this database (docs/decisions/
 * 052-catalogue-caching.md): bumped by each successful admin write, it is part of every public
 * catalogue answer's ETag and of the in-process answer cache's key, so an edit invalidates both.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  /** One row, `catalogue`. */
  id: text('id').primaryKey(),
  version: integer('version').notNull(),
});
