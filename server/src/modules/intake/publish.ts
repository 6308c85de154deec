import {
  type IntakeFields,
  type IntakePrices,
  type ItemState,
  newProductFlags,
  ProductInput,
  VideoInput,
} from '@reelcart/contract/admin';
import { parseWith } from '@reelcart/contract/store';
import { and, eq, sql } from 'drizzle-orm';
import type { AccessClaims } from '../../platform/auth/tokens';
import { newId } from '../../platform/auth/tokens';
import type { Database, Executor } from '../../platform/db/database';
import { checkProduct, checkReferences, videoColumns, writeRelations } from '../admin-catalogue';
import { recordAudit } from '../audit';
import {
  actresses,
  type intakeBatches,
  intakeItems,
  products,
  series,
  type studios,
  videos,
} from '../schema';
import { auditItems, categoryIndex, FALLBACK_PRICES, lower, RENTAL_HOURS, slugOf } from './records';
import { transition } from './states';

type BatchRow = typeof intakeBatches.$inferSelect;
type StudioRow = typeof studios.$inferSelect;

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
export async function publishItem(
  db: Database,
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
  const check = transition({ state: row.state as ItemState, complete: true }, { type: 'publish' });
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
      const wanted: Array<{
        orderType: 'own' | 'rental';
        resolution: string;
        priceCents: number;
        rentalHours: number | null;
      }> = [
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
        // A rental streams only, as the admin's new rentals and the seeded ones (decision 068).
        const p = parseWith(ProductInput, { ...w, ...newProductFlags(w.orderType) });
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
