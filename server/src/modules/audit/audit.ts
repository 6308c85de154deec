import type { AuditEntry } from '@reelcart/contract/admin';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { AccessClaims } from '../../platform/auth/tokens';
import type { Executor } from '../../platform/db/database';
import { type AuditChange, auditLog } from '../schema';
import { withLabels } from './labels';

/** The fields whose values differ between two snapshots of a record (`version` is not a change). */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of Object.keys(after)) {
    if (field === 'version') continue;
    const was = before ? (before[field] ?? null) : null;
    const now = after[field] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now))
      changes.push({ field, before: was, after: now });
  }
  return changes;
}

/**
 * Appends one entry to the audit log (decision 028), in the write's own transaction so a write is
 * never without its entry. Writes that change nothing are not recorded.
 */
export async function recordAudit(
  db: Executor,
  actor: AccessClaims,
  entry: {
    entityType: string;
    entityId: string;
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown>;
  },
): Promise<void> {
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0 && entry.action === 'update') return;
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    changes,
  });
}

export function toAuditEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorEmail: row.actorEmail,
    entityType: row.entityType,
    entityId: row.entityId,
    action: row.action,
    changes: row.changes,
  };
}

/**
 * One record's history, newest first, with the names of the records its changes name by id;
 * `related` adds the entries of records that belong to it.
 */
export async function historyOf(
  db: Executor,
  entityType: string,
  entityId: string,
  limit = 50,
  related?: { entityType: string; ids: string[] },
): Promise<AuditEntry[]> {
  const own = and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId));
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      related && related.ids.length > 0
        ? or(
            own,
            and(
              eq(auditLog.entityType, related.entityType),
              inArray(auditLog.entityId, related.ids),
            ),
          )
        : own,
    )
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return withLabels(db, rows.map(toAuditEntry));
}
