import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';

/** One changed field of an audited write. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The admin audit log (decision 028): who changed what, when, and each changed field's before and
 * after. Append-only: the code inserts and reads, never updates or deletes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** 'video' | 'product' | 'studio' | … */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** 'create' | 'update' | 'publish' | 'unpublish' | … */
    action: text('action').notNull(),
    changes: jsonb('changes').$type<AuditChange[]>().notNull(),
    at: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_at_idx').on(t.at),
  ],
);
