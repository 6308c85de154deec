import type { VideoDetail, VideoSummary } from '@reelcart/contract/store';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { preparedPerDatabase } from '../../platform/db/prepared';
import { likePattern } from './catalogue';
import { summaryOf, type VideoJson, videoJson } from './videoJson';

/*
 * GET /api/videos/{slug} and GET /api/videos in one prepared statement each (issue 34, decision
 * 112): PostgreSQL builds the answer's JSON (`videoJson`), Drizzle neither builds the SQL per
 * request nor maps the videos' columns. `videoRead.testing.ts` keeps the reads these replace, and
 * `videoRead.test.ts` holds these to them on generated catalogues.
 */

const slug = sql.placeholder('slug');

const readOne = preparedPerDatabase(
  (db, name) =>
    db
      .select({ video: sql<VideoJson>`${videoJson}`, description: sql<string>`v.description` })
      // The published video of the slug, else the published video a former slug of it names (the
      // store redirects to the current one).
      .from(sql`videos v`)
      .where(
        sql`v.id = coalesce(
          (select cv.id from videos cv where cv.slug = ${slug} and cv.published),
          (select r.video_id from video_slug_redirects r join videos rv on rv.id = r.video_id
            where r.old_slug = ${slug} and rv.published))`,
      )
      .prepare(name),
  'catalogue_video',
);

/** The published video of `slug` (or of a former slug of it), as GET /api/videos/{slug} answers it. */
export async function readVideo(db: Database, slugOrFormer: string): Promise<VideoDetail | null> {
  const [row] = await readOne(db).execute({ slug: slugOrFormer });
  return row ? { ...summaryOf(row.video), description: row.description } : null;
}

export type VideoSort = 'newest' | 'oldest' | 'title' | 'price-asc' | 'price-desc' | 'popular';

/** The list's query as the contract parses it. */
export interface VideoListQuery {
  page: number;
  limit: number;
  q?: string | undefined;
  studio?: string | undefined;
  series?: string | undefined;
  actress?: string | undefined;
  category?: string | undefined;
  resolution?: string | undefined;
  featured?: 'true' | 'false' | undefined;
  sort: VideoSort;
}

// The price a card shows ("from …"): the lowest of the products on sale; videos with none last.
const minPrice = sql`(select min(mp.price_cents) from products mp where mp.video_id = v.id and mp.enabled)`;
// Popularity: how many purchases and rentals of the video were paid for.
const purchases = sql`(select count(*) from owned_products op where op.video_id = v.id)`;
const ORDER: Record<VideoSort, SQL> = {
  newest: sql`v.release_date desc, v.id asc`,
  oldest: sql`v.release_date asc, v.id asc`,
  title: sql`v.title asc, v.id asc`,
  'price-asc': sql`${minPrice} asc nulls last, v.id asc`,
  'price-desc': sql`${minPrice} desc nulls last, v.id asc`,
  popular: sql`${purchases} desc, v.release_date desc, v.id asc`,
};

const p = (name: keyof VideoListQuery | 'from' | 'to') => sql.placeholder(name);

/** Each filter applies when its value is not null (the same filters `ENTITY_SOURCES` writes). */
const FILTERS = sql`v.published
  and (${p('q')}::text is null or v.title ilike ${p('q')} or v.dvd_id ilike ${p('q')})
  and (${p('studio')}::text is null
    or v.studio_id in (select fs.id from studios fs where fs.slug = ${p('studio')}))
  and (${p('series')}::text is null
    or v.series_id in (select fs.id from series fs where fs.slug = ${p('series')}))
  and (${p('actress')}::text is null or v.id in (select fva.video_id from video_actresses fva
    join actresses fa on fa.id = fva.actress_id where fa.slug = ${p('actress')}))
  and (${p('category')}::text is null or v.id in (select fvc.video_id from video_categories fvc
    join categories fc on fc.id = fvc.category_id where fc.slug = ${p('category')}))
  and (${p('resolution')}::text is null or exists (select 1 from products rp
    where rp.video_id = v.id and rp.order_type = 'own' and rp.resolution = ${p('resolution')}))
  and (${p('featured')}::boolean is null or v.featured = ${p('featured')}::boolean)`;

/**
 * One statement per sort, answering one row: the number of matching videos and the page's videos
 * as JSON. The matching videos are numbered in the sort's order; only the page's rows are built
 * (an aggregate's FILTER skips its arguments for the others), and a page past the end still
 * carries the total.
 */
const pageStatement = (sort: VideoSort) =>
  preparedPerDatabase(
    (db, name) =>
      db
        .select({
          total: sql<number>`coalesce(max(v.total), 0)::int`,
          items: sql<VideoJson[]>`coalesce(json_agg(${videoJson} order by v.n)
            filter (where v.n > ${p('from')} and v.n <= ${p('to')}), '[]'::json)`,
        })
        .from(
          sql`(select v.*, count(*) over () as total, row_number() over (order by ${ORDER[sort]}) as n
            from videos v where ${FILTERS}) v`,
        )
        .prepare(name),
    `catalogue_videos_${sort.replace('-', '_')}`,
  );
const readPages = Object.fromEntries(
  (Object.keys(ORDER) as VideoSort[]).map((sort) => [sort, pageStatement(sort)]),
) as Record<VideoSort, ReturnType<typeof pageStatement>>;

const orNull = (value: string | undefined) => (value ? value : null);

/** One page of the published videos, as GET /api/videos answers it. */
export async function readVideoPage(
  db: Database,
  query: VideoListQuery,
): Promise<{ items: VideoSummary[]; total: number }> {
  const from = (query.page - 1) * query.limit;
  const [row] = await readPages[query.sort](db).execute({
    q: query.q ? likePattern(query.q) : null,
    studio: orNull(query.studio),
    series: orNull(query.series),
    actress: orNull(query.actress),
    category: orNull(query.category),
    resolution: orNull(query.resolution),
    featured: query.featured ? query.featured === 'true' : null,
    from,
    to: from + query.limit,
  });
  return { items: (row?.items ?? []).map(summaryOf), total: row?.total ?? 0 };
}
