import type { IntakeItem, IntakePrices, ItemState, StateCounts } from '@reelcart/contract/admin';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { ApiError, notFound } from '../../platform/errors';
import { historyOf } from '../audit';
import { intakeBatches, intakeDefaults, intakeItems, type studios, videos } from '../schema';
import { ManifestError, parseManifest } from './manifest';
import { assess, categoryIndex } from './records';
import { ITEM_STATES, WAITING_STATES } from './states';

export type ItemRow = typeof intakeItems.$inferSelect;
export type BatchRow = typeof intakeBatches.$inferSelect;
export type StudioRow = typeof studios.$inferSelect;
export const emptyCounts = (): StateCounts =>
  Object.fromEntries(ITEM_STATES.map((s) => [s, 0])) as StateCounts;

/** What the intake's calls share: a studio's batches and items, their counts and views, the import preview. */
export function intakeLookups(deps: Deps) {
  const { db } = deps;
  async function batchOf(studio: StudioRow, slug: string | undefined): Promise<BatchRow> {
    const [row] = await db
      .select()
      .from(intakeBatches)
      .where(and(eq(intakeBatches.studioId, studio.id), eq(intakeBatches.slug, slug ?? '')));
    if (!row) throw notFound('Batch not found');
    return row;
  }
  async function itemOf(batch: BatchRow, path: string): Promise<ItemRow> {
    const [row] = await db
      .select()
      .from(intakeItems)
      .where(and(eq(intakeItems.batchId, batch.id), eq(intakeItems.path, path)));
    if (!row) throw notFound('Item not found');
    return row;
  }
  async function defaultsOf(studioId: string): Promise<IntakePrices> {
    const [row] = await db
      .select({ prices: intakeDefaults.prices })
      .from(intakeDefaults)
      .where(eq(intakeDefaults.studioId, studioId));
    return row?.prices ?? { sd: null, hd: null, fhd: null, uhd: null, rental: null };
  }
  async function countsByBatch(batchIds: string[]) {
    const counts = new Map<string, StateCounts>();
    if (batchIds.length === 0) return counts;
    const rows = await db
      .select({
        batchId: intakeItems.batchId,
        state: intakeItems.state,
        n: sql<number>`count(*)::int`,
      })
      .from(intakeItems)
      .where(inArray(intakeItems.batchId, batchIds))
      .groupBy(intakeItems.batchId, intakeItems.state);
    for (const r of rows) {
      const c = counts.get(r.batchId) ?? emptyCounts();
      c[r.state as ItemState] = r.n;
      counts.set(r.batchId, c);
    }
    return counts;
  }
  const total = (c: StateCounts) => Object.values(c).reduce((a, b) => a + b, 0);
  const isOpen = (c: StateCounts) => WAITING_STATES.some((s) => c[s] > 0);
  async function studioView(studio: StudioRow) {
    const batches = await db
      .select()
      .from(intakeBatches)
      .where(eq(intakeBatches.studioId, studio.id))
      .orderBy(asc(intakeBatches.createdAt), asc(intakeBatches.id));
    const counts = await countsByBatch(batches.map((b) => b.id));
    return {
      studio: { _id: studio.id, slug: studio.slug, name: studio.name },
      defaults: await defaultsOf(studio.id),
      batches: batches.map((b) => {
        const c = counts.get(b.id) ?? emptyCounts();
        return {
          slug: b.slug,
          name: b.name,
          createdAt: b.createdAt.toISOString(),
          total: total(c),
          counts: c,
        };
      }),
    };
  }
  async function itemView(row: ItemRow, cats?: Map<string, string>): Promise<IntakeItem> {
    const [video] = row.videoId
      ? await db
          .select({ slug: videos.slug, published: videos.published })
          .from(videos)
          .where(eq(videos.id, row.videoId))
      : [];
    return {
      path: row.path,
      line: row.line,
      state: row.state as ItemState,
      version: row.version,
      fields: row.fields,
      missing: assess(row.fields, cats ?? (await categoryIndex(db))),
      rejectReason: row.rejectReason,
      videoSlug: video?.slug ?? null,
      videoPublished: video?.published ?? null,
      history: await historyOf(db, 'intake_item', row.id),
    };
  }
  function parse(format: 'csv' | 'json', text: string) {
    try {
      return parseManifest(format, text);
    } catch (e) {
      if (e instanceof ManifestError) throw new ApiError(400, e.message, { field: 'text' });
      throw e;
    }
  }
  async function preview(format: 'csv' | 'json', text: string) {
    const parsed = parse(format, text);
    const cats = await categoryIndex(db);
    return {
      parsed,
      rows: parsed.rows.map((r) => {
        const missing = assess(r.fields, cats);
        return {
          line: r.line,
          path: r.path,
          title: r.fields.title,
          state: (missing.length ? 'needs_info' : 'new') as ItemState,
          missing,
        };
      }),
      problems: parsed.problems,
    };
  }
  return {
    batchOf,
    itemOf,
    defaultsOf,
    countsByBatch,
    total,
    isOpen,
    studioView,
    itemView,
    parse,
    preview,
  };
}
