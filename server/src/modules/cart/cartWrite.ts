import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { preparedStatement } from '../../platform/db/prepared';
import { cartItems, carts } from '../schema';
import type { CartRow } from './cartView';

const p = (name: string) => sql.placeholder(name);
const writeStatement = preparedStatement(
  sql`
    with c as (
      update ${carts}
         set state = ${p('state')}, coupon_id = ${p('couponId')},
             last_active_at = ${p('lastActiveAt')},
             updated_at = ${p('updatedAt')}::timestamptz, version = version + 1
       where id = ${p('id')} and version = ${p('version')}
         and state in ('active', 'checkout')
       returning *),
    d as (
      delete from ${cartItems}
       where cart_id in (select id from c) and not (product_id = any(${p('ids')}::text[]))),
    i as (
      insert into ${cartItems} (cart_id, product_id, position)
      select c.id, p.id, (p.ord - 1)::int
        from c, unnest(${p('ids')}::text[]) with ordinality as p(id, ord)
      on conflict (cart_id, product_id) do update set position = excluded.position)
    select id, user_id, version, state, coupon_id, last_active_at, previous_cart_id, created_at,
           updated_at
      from c`,
  'cart_write_existing',
);

/**
 * The versioned write of an existing cart in one statement (issue 34, decision 092): the cart's
 * version moves on only if it is still `expected` and current, and its lines become `wanted` in
 * that order — lines no longer wanted deleted, the others inserted or moved, each a data-modifying
 * CTE that runs only if the update matched. One statement is atomic on its own: no transaction, so
 * one round trip where BEGIN, update, delete, insert and COMMIT were five. Undefined when the
 * version or state no longer matched (the caller answers 409). Prepared once (`preparedStatement`).
 */
export async function writeExistingCart(
  db: Database,
  expected: Pick<CartRow, 'id' | 'version'>,
  values: Pick<CartRow, 'state' | 'couponId' | 'lastActiveAt'> & { updatedAt: Date },
  wanted: readonly string[],
): Promise<CartRow | undefined> {
  const rows = await writeStatement(db, {
    state: values.state,
    couponId: values.couponId,
    lastActiveAt: values.lastActiveAt,
    updatedAt: values.updatedAt.toISOString(),
    id: expected.id,
    version: expected.version,
    ids: [...wanted],
  });
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: String(row.id),
    userId: String(row.user_id),
    version: Number(row.version),
    state: String(row.state),
    couponId: row.coupon_id === null ? null : String(row.coupon_id),
    lastActiveAt: row.last_active_at === null ? null : String(row.last_active_at),
    previousCartId: row.previous_cart_id === null ? null : String(row.previous_cart_id),
    createdAt: new Date(row.created_at as string | Date),
    updatedAt: new Date(row.updated_at as string | Date),
  };
}
