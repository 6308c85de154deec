import type { EntityRef, VideoDetail, VideoSummary } from '@reelcart/contract/store';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database';
import {
  actresses,
  categories,
  products,
  series,
  studios,
  videoActresses,
  videoCategories,
  videoSlugRedirects,
  videos,
} from '../schema';
import { artUrl } from './art';
import { ENTITY_SOURCES, likePattern, type VideoRow } from './catalogue';
import type { VideoListQuery } from './videoRead';

/*
 * The oracle of `videoRead.ts` (issue 34, decision 112): GET /api/videos/{slug} and GET
 * /api/videos as they were read before, the video rows through Drizzle and their relations in
 * `toVideoSummaries`' batched queries (two to five statements a call; the search built its videos
 * the same way). Tests only.
 */

// Written out with aliases: Drizzle leaves single-table column names unqualified.
const minPrice = sql`(select min(mp.price_cents) from products as mp where mp.video_id = "videos"."id" and mp.enabled)`;
const purchases = sql`(select count(*) from owned_products as op where op.video_id = "videos"."id")`;
const VIDEO_ORDER = {
  newest: [desc(videos.releaseDate), asc(videos.id)],
  oldest: [asc(videos.releaseDate), asc(videos.id)],
  title: [asc(videos.title), asc(videos.id)],
  'price-asc': [sql`${minPrice} asc nulls last`, asc(videos.id)],
  'price-desc': [sql`${minPrice} desc nulls last`, asc(videos.id)],
  popular: [desc(purchases), desc(videos.releaseDate), asc(videos.id)],
} as const;

/** What GET /api/videos/{slug} answered before decision 112 (null: "Video not found"). */
export async function oracleVideo(db: Database, slug: string): Promise<VideoDetail | null> {
  let [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.slug, slug), eq(videos.published, true)));
  if (!row) {
    [row] = await db
      .select({ video: videos })
      .from(videoSlugRedirects)
      .innerJoin(videos, eq(videos.id, videoSlugRedirects.videoId))
      .where(and(eq(videoSlugRedirects.oldSlug, slug), eq(videos.published, true)))
      .then((rows) => rows.map((r) => r.video));
  }
  if (!row) return null;
  const [summary] = await toVideoSummaries(db, [row]);
  if (!summary) return null;
  return { ...summary, description: row.description };
}

/** What GET /api/videos answered before decision 112: the page's videos and the total. */
export async function oracleVideoPage(
  db: Database,
  query: VideoListQuery,
): Promise<{ items: VideoSummary[]; total: number }> {
  const filters: SQL[] = [eq(videos.published, true)];
  if (query.q) {
    const pattern = likePattern(query.q);
    const text = or(ilike(videos.title, pattern), ilike(videos.dvdId, pattern));
    if (text) filters.push(text);
  }
  if (query.studio) filters.push(ENTITY_SOURCES.studios.videoFilter(query.studio));
  if (query.series) filters.push(ENTITY_SOURCES.series.videoFilter(query.series));
  if (query.actress) filters.push(ENTITY_SOURCES.actresses.videoFilter(query.actress));
  if (query.category) filters.push(ENTITY_SOURCES.categories.videoFilter(query.category));
  if (query.resolution) {
    filters.push(
      sql`exists (select 1 from products as rp where rp.video_id = "videos"."id" and rp.order_type = 'own' and rp.resolution = ${query.resolution})`,
    );
  }
  if (query.featured) filters.push(eq(videos.featured, query.featured === 'true'));
  const where = and(...filters);
  const found = await db
    .select({ video: videos, total: sql<number>`(count(*) over ())::int` })
    .from(videos)
    .where(where)
    .orderBy(...VIDEO_ORDER[query.sort])
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const rows = found.map((r) => r.video);
  const total =
    found[0]?.total ?? (await db.select({ n: count() }).from(videos).where(where))[0]?.n ?? 0;
  return { items: await toVideoSummaries(db, rows), total };
}

/**
 * Video rows as the contract's VideoSummary, relations loaded in a few batched queries: how the
 * list, a video and the search built their videos before decision 112.
 */
async function toVideoSummaries(db: Database, rows: readonly VideoRow[]): Promise<VideoSummary[]> {
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
