import type { CatalogueEntity, EntityRef, VideoSummary } from '@reelcart/contract/store';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, type PgTable, unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database';
import {
  actresses,
  categories,
  products,
  series,
  studios,
  videoActresses,
  videoCategories,
  type videos,
} from '../schema';
import { type ArtKind, artUrl } from './art';

export type VideoRow = typeof videos.$inferSelect;
export type EntityKind = 'series' | 'studios' | 'actresses' | 'categories';

interface EntitySource {
  table: PgTable;
  id: AnyPgColumn;
  slug: AnyPgColumn;
  name: AnyPgColumn;
  description: AnyPgColumn;
  videoCount: SQL<number>;
  /** An uploaded image (studio logo, actress photo) used instead of the generated artwork. */
  imageUrl?: AnyPgColumn;
  /** Categories only: the admins' ordering (`sort=order`). */
  position?: AnyPgColumn;
  /** Videos of one entity, for filtering the video list by its slug. */
  videoFilter: (slug: string) => SQL;
  /** Series only: the studio behind it (id, slug, name), null when it has none. */
  studio?: { id: SQL<string | null>; slug: SQL<string | null>; name: SQL<string | null> };
}

/*
 * Correlated subqueries are written out with explicit aliases: Drizzle leaves column names
 * unqualified in single-table selects, and `"id"` inside a subquery would then bind to the
 * subquery's own table.
 */
export const ENTITY_SOURCES: Record<EntityKind, EntitySource> = {
  series: {
    table: series,
    id: series.id,
    slug: series.slug,
    name: series.name,
    description: series.description,
    videoCount: sql<number>`(select count(*) from videos as cv where cv.series_id = "series"."id")::int`,
    videoFilter: (slug) =>
      sql`"videos"."series_id" in (select fs.id from series as fs where fs.slug = ${slug})`,
    studio: {
      id: sql<string | null>`"series"."studio_id"`,
      slug: sql<
        string | null
      >`(select ss.slug from studios as ss where ss.id = "series"."studio_id")`,
      name: sql<
        string | null
      >`(select ss.name from studios as ss where ss.id = "series"."studio_id")`,
    },
  },
  studios: {
    table: studios,
    id: studios.id,
    slug: studios.slug,
    name: studios.name,
    description: studios.description,
    imageUrl: studios.logoUrl,
    videoCount: sql<number>`(select count(*) from videos as cv where cv.studio_id = "studios"."id")::int`,
    videoFilter: (slug) =>
      sql`"videos"."studio_id" in (select fs.id from studios as fs where fs.slug = ${slug})`,
  },
  actresses: {
    table: actresses,
    id: actresses.id,
    slug: actresses.slug,
    name: actresses.name,
    description: actresses.description,
    imageUrl: actresses.photoUrl,
    videoCount: sql<number>`(select count(*) from video_actresses as cva where cva.actress_id = "actresses"."id")::int`,
    videoFilter: (slug) =>
      sql`"videos"."id" in (select fva.video_id from video_actresses as fva join actresses as fa on fa.id = fva.actress_id where fa.slug = ${slug})`,
  },
  categories: {
    table: categories,
    id: categories.id,
    slug: categories.slug,
    name: categories.name,
    description: categories.description,
    position: categories.position,
    videoCount: sql<number>`(select count(*) from video_categories as cvc where cvc.category_id = "categories"."id")::int`,
    videoFilter: (slug) =>
      sql`"videos"."id" in (select fvc.video_id from video_categories as fvc join categories as fc on fc.id = fvc.category_id where fc.slug = ${slug})`,
  },
};

/** The columns an entity answer is built from (`toEntity`), for list, get and search alike. */
export function entityColumns(kind: EntityKind) {
  const source = ENTITY_SOURCES[kind];
  return {
    id: source.id,
    slug: source.slug,
    name: source.name,
    description: source.description,
    videoCount: source.videoCount,
    imageUrl: source.imageUrl ?? sql<string | null>`null`,
    ...(source.position ? { position: source.position } : {}),
    ...(source.studio
      ? {
          studioId: source.studio.id,
          studioSlug: source.studio.slug,
          studioName: source.studio.name,
        }
      : {}),
  };
}

export function toEntity(
  kind: EntityKind,
  row: {
    id: unknown;
    slug: unknown;
    name: unknown;
    description: unknown;
    videoCount: unknown;
    imageUrl?: unknown;
    position?: unknown;
    studioId?: string | null;
    studioSlug?: string | null;
    studioName?: string | null;
  },
): CatalogueEntity {
  const slug = String(row.slug);
  const entity: CatalogueEntity = {
    _id: String(row.id),
    slug,
    name: String(row.name),
    description: String(row.description),
    image: typeof row.imageUrl === 'string' ? row.imageUrl : artUrl(kind as ArtKind, slug, 'image'),
    videoCount: Number(row.videoCount),
  };
  if (typeof row.position === 'number') entity.position = row.position;
  if (ENTITY_SOURCES[kind].studio) {
    entity.studio =
      row.studioId && row.studioSlug && row.studioName
        ? { _id: row.studioId, slug: row.studioSlug, name: row.studioName }
        : null;
  }
  return entity;
}

/** Escapes LIKE wildcards so a search for `50%` means the text. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Video rows as the contract's VideoSummary, relations loaded in a few batched queries. */
export async function toVideoSummaries(
  db: Database,
  rows: readonly VideoRow[],
): Promise<VideoSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const studioIds = [...new Set(rows.flatMap((r) => (r.studioId ? [r.studioId] : [])))];
  const seriesIds = [...new Set(rows.flatMap((r) => (r.seriesId ? [r.seriesId] : [])))];
  // Three queries (each costs a round trip, and PGlite runs them one at a time): the products,
  // the actresses and categories of the videos, and their studios and series.
  const [productRows, people, owners] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(inArray(products.videoId, ids), eq(products.enabled, true))),
    unionAll(
      db
        .select({
          kind: sql<'actress' | 'category'>`'actress'`.as('kind'),
          videoId: videoActresses.videoId,
          _id: actresses.id,
          slug: actresses.slug,
          name: actresses.name,
        })
        .from(videoActresses)
        .innerJoin(actresses, eq(actresses.id, videoActresses.actressId))
        .where(inArray(videoActresses.videoId, ids)),
      db
        .select({
          kind: sql<'actress' | 'category'>`'category'`.as('kind'),
          videoId: videoCategories.videoId,
          _id: categories.id,
          slug: categories.slug,
          name: categories.name,
        })
        .from(videoCategories)
        .innerJoin(categories, eq(categories.id, videoCategories.categoryId))
        .where(inArray(videoCategories.videoId, ids)),
    ),
    studioIds.length + seriesIds.length > 0
      ? unionAll(
          db
            .select({
              kind: sql<'studio' | 'series'>`'studio'`.as('kind'),
              _id: studios.id,
              slug: studios.slug,
              name: studios.name,
            })
            .from(studios)
            .where(inArray(studios.id, studioIds.length ? studioIds : [''])),
          db
            .select({
              kind: sql<'studio' | 'series'>`'series'`.as('kind'),
              _id: series.id,
              slug: series.slug,
              name: series.name,
            })
            .from(series)
            .where(inArray(series.id, seriesIds.length ? seriesIds : [''])),
        )
      : Promise.resolve([]),
  ]);
  const ref = (r: EntityRef): EntityRef => ({ _id: r._id, slug: r.slug, name: r.name });
  const actressRows = people.filter((p) => p.kind === 'actress');
  const categoryRows = people.filter((p) => p.kind === 'category');
  const studioById = new Map(owners.filter((o) => o.kind === 'studio').map((s) => [s._id, ref(s)]));
  const seriesById = new Map(owners.filter((o) => o.kind === 'series').map((s) => [s._id, ref(s)]));
  const order = { SD: 1, HD: 2, FHD: 3, '4K': 4 } as Record<string, number>;
  return rows.map((v) => {
    const own = productRows
      .filter((p) => p.videoId === v.id)
      .sort((a, b) =>
        a.orderType === b.orderType
          ? (order[a.resolution] ?? 0) - (order[b.resolution] ?? 0)
          : a.orderType === 'own'
            ? -1
            : 1,
      )
      .map((p) => ({
        _id: p.id,
        orderType: p.orderType as VideoSummary['products'][number]['orderType'],
        resolution: p.resolution as VideoSummary['products'][number]['resolution'],
        price: p.priceCents / 100,
        download: p.download,
        stream: p.stream,
        rentalHours: p.rentalHours,
      }));
    return {
      _id: v.id,
      slug: v.slug,
      title: v.title,
      dvdId: v.dvdId,
      thumbnail: v.artworkUrl ?? artUrl('videos', v.slug, 'thumbnail'),
      cover: v.artworkUrl ?? artUrl('videos', v.slug, 'cover'),
      releaseDate: v.releaseDate,
      durationMinutes: v.durationMinutes,
      featured: v.featured,
      studio: v.studioId ? (studioById.get(v.studioId) ?? null) : null,
      series: v.seriesId ? (seriesById.get(v.seriesId) ?? null) : null,
      actresses: actressRows.filter((a) => a.videoId === v.id).map(ref),
      categories: categoryRows.filter((c) => c.videoId === v.id).map(ref),
      fromPrice: own.length > 0 ? Math.min(...own.map((p) => p.price)) : null,
      products: own,
    };
  });
}
