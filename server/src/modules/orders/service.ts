import { contract, type OwnedVideo } from '@reelcart/contract/store';
import { and, count, desc, eq, or } from 'drizzle-orm';
import { handles } from '../../platform/calls';
import { pageOf } from '../../platform/db/page';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { artUrl } from '../catalogue';
import { orders, ownedProducts, products, videos } from '../schema';
import { toOrders } from './orderView';
import { notRefunded } from './ownership';

/** `RC-000012`, `12` or an order id. */
function orderLookup(userId: string, key: string) {
  const digits = /^(?:RC-)?(\d{1,9})$/i.exec(key)?.[1];
  const byKey = digits
    ? or(eq(orders.number, Number(digits)), eq(orders.id, key))
    : eq(orders.id, key);
  return and(eq(orders.userId, userId), byKey);
}

/** The calls `orderRoutes` mounts (routes.ts), without HTTP. */
export function orderService(deps: Deps) {
  const { db } = deps;
  return {
    listBillers: handles(contract.listBillers, async () => ({ billers: deps.gateway.billers() })),
    listOrders: handles(contract.listOrders, async ({ auth, query }) => {
      const mine = eq(orders.userId, auth?.id ?? '');
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(mine)
          .orderBy(desc(orders.number))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(orders).where(mine),
      ]);
      const n = total?.n ?? 0;
      return pageOf(query, await toOrders(db, rows), n);
    }),
    getOrder: handles(contract.getOrder, async ({ auth, params }) => {
      const [row] = await db
        .select()
        .from(orders)
        .where(orderLookup(auth?.id ?? '', params.orderNumber ?? ''));
      const [order] = row ? await toOrders(db, [row]) : [];
      if (!order) throw notFound('Order not found');
      return order;
    }),
    listOwnedVideos: handles(contract.listOwnedVideos, async ({ auth }) => {
      const rows = await db
        .select({ owned: ownedProducts, video: videos, product: products })
        .from(ownedProducts)
        .innerJoin(videos, eq(videos.id, ownedProducts.videoId))
        .innerJoin(products, eq(products.id, ownedProducts.productId))
        .where(and(eq(ownedProducts.userId, auth?.id ?? ''), notRefunded))
        .orderBy(desc(ownedProducts.createdAt));
      const now = deps.clock.now();
      const items: OwnedVideo[] = rows.map(({ owned, video, product }) => ({
        videoId: video.id,
        productId: product.id,
        slug: video.slug,
        title: video.title,
        thumbnail: artUrl('videos', video.slug, 'thumbnail'),
        dvdId: video.dvdId,
        orderType: owned.orderType as OwnedVideo['orderType'],
        resolution: owned.resolution as OwnedVideo['resolution'],
        download: product.download,
        stream: product.stream,
        expiresAt: owned.expiresAt?.toISOString() ?? null,
        active: owned.expiresAt === null || owned.expiresAt.getTime() > now,
        acquiredAt: owned.createdAt.toISOString(),
      }));
      return { items };
    }),
  };
}
