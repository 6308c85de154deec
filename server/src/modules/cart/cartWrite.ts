import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { preparedStatement } from '../../platform/db/prepared';
import { cartItems, cartLineEdits, carts, idempotencyRecords } from '../schema';
import { OPERATION_SCOPE_SQL } from './cartOperations';
import type { CartRow } from './cartView';

const p = (name: string) => sql.placeholder(name);
/**
 * The statement: the versioned update, the lines, and with `records` the edits' records too (a
 * statement of its own, so that a push of lines only plans and runs none of theirs).
 */
const writeSql = (records: boolean) => sql`
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
      on conflict (cart_id, product_id) do update set position = excluded.position)${
        records
          ? sql`,
    r as (
      insert into ${idempotencyRecords} (scope, key, request_hash, response)
      select ${OPERATION_SCOPE_SQL}, k.key, '', '{}'::jsonb
        from c, unnest(${p('keys')}::text[]) as k(key)
      on conflict do nothing),
    e as (
      insert into ${cartLineEdits} (cart_id, video_id, version, edited_at)
      select c.id, x.video, c.version, x.at
        from c, unnest(${p('editVideos')}::text[], ${p('editTimes')}::bigint[]) as x(video, at)
      on conflict (cart_id, video_id)
        do update set version = excluded.version, edited_at = excluded.edited_at)`
          : sql``
      }
    select id, user_id, version, state, coupon_id, last_active_at, previous_cart_id, created_at,
           updated_at
      from c`;
const writeStatement = preparedStatement(writeSql(false), 'cart_write_existing');
const writeWithRecords = preparedStatement(writeSql(true), 'cart_write_existing_edits');

/** What a push of edits records with its write: the edits applied, each video's last edit. */
export interface WriteRecords {
  /** The applied edits' idempotency keys (`<user>:<operation id>`, decision 066). */
  keys: readonly string[];
  /** Each video the edits touched, with its last edit's time (decision 124). */
  edits: ReadonlyMap<string, number>;
}

const NO_RECORDS: WriteRecords = { keys: [], edits: new Map() };

/**
 * The versioned write of an existing cart in one statement (issue 34, decisions 092 and 127): the
 * cart's version moves on only if it is still `expected` and current, and its lines become
 * `wanted` in that order — lines no longer wanted deleted, the others inserted or moved — and the
 * edits it applies are recorded (their keys, each video's last edit at the new version), each a
 * data-modifying CTE that runs only if the update matched. One statement is atomic on its own: no
 * transaction, so one round trip where BEGIN, update, delete, the records, insert and COMMIT were
 * up to seven. Undefined when the version or state no longer matched (the caller answers 409).
 * Prepared once (`preparedStatement`).
 */
export async function writeExistingCart(
  db: Database,
  expected: Pick<CartRow, 'id' | 'version'>,
  values: Pick<CartRow, 'state' | 'couponId' | 'lastActiveAt'> & { updatedAt: Date },
  wanted: readonly string[],
  records: WriteRecords = NO_RECORDS,
): Promise<CartRow | undefined> {
  const fields = {
    state: values.state,
    couponId: values.couponId,
    lastActiveAt: values.lastActiveAt,
    updatedAt: values.updatedAt.toISOString(),
    id: expected.id,
    version: expected.version,
    ids: [...wanted],
  };
  const rows =
    records.keys.length === 0 && records.edits.size === 0
      ? await writeStatement(db, fields)
      : await writeWithRecords(db, {
          ...fields,
          keys: [...records.keys],
          editVideos: [...records.edits.keys()],
          editTimes: [...records.edits.values()],
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
