// The back office's video and product records: snapshots for the audit log, checks, lookups.
import type { AdminProduct, ProductInput, VideoInput } from '@reelcart/contract/admin';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { ApiError, notFound } from '../../platform/errors';
import {
  actresses,
  categories,
  type products,
  series,
  studios,
  videoActresses,
  videoCategories,
  videos,
} from '../schema';

export type VideoRow = typeof videos.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

/** A video's editable fields, as the audit log compares them. */
export async function videoSnapshot(db: Executor, row: VideoRow): Promise<VideoInput> {
  const [acts, cats] = await Promise.all([
    db
      .select({ id: videoActresses.actressId })
      .from(videoActresses)
      .where(eq(videoActresses.videoId, row.id)),
    db
      .select({ id: videoCategories.categoryId })
      .from(videoCategories)
      .where(eq(videoCategories.videoId, row.id)),
  ]);
  return {
    title: row.title,
    slug: row.slug,
    description: row.description,
    dvdId: row.dvdId,
    releaseDate: row.releaseDate,
    durationMinutes: row.durationMinutes,
    studioId: row.studioId,
    seriesId: row.seriesId,
    actressIds: acts.map((a) => a.id).sort(),
    categoryIds: cats.map((c) => c.id).sort(),
    artworkUrl: row.artworkUrl,
    published: row.published,
  };
}

export function productSnapshot(row: ProductRow): ProductInput {
  return {
    orderType: row.orderType as ProductInput['orderType'],
    resolution: row.resolution as ProductInput['resolution'],
    priceCents: row.priceCents,
    download: row.download,
    stream: row.stream,
    enabled: row.enabled,
    rentalHours: row.rentalHours,
  };
}

export const toAdminProduct = (row: ProductRow): AdminProduct => ({
  ...productSnapshot(row),
  _id: row.id,
  version: row.version,
});

/** Rentals carry hours, owned copies none; one owned product per resolution, one rental per resolution. */
export function checkProduct(input: ProductInput): void {
  if (input.orderType === 'rental' && input.rentalHours === null)
    throw new ApiError(400, 'Invalid rentalHours: a rental needs its period in hours', {
      field: 'rentalHours',
    });
  if (input.orderType === 'own' && input.rentalHours !== null)
    throw new ApiError(400, 'Invalid rentalHours: only rentals have a period', {
      field: 'rentalHours',
    });
  if (!input.download && !input.stream)
    throw new ApiError(400, 'Invalid stream: a product offers download, streaming or both', {
      field: 'stream',
    });
}

export async function checkReferences(db: Executor, input: VideoInput): Promise<void> {
  const missing = async (
    field: string,
    table: typeof studios | typeof series | typeof actresses | typeof categories,
    ids: string[],
  ) => {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, unique));
    if (found.length !== unique.length)
      throw new ApiError(400, `Invalid ${field}: unknown id`, { field });
  };
  await missing('studioId', studios, input.studioId ? [input.studioId] : []);
  await missing('seriesId', series, input.seriesId ? [input.seriesId] : []);
  await missing('actressIds', actresses, input.actressIds);
  await missing('categoryIds', categories, input.categoryIds);
}

export async function writeRelations(
  db: Executor,
  videoId: string,
  input: VideoInput,
): Promise<void> {
  await db.delete(videoActresses).where(eq(videoActresses.videoId, videoId));
  await db.delete(videoCategories).where(eq(videoCategories.videoId, videoId));
  const acts = [...new Set(input.actressIds)];
  const cats = [...new Set(input.categoryIds)];
  if (acts.length)
    await db.insert(videoActresses).values(acts.map((actressId) => ({ videoId, actressId })));
  if (cats.length)
    await db.insert(videoCategories).values(cats.map((categoryId) => ({ videoId, categoryId })));
}

export const videoColumns = (input: VideoInput) => ({
  title: input.title,
  slug: input.slug,
  description: input.description,
  dvdId: input.dvdId || null,
  releaseDate: input.releaseDate,
  durationMinutes: input.durationMinutes,
  studioId: input.studioId,
  seriesId: input.seriesId,
  artworkUrl: input.artworkUrl || null,
  published: input.published,
});

/** The video with that slug, or a 404. */
export async function videoBySlug(db: Executor, slug: string | undefined): Promise<VideoRow> {
  const [row] = await db
    .select()
    .from(videos)
    .where(eq(videos.slug, slug ?? ''));
  if (!row) throw notFound('Video not found');
  return row;
}
