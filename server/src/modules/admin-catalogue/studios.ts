// The back office's studio records: snapshots for the audit log, royalty rates, lookups.
import type { StudioInput } from '@reelcart/contract/admin';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { royaltyRates, studios } from '../schema';

export type StudioRow = typeof studios.$inferSelect;

export function studioSnapshot(row: StudioRow): StudioInput {
  return {
    name: row.name,
    slug: row.slug,
    description: row.description,
    logoUrl: row.logoUrl,
    royaltyBps: row.royaltyBps,
  };
}

/**
 * A studio's royalty rate set in the back office is the rate the manager's statements use: it is
 * appended to `royalty_rates` effective from today (UTC), so sales before today keep the rate they
 * were made at (decision 035). A second change on the same day corrects that day's row.
 */
export async function recordStudioRate(
  tx: Executor,
  studioId: string,
  rateBp: number,
  nowMs: number,
) {
  const day = new Date(nowMs).toISOString().slice(0, 10);
  await tx
    .insert(royaltyRates)
    .values({ id: `rr_${studioId}_${day}`, studioId, rateBp, effectiveFrom: day })
    .onConflictDoUpdate({
      target: [royaltyRates.studioId, royaltyRates.effectiveFrom],
      targetWhere: sql`video_id is null`,
      set: { rateBp },
    });
}

/** The studio with that slug, or a 404. */
export async function studioBySlug(db: Executor, slug: string | undefined): Promise<StudioRow> {
  const [row] = await db
    .select()
    .from(studios)
    .where(eq(studios.slug, slug ?? ''));
  if (!row) throw notFound('Studio not found');
  return row;
}
