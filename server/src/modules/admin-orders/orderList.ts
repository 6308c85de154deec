import { count, desc } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { pageOf } from '../../platform/db/page';
import { toOrders } from '../orders';
import { orders } from '../schema';

/** Every order, newest first, a page at a time (the back office's plain order list). */
export async function listOrders(db: Database, query: { page: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .orderBy(desc(orders.number))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(orders),
  ]);
  const n = total?.n ?? 0;
  return pageOf(query, await toOrders(db, rows, true), n);
}
