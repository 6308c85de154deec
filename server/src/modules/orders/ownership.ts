import { formatMessage, OWNERSHIP_REASONS, type Resolution } from '@reelcart/contract/store';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { preparedPerDatabase } from '../../platform/db/prepared';
import { ownedProducts } from '../schema';

export const RESOLUTION_RANK: Record<Resolution, number> = { SD: 1, HD: 2, FHD: 3, '4K': 4 };

export const isResolution = (value: string): value is Resolution => value in RESOLUTION_RANK;

export interface Holding {
  videoId: string;
  orderType: string;
  resolution: string;
  expiresAt: Date | null;
}

/**
 * Spec §5: a cart item is invalid if an unexpired rental of its video exists, or an own purchase
 * of its video at the same or a higher resolution. Returns the reason, or null when buyable.
 */
export function ownershipReason(
  item: { videoId: string; resolution: string },
  holdings: readonly Holding[],
  now: Date,
): string | null {
  const wanted = isResolution(item.resolution) ? RESOLUTION_RANK[item.resolution] : 0;
  let best: Resolution | null = null;
  let same = false;
  let activeRental = false;
  for (const h of holdings) {
    if (h.videoId !== item.videoId) continue;
    if (h.orderType === 'own' && isResolution(h.resolution)) {
      if (RESOLUTION_RANK[h.resolution] === wanted) same = true;
      if (best === null || RESOLUTION_RANK[h.resolution] > RESOLUTION_RANK[best])
        best = h.resolution;
    } else if (h.orderType === 'rental' && h.expiresAt && h.expiresAt.getTime() > now.getTime()) {
      activeRental = true;
    }
  }
  // Same resolution owned beats a higher one; owning beats renting (as the SDK's rules say).
  if (same) return OWNERSHIP_REASONS.owned;
  if (best !== null && RESOLUTION_RANK[best] > wanted) {
    return formatMessage(OWNERSHIP_REASONS.ownedInResolution, { resolution: best });
  }
  if (activeRental) return OWNERSHIP_REASONS.activeRental;
  return null;
}

/**
 * An owned product whose order line was refunded (or charged back) entitles nothing: the `refunds`
 * rows are read at request time (decision 043), so a refund ends access at once.
 */
export const notRefunded = sql`not exists (select 1 from refunds r where r.order_id = ${ownedProducts.orderId} and r.product_id = ${ownedProducts.productId})`;

const selectHoldings = preparedPerDatabase(
  (db, name) =>
    db
      .select({
        videoId: ownedProducts.videoId,
        orderType: ownedProducts.orderType,
        resolution: ownedProducts.resolution,
        expiresAt: ownedProducts.expiresAt,
      })
      .from(ownedProducts)
      .where(and(eq(ownedProducts.userId, sql.placeholder('userId')), notRefunded))
      .prepare(name),
  'holdings_of_user',
);

export function holdingsOf(db: Database, userId: string): Promise<Holding[]> {
  return selectHoldings(db).execute({ userId });
}

/** A holding as `holdingsJson` answers it: `expiresAt` in epoch milliseconds. */
export interface HoldingJson {
  videoId: string;
  orderType: string;
  resolution: string;
  expiresAt: number | null;
}

/**
 * `holdingsOf` as a scalar subquery, for a statement that reads what it checks against in the same
 * round trip (GET /api/cart, issue 34): the user's unrefunded holdings of the videos `videoIds`
 * lists (a subquery of video ids), as a JSON array. `holdingsFromJson` turns it into `Holding`s.
 */
export function holdingsJson(userId: SQLWrapper, videoIds: SQL): SQL<HoldingJson[]> {
  return sql<HoldingJson[]>`(select coalesce(json_agg(json_build_object(
      'videoId', ${ownedProducts.videoId}, 'orderType', ${ownedProducts.orderType},
      'resolution', ${ownedProducts.resolution},
      'expiresAt', (extract(epoch from ${ownedProducts.expiresAt}) * 1000)::float8)), '[]'::json)
    from ${ownedProducts}
    where ${ownedProducts.userId} = ${userId} and ${ownedProducts.videoId} in ${videoIds}
      and ${notRefunded})`;
}

export function holdingsFromJson(rows: readonly HoldingJson[]): Holding[] {
  return rows.map((h) => ({
    videoId: h.videoId,
    orderType: h.orderType,
    resolution: h.resolution,
    expiresAt: h.expiresAt === null ? null : new Date(h.expiresAt),
  }));
}
