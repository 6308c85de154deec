import {
  contract,
  type IntakeFields,
  type IntakeItem,
  type IntakePrices,
  type ItemState,
  ProductInput,
  parseWith,
  type StateCounts,
  VideoInput,
} from '@reelcart/sdk/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AccessClaims } from '../auth/tokens';
import { newId } from '../auth/tokens';
import {
  actresses,
  auditLog,
  categories,
  intakeBatches,
  intakeDefaults,
  intakeItems,
  products,
  series,
  studios,
  videos,
} from '../db/schema';
import type { AppEnv, Deps } from '../http/context';
import { ApiError, notFound, staleVersion } from '../http/errors';
import { mount } from '../http/route';
import { historyOf, recordAudit } from '../services/audit';
import type { Executor } from '../services/cartView';
import { ManifestError, missingFields, parseManifest } from '../services/intake/manifest';
import { ITEM_STATES, type ItemEvent, transition, WAITING_STATES } from '../services/intake/states';
import { checkProduct, checkReferences, videoColumns, writeRelations } from './adminVideos';

type ItemRow = typeof intakeItems.$inferSelect;
type BatchRow = typeof intakeBatches.$inferSelect;
type StudioRow = typeof studios.$inferSelect;

/** Prices when neither the row nor the studio's defaults give one (decision 041). */
export const FALLBACK_PRICES: Required<{ [K in keyof IntakePrices]: number }> = {
  sd: 999,
  hd: 1499,
  fhd: 1999,
  uhd: 2499,
  rental: 399,
};
export const RENTAL_HOURS = 72;

const emptyCounts = (): StateCounts =>
  Object.fromEntries(ITEM_STATES.map((s) => [s, 0])) as StateCounts;

const slugOf = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
    .replace(/-$/, '');

const lower = (s: string) => s.trim().toLowerCase();

/** Categories are matched by slug or name, case-insensitively; unknown ones keep an item from "ready". */
async function categoryIndex(db: Executor): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: categories.id, slug: categories.slug, name: categories.name })
    .from(categories);
  const index = new Map<string, string>();
  for (const r of rows) {
    index.set(lower(r.slug), r.id);
    index.set(lower(r.name), r.id);
  }
  return index;
}

/** What an item lacks: the pure rules' list, plus "categories" when one is not in the catalogue. */
function assess(fields: IntakeFields, cats: Map<string, string>): string[] {
  const missing = missingFields(fields);
  if (!missing.includes('categories') && fields.categories.some((c) => !cats.has(lower(c))))
    missing.push('categories');
  return missing;
}

async function auditItems(
  db: Executor,
  actor: AccessClaims,
  entries: {
    id: string;
    action: string;
    changes: { field: string; before: unknown; after: unknown }[];
  }[],
): Promise<void> {
  if (entries.length === 0) return;
  for (let i = 0; i < entries.length; i += 500)
    await db.insert(auditLog).values(
      entries.slice(i, i + 500).map((e) => ({
        actorId: actor.id,
        actorEmail: actor.email,
        entityType: 'intake_item',
        entityId: e.id,
        action: e.action,
        changes: e.changes,
      })),
    );
}

export function intakeRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;

  async function studioBySlug(slug: string | undefined): Promise<StudioRow> {
    const [row] = await db
      .select()
      .from(studios)
      .where(eq(studios.slug, slug ?? ''));
    if (!row) throw notFound('Studio not found');
    return row;
  }

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
      ? await db.select({ slug: videos.slug }).from(videos).where(eq(videos.id, row.videoId))
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
      history: await historyOf(db, 'intake_item', row.id),
    };
  }

  mount(app, deps, contract.intakeOverview, async () => {
    const batches = await db
      .select({ id: intakeBatches.id, slug: intakeBatches.slug, studioId: intakeBatches.studioId })
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
  });

  mount(app, deps, contract.intakeStudio, async ({ params }) =>
    studioView(await studioBySlug(params.studio)),
  );

  mount(app, deps, contract.intakeSetDefaults, async ({ params, body, auth }) => {
    const actor = auth as AccessClaims;
    const studio = await studioBySlug(params.studio);
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
  });

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

  mount(app, deps, contract.intakePreview, async ({ params, body }) => {
    await studioBySlug(params.studio);
    const { rows, problems } = await preview(body.format, body.text);
    return { rows, problems };
  });

  mount(app, deps, contract.intakeImport, async ({ params, body, auth }) => {
    const actor = auth as AccessClaims;
    const studio = await studioBySlug(params.studio);
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
  });

  mount(app, deps, contract.intakeBatch, async ({ params, query }) => {
    const studio = await studioBySlug(params.studio);
    const batch = await batchOf(studio, params.batch);
    const [rows, counts, cats] = await Promise.all([
      db
        .select({
          path: intakeItems.path,
          state: intakeItems.state,
          fields: intakeItems.fields,
          videoSlug: videos.slug,
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
      })),
    };
  });

  mount(app, deps, contract.intakeItem, async ({ params, query }) => {
    const studio = await studioBySlug(params.studio);
    const batch = await batchOf(studio, params.batch);
    return itemView(await itemOf(batch, query.path));
  });

  mount(app, deps, contract.intakeSaveItem, async ({ params, body, auth }) => {
    const actor = auth as AccessClaims;
    const studio = await studioBySlug(params.studio);
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
  });

  mount(app, deps, contract.intakeDecide, async ({ params, body, auth }) => {
    const actor = auth as AccessClaims;
    const studio = await studioBySlug(params.studio);
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
  });

  mount(app, deps, contract.intakePublish, async ({ params, body, auth }) => {
    const actor = auth as AccessClaims;
    const studio = await studioBySlug(params.studio);
    const batch = await batchOf(studio, params.batch);
    const defaults = await defaultsOf(studio.id);
    const results = [];
    for (const path of [...new Set(body.paths)]) {
      results.push(await publishOne(batch, studio, path, defaults, body.createNew, actor));
    }
    return { results };
  });

  /** Finds (or, with `createNew`, makes) the catalogue records an item names. */
  async function resolveLinks(
    tx: Executor,
    fields: IntakeFields,
    createNew: boolean,
    actor: AccessClaims,
    studioId: string,
  ) {
    const cats = await categoryIndex(tx);
    const categoryIds = fields.categories.map((c) => cats.get(lower(c)));
    if (categoryIds.some((id) => id === undefined))
      return { error: 'A category is not in the catalogue: choose one from the list.' } as const;
    const people = await tx
      .select({ id: actresses.id, name: actresses.name, slug: actresses.slug })
      .from(actresses);
    const byName = new Map(people.map((p) => [lower(p.name), p.id]));
    const newPeople = fields.performers.filter((p) => !byName.has(lower(p)));
    let seriesId: string | null = null;
    let newSeries: string | null = null;
    if (fields.series) {
      const [found] = await tx
        .select({ id: series.id })
        .from(series)
        .where(
          sql`lower(${series.name}) = ${lower(fields.series)} or ${series.slug} = ${slugOf(fields.series)}`,
        );
      if (found) seriesId = found.id;
      else newSeries = fields.series;
    }
    if ((newPeople.length || newSeries) && !createNew)
      return {
        error: `Not in the catalogue yet: ${[...newPeople.map((p) => `performer ${p}`), ...(newSeries ? [`series ${newSeries}`] : [])].join(', ')}. Confirm to create them.`,
      } as const;
    for (const name of newPeople) {
      const id = newId('act');
      const slug = `${slugOf(name) || 'performer'}-${id.slice(-6)}`;
      await tx.insert(actresses).values({ id, slug, name: name.trim() });
      await recordAudit(tx, actor, {
        entityType: 'actress',
        entityId: id,
        action: 'create',
        before: null,
        after: { name: name.trim(), slug },
      });
      byName.set(lower(name), id);
    }
    if (newSeries) {
      const id = newId('ser');
      const slug = `${slugOf(newSeries) || 'series'}-${id.slice(-6)}`;
      await tx.insert(series).values({ id, slug, name: newSeries.trim(), studioId });
      await recordAudit(tx, actor, {
        entityType: 'series',
        entityId: id,
        action: 'create',
        before: null,
        after: { name: newSeries.trim(), slug },
      });
      seriesId = id;
    }
    return {
      categoryIds: categoryIds as string[],
      actressIds: [...new Set(fields.performers.map((p) => byName.get(lower(p)) as string))],
      seriesId,
    } as const;
  }

  class Refused extends Error {}

  /**
   * Publishes one approved item (decision 041): in one transaction, claims the item by moving it
   * from approved to published (a compare-and-set: of two concurrent publishes one claims, the
   * other finds it published and answers its video), then creates the video, its products and its
   * links, and records the item's video. Any failure rolls the claim back.
   */
  async function publishOne(
    batch: BatchRow,
    studio: StudioRow,
    path: string,
    defaults: IntakePrices,
    createNew: boolean,
    actor: AccessClaims,
  ) {
    const outcome = (
      ok: boolean,
      state: ItemState,
      message: string | null,
      videoSlug: string | null,
    ) => ({
      path,
      ok,
      state,
      message,
      videoSlug,
    });
    const [row] = await db
      .select()
      .from(intakeItems)
      .where(and(eq(intakeItems.batchId, batch.id), eq(intakeItems.path, path)));
    if (!row) return outcome(false, 'new', 'Item not found', null);
    const videoSlugOf = async (id: string | null) => {
      if (!id) return null;
      const [v] = await db.select({ slug: videos.slug }).from(videos).where(eq(videos.id, id));
      return v?.slug ?? null;
    };
    if (row.state === 'published')
      return outcome(true, 'published', 'Already published', await videoSlugOf(row.videoId));
    const check = transition(
      { state: row.state as ItemState, complete: true },
      { type: 'publish' },
    );
    if (!check.ok) return outcome(false, row.state as ItemState, check.reason, null);
    const fields = row.fields;
    const videoId = newId('vid');
    const slug = `${slugOf(fields.title) || 'video'}-${row.id.slice(-8)}`;
    try {
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(intakeItems)
          .set({
            state: 'published',
            version: sql`${intakeItems.version} + 1`,
            stateSince: new Date(),
          })
          .where(and(eq(intakeItems.id, row.id), eq(intakeItems.state, 'approved')))
          .returning({ id: intakeItems.id });
        if (!claimed) throw new Refused('claimed');
        const links = await resolveLinks(tx, fields, createNew, actor, studio.id);
        if ('error' in links) throw new Refused(links.error);
        const input = parseWith(VideoInput, {
          title: fields.title,
          slug,
          description: fields.description,
          dvdId: null,
          releaseDate: fields.releaseDate,
          durationMinutes: fields.durationMinutes,
          studioId: studio.id,
          seriesId: links.seriesId,
          actressIds: links.actressIds,
          categoryIds: links.categoryIds,
          artworkUrl: null,
          published: true,
        });
        if (!input.success)
          throw new Refused(
            `The item's fields do not make a valid video (${input.issues[0]?.message ?? 'invalid'}).`,
          );
        await checkReferences(tx, input.data);
        await tx.insert(videos).values({ id: videoId, ...videoColumns(input.data) });
        await writeRelations(tx, videoId, input.data);
        await recordAudit(tx, actor, {
          entityType: 'video',
          entityId: videoId,
          action: 'create',
          before: null,
          after: { ...input.data, intakeItem: row.id },
        });
        const price = (k: keyof IntakePrices) =>
          fields.prices[k] ?? defaults[k] ?? FALLBACK_PRICES[k];
        const wanted = [
          { orderType: 'own', resolution: 'SD', priceCents: price('sd'), rentalHours: null },
          { orderType: 'own', resolution: 'HD', priceCents: price('hd'), rentalHours: null },
          { orderType: 'own', resolution: 'FHD', priceCents: price('fhd'), rentalHours: null },
          { orderType: 'own', resolution: '4K', priceCents: price('uhd'), rentalHours: null },
          {
            orderType: 'rental',
            resolution: 'HD',
            priceCents: price('rental'),
            rentalHours: RENTAL_HOURS,
          },
        ];
        for (const w of wanted) {
          const p = parseWith(ProductInput, { ...w, download: true, stream: true, enabled: true });
          if (!p.success) throw new Refused('A price is not valid.');
          checkProduct(p.data);
          const id = newId('prd');
          await tx.insert(products).values({ id, videoId, ...p.data });
          await recordAudit(tx, actor, {
            entityType: 'product',
            entityId: id,
            action: 'create',
            before: null,
            after: { ...p.data },
          });
        }
        await tx.update(intakeItems).set({ videoId }).where(eq(intakeItems.id, row.id));
        await auditItems(tx, actor, [
          {
            id: row.id,
            action: 'publish',
            changes: [
              { field: 'state', before: 'approved', after: 'published' },
              { field: 'video', before: null, after: slug },
            ],
          },
        ]);
      });
    } catch (e) {
      if (!(e instanceof Refused)) throw e;
      if (e.message === 'claimed') {
        const [now] = await db.select().from(intakeItems).where(eq(intakeItems.id, row.id));
        return now?.state === 'published'
          ? outcome(true, 'published', 'Already published', await videoSlugOf(now.videoId))
          : outcome(
              false,
              (now?.state ?? row.state) as ItemState,
              'The item changed meanwhile: reload the queue.',
              null,
            );
      }
      return outcome(false, 'approved', e.message, null);
    }
    return outcome(true, 'published', null, slug);
  }
}
