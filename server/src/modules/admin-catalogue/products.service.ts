import { contract } from '@reelcart/contract/admin';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { newId } from '../../platform/auth/tokens';
import { handles } from '../../platform/calls';
import { pageOf } from '../../platform/db/page';
import type { Deps } from '../../platform/deps';
import { ApiError, notFound, staleVersion } from '../../platform/errors';
import { recordAudit } from '../audit';
import { likePattern, requireAnotherProductOnSale } from '../catalogue';
import { products, videos } from '../schema';
import { checkProduct, productSnapshot, toAdminProduct, videoBySlug } from './videoRecords';

/** The back office's products and prices, without HTTP: the registry mounts each on the admin call of its name (`mountAll`, decision 087). */
export function adminProductService(deps: Deps) {
  const { db } = deps;
  return {
    adminCreateProduct: handles(contract.adminCreateProduct, async ({ body, auth, params }) => {
      const actor = auth as NonNullable<typeof auth>;
      checkProduct(body);
      const video = await videoBySlug(db, params.slug);
      const id = newId('prd');
      await db.transaction(async (tx) => {
        const [same] = await tx
          .select({ id: products.id })
          .from(products)
          .where(
            and(
              eq(products.videoId, video.id),
              eq(products.orderType, body.orderType),
              eq(products.resolution, body.resolution),
            ),
          );
        if (same)
          throw new ApiError(
            409,
            `This video already has a ${body.orderType} product at ${body.resolution}.`,
            {
              code: 'DUPLICATE_PRODUCT',
              field: 'resolution',
            },
          );
        await tx.insert(products).values({ id, videoId: video.id, ...body });
        await recordAudit(tx, actor, {
          entityType: 'product',
          entityId: id,
          action: 'create',
          before: null,
          after: { videoId: video.id, ...body },
        });
      });
      const [row] = await db.select().from(products).where(eq(products.id, id));
      if (!row) throw notFound('Product not found');
      return toAdminProduct(row);
    }),
    adminUpdateProduct: handles(contract.adminUpdateProduct, async ({ body, auth, params }) => {
      const actor = auth as NonNullable<typeof auth>;
      const { version, ...input } = body;
      checkProduct(input);
      const [current] = await db
        .select()
        .from(products)
        .where(eq(products.id, params.id ?? ''));
      if (!current) throw notFound('Product not found');
      return db.transaction(async (tx) => {
        // A published video keeps a product on sale (decision 068); locks the video's row.
        await requireAnotherProductOnSale(tx, current, input.enabled);
        const [updated] = await tx
          .update(products)
          .set({ ...input, version: sql`${products.version} + 1` })
          .where(and(eq(products.id, current.id), eq(products.version, version)))
          .returning();
        if (!updated) {
          const [now] = await tx
            .select({ version: products.version })
            .from(products)
            .where(eq(products.id, current.id));
          throw staleVersion('product', now?.version ?? version);
        }
        await recordAudit(tx, actor, {
          entityType: 'product',
          entityId: current.id,
          action: 'update',
          before: { ...productSnapshot(current) },
          after: { ...input },
        });
        return toAdminProduct(updated);
      });
    }),
    adminListProducts: handles(contract.adminListProducts, async ({ query }) => {
      const filters: SQL[] = [];
      if (query.q) {
        const pattern = likePattern(query.q);
        const text = or(ilike(videos.title, pattern), ilike(videos.slug, pattern));
        if (text) filters.push(text);
      }
      if (query.orderType) filters.push(eq(products.orderType, query.orderType));
      if (query.resolution) filters.push(eq(products.resolution, query.resolution));
      if (query.enabled) filters.push(eq(products.enabled, query.enabled === 'true'));
      const where = filters.length ? and(...filters) : undefined;
      const direction = query.dir === 'asc' ? asc : desc;
      const order =
        query.sort === 'price'
          ? [direction(products.priceCents), asc(products.id)]
          : [
              direction(videos.title),
              asc(products.orderType),
              asc(products.resolution),
              asc(products.id),
            ];
      const found = await db
        .select({
          product: products,
          video: { slug: videos.slug, title: videos.title },
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(products)
        .innerJoin(videos, eq(videos.id, products.videoId))
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const n =
        found[0]?.total ??
        (
          await db
            .select({ n: count() })
            .from(products)
            .innerJoin(videos, eq(videos.id, products.videoId))
            .where(where)
        )[0]?.n ??
        0;
      return pageOf(
        query,
        found.map((r) => ({ ...toAdminProduct(r.product), video: r.video })),
        n,
      );
    }),
    adminBulkPrice: handles(contract.adminBulkPrice, async ({ body, auth }) => {
      const actor = auth as NonNullable<typeof auth>;
      const ids = [...new Set(body.items.map((i) => i.id))];
      const priced = (cents: number) =>
        Math.max(
          0,
          Math.min(
            10_000_000,
            body.mode === 'percent'
              ? Math.round((cents * (100 + body.amount)) / 100)
              : cents + body.amount,
          ),
        );
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ product: products, title: videos.title })
          .from(products)
          .innerJoin(videos, eq(videos.id, products.videoId))
          .where(inArray(products.id, ids));
        if (rows.length !== ids.length)
          throw new ApiError(400, 'Invalid items: unknown product id', { field: 'items' });
        const items = rows.map(({ product, title }) => ({
          id: product.id,
          video: title,
          name: `${product.orderType === 'own' ? 'Own' : 'Rental'} ${product.resolution}`,
          beforeCents: product.priceCents,
          afterCents: priced(product.priceCents),
        }));
        if (!body.apply) return { applied: false, items };
        for (const item of body.items) {
          const row = rows.find((r) => r.product.id === item.id)?.product;
          const after = items.find((i) => i.id === item.id)?.afterCents;
          if (!row || after === undefined) continue;
          const [updated] = await tx
            .update(products)
            .set({ priceCents: after, version: sql`${products.version} + 1` })
            .where(and(eq(products.id, item.id), eq(products.version, item.version)))
            .returning({ id: products.id });
          // All or nothing: one stale product rolls the whole change back.
          if (!updated) throw staleVersion('product', row.version);
          await recordAudit(tx, actor, {
            entityType: 'product',
            entityId: item.id,
            action: 'update',
            before: { priceCents: row.priceCents },
            after: { priceCents: after },
          });
        }
        return { applied: true, items };
      });
    }),
  };
}
