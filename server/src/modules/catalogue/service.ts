import { contract, type EntityPage } from '@reelcart/contract/store';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { handles } from '../../platform/calls';
import { pageOf } from '../../platform/db/page';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { loadProducts, PRODUCT_NOT_FOUND } from '../cart';
import { banners, categorySlugRedirects, videoSlugRedirects, videos } from '../schema';
import { bannerImage, liveBanner } from './banners';
import {
  ENTITY_SOURCES,
  type EntityKind,
  entityColumns,
  likePattern,
  toEntity,
  toVideoSummaries,
} from './catalogue';

// Written out with aliases: Drizzle leaves single-table column names unqualified (see services/catalogue).
// The price a card shows ("from …"): the lowest of the products on sale; videos with none last.
const minPrice = sql`(select min(mp.price_cents) from products as mp where mp.video_id = "videos"."id" and mp.enabled)`;
// Popularity: how many purchases and rentals of the video were paid for.
const purchases = sql`(select count(*) from owned_products as op where op.video_id = "videos"."id")`;
const VIDEO_ORDER = {
  newest: [desc(videos.releaseDate), asc(videos.id)],
  oldest: [asc(videos.releaseDate), asc(videos.id)],
  title: [asc(videos.title), asc(videos.id)],
  'price-asc': [sql`${minPrice} asc nulls last`, asc(videos.id)],
  'price-desc': [sql`${minPrice} desc nulls last`, asc(videos.id)],
  popular: [desc(purchases), desc(videos.releaseDate), asc(videos.id)],
} as const;

/** The calls `catalogueRoutes` mounts (routes.ts), without HTTP. */
export function catalogueService(deps: Deps) {
  const { db } = deps;
  const entities = (
    [
      ['series', contract.listSeries, contract.getSeries],
      ['studios', contract.listStudios, contract.getStudio],
      ['actresses', contract.listActresses, contract.getActress],
      ['categories', contract.listCategories, contract.getCategory],
    ] as const
  ).map(([kind, listCall, getCall]) => {
    const source = ENTITY_SOURCES[kind];
    const columns = entityColumns(kind);
    const list = handles(listCall, async ({ query }): Promise<EntityPage> => {
      const where = query.q ? ilike(source.name, likePattern(query.q)) : undefined;
      const order =
        query.sort === 'videos'
          ? [desc(source.videoCount), asc(source.name)]
          : query.sort === 'order' && source.position
            ? [asc(source.position), asc(source.name)]
            : [asc(source.name)];
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(source.table)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(source.table).where(where),
      ]);
      const n = total?.n ?? 0;
      return pageOf(
        query,
        rows.map((r) => toEntity(kind, r)),
        n,
      );
    });
    const get = handles(getCall, async ({ params }) => {
      const slug = params.slug ?? '';
      let [row] = await db.select(columns).from(source.table).where(eq(source.slug, slug));
      if (!row && kind === 'categories') {
        // A category's former slug answers it under its current one; the store redirects to it.
        [row] = await db
          .select(columns)
          .from(source.table)
          .where(
            inArray(
              source.id,
              db
                .select({ id: categorySlugRedirects.categoryId })
                .from(categorySlugRedirects)
                .where(eq(categorySlugRedirects.oldSlug, slug)),
            ),
          );
      }
      if (!row) throw notFound(`Not found: ${slug}`);
      return toEntity(kind, row);
    });
    return { listCall, list, getCall, get };
  });
  return {
    /** Each kind's list and page (series, studios, actresses, categories), mounted in this order. */
    entities,
    listVideos: handles(contract.listVideos, async ({ query }) => {
      // Unpublished videos are the back office's business only.
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
      const where = filters.length ? and(...filters) : undefined;
      // The page and the total in one query (the window count sees every matching row); a page past
      // the end has no row to carry it, so only then is the total counted apart.
      const found = await db
        .select({ video: videos, total: sql<number>`(count(*) over ())::int` })
        .from(videos)
        .where(where)
        .orderBy(...VIDEO_ORDER[query.sort])
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const rows = found.map((r) => r.video);
      const n =
        found[0]?.total ?? (await db.select({ n: count() }).from(videos).where(where))[0]?.n ?? 0;
      return pageOf(query, await toVideoSummaries(db, rows), n);
    }),
    getVideo: handles(contract.getVideo, async ({ params }) => {
      const slug = params.slug ?? '';
      let [row] = await db
        .select()
        .from(videos)
        .where(and(eq(videos.slug, slug), eq(videos.published, true)));
      if (!row) {
        // A former slug answers the video under its current one; the store redirects to it.
        [row] = await db
          .select({ video: videos })
          .from(videoSlugRedirects)
          .innerJoin(videos, eq(videos.id, videoSlugRedirects.videoId))
          .where(and(eq(videoSlugRedirects.oldSlug, slug), eq(videos.published, true)))
          .then((rows) => rows.map((r) => r.video));
      }
      if (!row) throw notFound('Video not found');
      const [summary] = await toVideoSummaries(db, [row]);
      if (!summary) throw notFound('Video not found');
      return { ...summary, description: row.description };
    }),
    getProduct: handles(contract.getProduct, async ({ params }) => {
      const id = params.id ?? '';
      const product = (await loadProducts(db, [id])).get(id);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return product;
    }),
    listBanners: handles(contract.listBanners, async () => {
      const rows = await db
        .select()
        .from(banners)
        .where(liveBanner(new Date()))
        .orderBy(asc(banners.position), asc(banners.id));
      return {
        items: rows.map((b) => ({
          _id: b.id,
          slug: b.slug,
          title: b.title,
          subtitle: b.subtitle,
          linkUrl: b.linkUrl,
          image: bannerImage(b),
          position: b.position,
        })),
      };
    }),
    search: handles(contract.search, async ({ query }) => {
      const pattern = likePattern(query.q);
      const entities = async (kind: EntityKind) => {
        const s = ENTITY_SOURCES[kind];
        const rows = await db
          .select(entityColumns(kind))
          .from(s.table)
          .where(ilike(s.name, pattern))
          .orderBy(asc(s.name))
          .limit(query.limit);
        return rows.map((r) => toEntity(kind, r));
      };
      const videoRows = await db
        .select()
        .from(videos)
        .where(
          and(
            eq(videos.published, true),
            or(ilike(videos.title, pattern), ilike(videos.dvdId, pattern)),
          ),
        )
        .orderBy(desc(videos.releaseDate), asc(videos.id))
        .limit(query.limit);
      const [found, seriesFound, studiosFound, actressesFound, categoriesFound] = await Promise.all(
        [
          toVideoSummaries(db, videoRows),
          entities('series'),
          entities('studios'),
          entities('actresses'),
          entities('categories'),
        ],
      );
      return {
        query: query.q,
        videos: found,
        series: seriesFound,
        studios: studiosFound,
        actresses: actressesFound,
        categories: categoriesFound,
      };
    }),
  };
}
