import {
  contract,
  type IntakeItem,
  type IntakePrices,
  type ItemState,
  type StateCounts,
} from '@reelcart/contract/admin';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AccessClaims } from '../../platform/auth/tokens';
import { newId } from '../../platform/auth/tokens';
import { handles } from '../../platform/calls';
import type { Deps } from '../../platform/deps';
import { ApiError, notFound, staleVersion } from '../../platform/errors';
import { studioBySlug } from '../admin-catalogue';
import { historyOf, recordAudit } from '../audit';
import { intakeBatches, intakeDefaults, intakeItems, studios, videos } from '../schema';
import { ManifestError, parseManifest } from './manifest';
import { publishItem } from './publish';
import { assess, auditItems, categoryIndex, lower, slugOf } from './records';
import { ITEM_STATES, type ItemEvent, transition, WAITING_STATES } from './states';

type ItemRow = typeof intakeItems.$inferSelect;
type BatchRow = typeof intakeBatches.$inferSelect;
type StudioRow = typeof studios.$inferSelect;
const emptyCounts = (): StateCounts =>
  Object.fromEntries(ITEM_STATES.map((s) => [s, 0])) as StateCounts;

/** The calls `intakeRoutes` mounts (routes.ts), without HTTP. */
export function intakeService(deps: Deps) {
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
    intakeOverview: handles(contract.intakeOverview, async () => {
      const batches = await db
        .select({
          id: intakeBatches.id,
          slug: intakeBatches.slug,
          studioId: intakeBatches.studioId,
        })
        .from(intakeBatches);
      const counts = await countsByBatch(batches.map((b) => b.id));
      const studioIds = [...new Set(batches.map((b) => b.studioId))];
      const studioRows = studioIds.length
        ? await db
            .select({ _id: studios.id, slug: studios.slug, name: studios.name })
            .from(studios)
            .where(inArray(studios.id, studioIds))
            .orderBy(asc(studios.name))
        : [];
      // Per studio, its longest-waiting item (one row per studio, not every waiting item).
      const oldest = await db
        .selectDistinctOn([intakeBatches.studioId], {
          studioId: intakeBatches.studioId,
          batch: intakeBatches.slug,
          path: intakeItems.path,
          state: intakeItems.state,
          since: intakeItems.stateSince,
        })
        .from(intakeItems)
        .innerJoin(intakeBatches, eq(intakeBatches.id, intakeItems.batchId))
        .where(inArray(intakeItems.state, [...WAITING_STATES]))
        .orderBy(asc(intakeBatches.studioId), asc(intakeItems.stateSince), asc(intakeItems.id));
      return {
        studios: studioRows.map((studio) => {
          const mine = batches.filter((b) => b.studioId === studio._id);
          const sum = emptyCounts();
          let open = 0;
          for (const b of mine) {
            const c = counts.get(b.id) ?? emptyCounts();
            for (const s of ITEM_STATES) sum[s] += c[s];
            if (isOpen(c)) open += 1;
          }
          const first = oldest.find((o) => o.studioId === studio._id);
          return {
            studio,
            openBatches: open,
            counts: sum,
            oldestWaiting: first
              ? {
                  batch: first.batch,
                  path: first.path,
                  state: first.state as ItemState,
                  since: first.since.toISOString(),
                }
              : null,
          };
        }),
      };
    }),
    intakeStudio: handles(contract.intakeStudio, async ({ params }) =>
      studioView(await studioBySlug(db, params.studio)),
    ),
    intakeSetDefaults: handles(contract.intakeSetDefaults, async ({ params, body, auth }) => {
      const actor = auth as AccessClaims;
      const studio = await studioBySlug(db, params.studio);
      const before = await defaultsOf(studio.id);
      await db.transaction(async (tx) => {
        await tx
          .insert(intakeDefaults)
          .values({ studioId: studio.id, prices: body })
          .onConflictDoUpdate({
            target: intakeDefaults.studioId,
            set: { prices: body, updatedAt: new Date() },
          });
        await recordAudit(tx, actor, {
          entityType: 'studio',
          entityId: studio.id,
          action: 'update',
          before: { intakePrices: before },
          after: { intakePrices: body },
        });
      });
      return studioView(studio);
    }),
    intakePreview: handles(contract.intakePreview, async ({ params, body }) => {
      await studioBySlug(db, params.studio);
      const { rows, problems } = await preview(body.format, body.text);
      return { rows, problems };
    }),
    intakeImport: handles(contract.intakeImport, async ({ params, body, auth }) => {
      const actor = auth as AccessClaims;
      const studio = await studioBySlug(db, params.studio);
      const slug = slugOf(body.name);
      if (!slug) throw new ApiError(400, 'Invalid name: use letters or digits', { field: 'name' });
      const { parsed, rows, problems } = await preview(body.format, body.text);
      if (rows.length === 0)
        throw new ApiError(400, 'No valid rows: nothing was imported.', {
          code: 'NO_VALID_ROWS',
          field: 'text',
        });
      const batchId = newId('ibt');
      await db.transaction(async (tx) => {
        const [clash] = await tx
          .select({ id: intakeBatches.id })
          .from(intakeBatches)
          .where(and(eq(intakeBatches.studioId, studio.id), eq(intakeBatches.slug, slug)));
        if (clash)
          throw new ApiError(
            409,
            'That batch name is already used for this studio: choose another.',
            {
              code: 'SLUG_TAKEN',
              field: 'name',
            },
          );
        await tx
          .insert(intakeBatches)
          .values({ id: batchId, studioId: studio.id, slug, name: body.name, createdBy: actor.id });
        const items = parsed.rows.map((r, i) => ({
          id: newId('itm'),
          batchId,
          path: r.path,
          line: r.line,
          state: rows[i]?.state ?? 'new',
          fields: r.fields,
        }));
        for (let i = 0; i < items.length; i += 200)
          await tx.insert(intakeItems).values(items.slice(i, i + 200));
        await auditItems(
          tx,
          actor,
          items.map((it) => ({
            id: it.id,
            action: 'create',
            changes: [
              { field: 'path', before: null, after: it.path },
              { field: 'state', before: null, after: it.state },
            ],
          })),
        );
      });
      return { batch: slug, rows, problems };
    }),
    intakeBatch: handles(contract.intakeBatch, async ({ params, query }) => {
      const studio = await studioBySlug(db, params.studio);
      const batch = await batchOf(studio, params.batch);
      const [rows, counts, cats] = await Promise.all([
        db
          .select({
            path: intakeItems.path,
            state: intakeItems.state,
            fields: intakeItems.fields,
            videoSlug: videos.slug,
            videoPublished: videos.published,
          })
          .from(intakeItems)
          .leftJoin(videos, eq(videos.id, intakeItems.videoId))
          .where(
            query.state
              ? and(eq(intakeItems.batchId, batch.id), eq(intakeItems.state, query.state))
              : eq(intakeItems.batchId, batch.id),
          )
          .orderBy(asc(intakeItems.line), asc(intakeItems.path)),
        countsByBatch([batch.id]),
        categoryIndex(db),
      ]);
      const c = counts.get(batch.id) ?? emptyCounts();
      return {
        studio: { _id: studio.id, slug: studio.slug, name: studio.name },
        batch: {
          slug: batch.slug,
          name: batch.name,
          createdAt: batch.createdAt.toISOString(),
          total: total(c),
          counts: c,
        },
        items: rows.map((r) => ({
          path: r.path,
          title: r.fields.title,
          state: r.state as ItemState,
          missing: assess(r.fields, cats),
          videoSlug: r.videoSlug ?? null,
          videoPublished: r.videoPublished ?? null,
        })),
      };
    }),
    intakeItem: handles(contract.intakeItem, async ({ params, query }) => {
      const studio = await studioBySlug(db, params.studio);
      const batch = await batchOf(studio, params.batch);
      return itemView(await itemOf(batch, query.path));
    }),
    intakeSaveItem: handles(contract.intakeSaveItem, async ({ params, body, auth }) => {
      const actor = auth as AccessClaims;
      const studio = await studioBySlug(db, params.studio);
      const batch = await batchOf(studio, params.batch);
      const current = await itemOf(batch, body.path);
      const cats = await categoryIndex(db);
      const unknown = body.fields.categories.filter((c) => !cats.has(lower(c)));
      if (unknown.length)
        throw new ApiError(400, `Invalid categories: not in the catalogue: ${unknown.join(', ')}`, {
          field: 'fields.categories',
        });
      const complete = assess(body.fields, cats).length === 0;
      const next = transition(
        { state: current.state as ItemState, complete: false },
        { type: 'edit', complete },
      );
      if (!next.ok) throw new ApiError(409, next.reason, { code: 'INVALID_TRANSITION' });
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(intakeItems)
          .set({
            fields: body.fields,
            state: next.state,
            rejectReason: null,
            version: sql`${intakeItems.version} + 1`,
            ...(next.state !== current.state ? { stateSince: new Date() } : {}),
          })
          .where(and(eq(intakeItems.id, current.id), eq(intakeItems.version, body.version)))
          .returning({ id: intakeItems.id });
        if (!updated) {
          const [now] = await tx
            .select({ version: intakeItems.version })
            .from(intakeItems)
            .where(eq(intakeItems.id, current.id));
          throw staleVersion('item', now?.version ?? body.version);
        }
        await recordAudit(tx, actor, {
          entityType: 'intake_item',
          entityId: current.id,
          action: 'update',
          before: { ...current.fields, state: current.state },
          after: { ...body.fields, state: next.state },
        });
      });
      return itemView(await itemOf(batch, body.path), cats);
    }),
    intakeDecide: handles(contract.intakeDecide, async ({ params, body, auth }) => {
      const actor = auth as AccessClaims;
      const studio = await studioBySlug(db, params.studio);
      const batch = await batchOf(studio, params.batch);
      const cats = await categoryIndex(db);
      const event: ItemEvent =
        body.action === 'approve' ? { type: 'approve' } : { type: 'reject', reason: body.reason };
      const results = [];
      for (const path of [...new Set(body.paths)]) {
        const [row] = await db
          .select()
          .from(intakeItems)
          .where(and(eq(intakeItems.batchId, batch.id), eq(intakeItems.path, path)));
        if (!row) {
          results.push({
            path,
            ok: false,
            state: 'new' as const,
            message: 'Item not found',
            videoSlug: null,
          });
          continue;
        }
        const from = row.state as ItemState;
        const next = transition(
          { state: from, complete: assess(row.fields, cats).length === 0 },
          event,
        );
        if (!next.ok) {
          results.push({ path, ok: false, state: from, message: next.reason, videoSlug: null });
          continue;
        }
        const done = await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(intakeItems)
            .set({
              state: next.state,
              rejectReason: next.state === 'rejected' ? body.reason.trim() : null,
              version: sql`${intakeItems.version} + 1`,
              stateSince: new Date(),
            })
            .where(and(eq(intakeItems.id, row.id), eq(intakeItems.state, from)))
            .returning({ id: intakeItems.id });
          if (!updated) return false;
          await auditItems(tx, actor, [
            {
              id: row.id,
              action: body.action,
              changes: [
                { field: 'state', before: from, after: next.state },
                ...(next.state === 'rejected'
                  ? [{ field: 'rejectReason', before: row.rejectReason, after: body.reason.trim() }]
                  : []),
              ],
            },
          ]);
          return true;
        });
        results.push({
          path,
          ok: done,
          state: done ? next.state : from,
          message: done ? null : 'The item changed meanwhile: reload the queue.',
          videoSlug: null,
        });
      }
      return { results };
    }),
    intakePublish: handles(contract.intakePublish, async ({ params, body, auth }) => {
      const actor = auth as AccessClaims;
      const studio = await studioBySlug(db, params.studio);
      const batch = await batchOf(studio, params.batch);
      const defaults = await defaultsOf(studio.id);
      const results = [];
      for (const path of [...new Set(body.paths)]) {
        results.push(await publishItem(db, batch, studio, path, defaults, body.createNew, actor));
      }
      return { results };
    }),
  };
}
