import { type AdminVideo, contract } from '@reelcart/contract/admin';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { newId } from '../../platform/auth/tokens';
import { handles } from '../../platform/calls';
import { pageOf } from '../../platform/db/page';
import type { Deps } from '../../platform/deps';
import { slugTaken, staleVersion } from '../../platform/errors';
import { slugRace } from '../../platform/slugRace';
import { historyOf, recordAudit } from '../audit';
import {
  ENTITY_SOURCES,
  likePattern,
  refusePublishedNewVideo,
  requireProductOnSale,
} from '../catalogue';
import { orderItems, orders, products, videoSlugRedirects, videos } from '../schema';
import {
  checkReferences,
  toAdminProduct,
  type VideoRow,
  videoBySlug,
  videoColumns,
  videoSnapshot,
  writeRelations,
} from './videoRecords';

/** The back office's videos, without HTTP: the registry mounts each on the admin call of its name (`mountAll`, decision 087). */
export function adminVideoService(deps: Deps) {
  const { db } = deps;
  async function adminVideo(row: VideoRow): Promise<AdminVideo> {
    const productRows = await db
      .select()
      .from(products)
      .where(eq(products.videoId, row.id))
      .orderBy(asc(products.id));
    const [snapshot, [sales], history] = await Promise.all([
      videoSnapshot(db, row),
      db
        .select({
          units: sql<number>`count(*)::int`,
          revenueCents: sql<number>`coalesce(sum(${orderItems.priceCents}), 0)::int`,
          rentals: sql<number>`(count(*) filter (where ${orderItems.orderType} = 'rental'))::int`,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.videoId, row.id), eq(orders.status, 'paid'))),
      // The video's own entries and its products'.
      historyOf(db, 'video', row.id, 50, {
        entityType: 'product',
        ids: productRows.map((p) => p.id),
      }),
    ]);
    const order = { SD: 1, HD: 2, FHD: 3, '4K': 4 } as Record<string, number>;
    productRows.sort(
      (a, b) =>
        a.orderType.localeCompare(b.orderType) ||
        (order[a.resolution] ?? 0) - (order[b.resolution] ?? 0),
    );
    return {
      ...snapshot,
      _id: row.id,
      version: row.version,
      products: productRows.map(toAdminProduct),
      sales: sales ?? { units: 0, revenueCents: 0, rentals: 0 },
      history,
    };
  }
  return {
    adminListVideos: handles(contract.adminListVideos, async ({ query }) => {
      const filters: SQL[] = [];
      if (query.q) {
        const pattern = likePattern(query.q);
        const text = or(
          ilike(videos.title, pattern),
          ilike(videos.slug, pattern),
          ilike(videos.dvdId, pattern),
        );
        if (text) filters.push(text);
      }
      if (query.studio) filters.push(ENTITY_SOURCES.studios.videoFilter(query.studio));
      if (query.series) filters.push(ENTITY_SOURCES.series.videoFilter(query.series));
      if (query.actress) filters.push(ENTITY_SOURCES.actresses.videoFilter(query.actress));
      if (query.category) filters.push(ENTITY_SOURCES.categories.videoFilter(query.category));
      if (query.status !== 'all') filters.push(eq(videos.published, query.status === 'published'));
      const where = filters.length ? and(...filters) : undefined;
      const studioName = sql<
        string | null
      >`(select ss.name from studios as ss where ss.id = "videos"."studio_id")`;
      const column = {
        title: videos.title,
        releaseDate: videos.releaseDate,
        createdAt: videos.createdAt,
        studio: studioName,
      }[query.sort];
      const direction = query.dir === 'asc' ? asc : desc;
      const found = await db
        .select({
          video: videos,
          studio: studioName,
          products: sql<number>`(select count(*)::int from products as cp where cp.video_id = "videos"."id")`,
          fromPriceCents: sql<
            number | null
          >`(select min(mp.price_cents)::int from products as mp where mp.video_id = "videos"."id" and mp.enabled)`,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(videos)
        .where(where)
        .orderBy(direction(column), asc(videos.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const n =
        found[0]?.total ?? (await db.select({ n: count() }).from(videos).where(where))[0]?.n ?? 0;
      return pageOf(
        query,
        found.map((r) => ({
          _id: r.video.id,
          slug: r.video.slug,
          title: r.video.title,
          dvdId: r.video.dvdId,
          studio: r.studio,
          releaseDate: r.video.releaseDate,
          published: r.video.published,
          products: r.products,
          fromPriceCents: r.fromPriceCents,
        })),
        n,
      );
    }),
    adminGetVideo: handles(contract.adminGetVideo, async ({ params }) =>
      adminVideo(await videoBySlug(db, params.slug)),
    ),
    adminCreateVideo: handles(contract.adminCreateVideo, async ({ body, auth }) => {
      const actor = auth as NonNullable<typeof auth>;
      // A new video has no products: it is created unpublished (decision 068).
      refusePublishedNewVideo(body.published);
      await checkReferences(db, body);
      const id = newId('vid');
      const written = db.transaction(async (tx) => {
        const [clash] = await tx
          .select({ id: videos.id })
          .from(videos)
          .where(eq(videos.slug, body.slug));
        if (clash) throw slugTaken('video');
        await tx.insert(videos).values({ id, ...videoColumns(body) });
        await tx.delete(videoSlugRedirects).where(eq(videoSlugRedirects.oldSlug, body.slug));
        await writeRelations(tx, id, body);
        await recordAudit(tx, actor, {
          entityType: 'video',
          entityId: id,
          action: 'create',
          before: null,
          after: { ...body },
        });
      });
      await written.catch(slugRace('video'));
      return adminVideo(await videoBySlug(db, body.slug));
    }),
    adminUpdateVideo: handles(contract.adminUpdateVideo, async ({ body, auth, params }) => {
      const actor = auth as NonNullable<typeof auth>;
      const current = await videoBySlug(db, params.slug);
      const { version, ...input } = body;
      await checkReferences(db, input);
      const written = db.transaction(async (tx) => {
        const before = await videoSnapshot(tx, current);
        if (input.slug !== current.slug) {
          const [clash] = await tx
            .select({ id: videos.id })
            .from(videos)
            .where(and(eq(videos.slug, input.slug), ne(videos.id, current.id)));
          if (clash) throw slugTaken('video');
        }
        const [updated] = await tx
          .update(videos)
          .set({ ...videoColumns(input), version: sql`${videos.version} + 1` })
          .where(and(eq(videos.id, current.id), eq(videos.version, version)))
          .returning({ version: videos.version });
        if (!updated) {
          const [now] = await tx
            .select({ version: videos.version })
            .from(videos)
            .where(eq(videos.id, current.id));
          throw staleVersion('video', now?.version ?? version);
        }
        // The UPDATE locked the row: a product disabled meanwhile is seen here (decision 068).
        if (input.published) await requireProductOnSale(tx, [current], 'published');
        if (input.slug !== current.slug) {
          // The old slug keeps working on the public store: it redirects to the new one.
          await tx.delete(videoSlugRedirects).where(eq(videoSlugRedirects.oldSlug, input.slug));
          await tx
            .insert(videoSlugRedirects)
            .values({ oldSlug: current.slug, videoId: current.id })
            .onConflictDoUpdate({
              target: videoSlugRedirects.oldSlug,
              set: { videoId: current.id },
            });
        }
        await writeRelations(tx, current.id, input);
        await recordAudit(tx, actor, {
          entityType: 'video',
          entityId: current.id,
          action: 'update',
          before: { ...before },
          after: { ...input, dvdId: input.dvdId || null, artworkUrl: input.artworkUrl || null },
        });
      });
      await written.catch(slugRace('video'));
      return adminVideo(await videoBySlug(db, input.slug));
    }),
    adminPublishVideos: handles(contract.adminPublishVideos, async ({ body, auth }) => {
      const actor = auth as NonNullable<typeof auth>;
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(videos)
          .set({ published: body.published, version: sql`${videos.version} + 1` })
          .where(and(inArray(videos.slug, body.slugs), ne(videos.published, body.published)))
          .returning({ id: videos.id, title: videos.title, slug: videos.slug });
        // All or nothing: one video without a product on sale publishes none (decision 068).
        if (body.published) await requireProductOnSale(tx, changed, 'slugs');
        for (const { id } of changed) {
          await recordAudit(tx, actor, {
            entityType: 'video',
            entityId: id,
            action: body.published ? 'publish' : 'unpublish',
            before: { published: !body.published },
            after: { published: body.published },
          });
        }
        return { updated: changed.length, slugs: changed.map((v) => v.slug).sort() };
      });
    }),
  };
}
