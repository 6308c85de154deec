import { contract, type EntityPage } from '@reelcart/contract/store';
import { asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import { handles } from '../../platform/calls';
import { pageOf } from '../../platform/db/page';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { loadProducts, PRODUCT_NOT_FOUND } from '../cart';
import { banners, categorySlugRedirects } from '../schema';
import { bannerImage, liveBanner } from './banners';
import { ENTITY_SOURCES, type EntityKind, entityColumns, likePattern, toEntity } from './catalogue';
import { readVideo, readVideoPage } from './videoRead';

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
    // One prepared statement each (decision 112): videoRead.ts.
    listVideos: handles(contract.listVideos, async ({ query }) => {
      const { items, total } = await readVideoPage(db, query);
      return pageOf(query, items, total);
    }),
    getVideo: handles(contract.getVideo, async ({ params }) => {
      const video = await readVideo(db, params.slug ?? '');
      if (!video) throw notFound('Video not found');
      return video;
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
      const [found, seriesFound, studiosFound, actressesFound, categoriesFound] = await Promise.all(
        [
          // The list's read (decision 112): the same filter, newest first, one page.
          readVideoPage(db, { q: query.q, sort: 'newest', page: 1, limit: query.limit }).then(
            (page) => page.items,
          ),
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
