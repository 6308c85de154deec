import type { VideoDetail, VideoSummary } from '@reelcart/contract/store';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { videoSlugRedirects, videos } from '../schema';
import { ENTITY_SOURCES, likePattern, toVideoSummaries } from './catalogue';
import type { VideoListQuery } from './videoRead';

/*
 * The oracle of `videoRead.ts` (issue 34, decision 112): GET /api/videos/{slug} and GET
 * /api/videos as they were read before, the video rows through Drizzle and their relations in
 * `toVideoSummaries`' batched queries (three to six statements a call). Tests only.
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
