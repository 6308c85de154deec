/**
 * The floor of the floor benchmark (issue 34): the least a handler for each measured call can do
 * with the API's own stack — Hono on @hono/node-server, a `pg` pool of 10, jose HS256 for the
 * authenticated calls (the API's issuer, audience and algorithm), one SQL statement per call and
 * a JSON answer of the contract's shape and size (the cart's lines with their videos and coupon,
 * the videos with their studio, series, actresses and categories, as the API answers them: a floor
 * answering less measured a smaller answer, not a leaner handler). No validation, no logging, no middleware: what the API costs above this is its own.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import { jwtVerify } from 'jose';
import type pg from 'pg';
import {
  type CartCoupon,
  cartLineOf,
  loadedOf,
  type ProductJson,
  toCoupon,
} from '../../src/modules/cart/cartView';
import { summaryOf, type VideoJson, videoJson } from '../../src/modules/catalogue/videoJson';
import { pageOf } from '../../src/platform/db/page';

/**
 * A video as the API answers it, built by the database: the API's own `videoJson` (studio, series,
 * actresses, categories, products on sale) as SQL text, mapped by its own `summaryOf`. The floor's
 * videos were their columns and products only, half the API's bytes for a page of 24.
 */
const VIDEO_JSON = new PgDialect().sqlToQuery(videoJson).sql;

/** A line as the contract answers it, built by the database (product, its video). */
const LINE = `json_build_object('id', p.id, 'orderType', p.order_type, 'resolution', p.resolution,
  'priceCents', p.price_cents, 'download', p.download, 'stream', p.stream,
  'rentalHours', p.rental_hours, 'videoId', v.id, 'title', v.title, 'slug', v.slug,
  'dvdId', v.dvd_id)`;
/** The cart's coupon, or null. */
const COUPON = (cart: string) => `(select json_build_object('id', k.id, 'code', k.code,
  'appliesToGateway', k.applies_to_gateway, 'percentOff', k.percent_off,
  'amountOffCents', k.amount_off_cents, 'minSubtotalCents', k.min_subtotal_cents)
  from coupons k where k.id = ${cart}.coupon_id)`;

// The whole answer in one statement: the cart, its coupon and its lines with their videos.
const CART = `select c.id, c.version, c.state, c.last_active_at, c.previous_cart_id,
  ${COUPON('c')} as coupon,
  coalesce((select json_agg(${LINE} order by i.position)
    from cart_items i join products p on p.id = i.product_id join videos v on v.id = p.video_id
    where i.cart_id = c.id), '[]') as products
  from carts c where c.user_id = $1 and c.state in ('active', 'checkout')`;

// One statement: the versioned update, then the lines replaced (a data-modifying CTE each; they see
// one snapshot, so lines that stay are upserted rather than deleted and inserted again), and the
// answer — the cart, its coupon, the pushed lines with their videos — read in the same statement.
const PUSH = `with c as (
    update carts set version = version + 1, updated_at = now()
     where user_id = $1 and state in ('active', 'checkout') and version = $2
     returning id, version, state, last_active_at, previous_cart_id, coupon_id),
  d as (delete from cart_items where cart_id in (select id from c) and product_id <> all($3::text[])),
  i as (insert into cart_items (cart_id, product_id, position)
        select c.id, p.id, p.ord - 1 from c, unnest($3::text[]) with ordinality as p(id, ord)
        on conflict (cart_id, product_id) do update set position = excluded.position)
  select c.id, c.version, c.state, c.last_active_at, c.previous_cart_id, ${COUPON('c')} as coupon,
    coalesce((select json_agg(${LINE} order by x.ord)
      from unnest($3::text[]) with ordinality as x(id, ord)
      join products p on p.id = x.id join videos v on v.id = p.video_id), '[]') as products
  from c`;

interface CartRow {
  id: string;
  version: number;
  state: string;
  last_active_at: string | null;
  previous_cart_id: string | null;
  coupon: CartCoupon | null;
  products: ProductJson[];
}

/**
 * The contract's answer, mapped by the API's own functions (prices in dollars, the art URLs), with
 * an empty validation: ownership rules are the API's own work above the floor.
 */
function cartAnswer(row: CartRow) {
  return {
    cart: {
      _id: row.id,
      version: row.version,
      appliedCoupon: row.coupon ? toCoupon(row.coupon) : null,
      state: row.state,
      lastActiveAt: row.last_active_at,
      previousCart: row.previous_cart_id,
      products: row.products.map((p) => cartLineOf(loadedOf(p))),
    },
    validationResult: { invalidProducts: [], errors: [] },
    userCountry: 'US',
  };
}

export function floorApp(pool: pg.Pool, secret: string): Hono {
  const key = new TextEncoder().encode(secret);
  const userOf = async (header: string | undefined): Promise<string | null> => {
    const token = header?.startsWith('Bearer ') ? header.slice(7) : '';
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: 'reelcart',
        audience: 'reelcart-api',
        algorithms: ['HS256'],
      });
      return typeof payload.id === 'string' ? payload.id : null;
    } catch {
      return null;
    }
  };
  const app = new Hono();
  app.get('/api/cart', async (c) => {
    const user = await userOf(c.req.header('authorization'));
    if (!user) return c.json({ message: 'Unauthorized' }, 401);
    const { rows } = await pool.query<CartRow>(CART, [user]);
    const row = rows[0];
    return row ? c.json(cartAnswer(row)) : c.json({ message: 'No cart' }, 404);
  });
  app.post('/api/cart', async (c) => {
    const user = await userOf(c.req.header('authorization'));
    if (!user) return c.json({ message: 'Unauthorized' }, 401);
    const body = (await c.req.json()) as { products: string[]; cartVersion: number };
    const { rows } = await pool.query<CartRow>(PUSH, [user, body.cartVersion, body.products]);
    const row = rows[0];
    if (!row) {
      // The rare path (a benchmark run ended with a push in flight): say the version, as the API does.
      const { rows: now } = await pool.query<{ version: number }>(
        `select version from carts where user_id = $1 and state in ('active', 'checkout')`,
        [user],
      );
      return c.json({ message: 'Cart version conflict', version: now[0]?.version ?? 0 }, 409);
    }
    return c.json(cartAnswer(row));
  });
  app.get('/api/videos/:slug', async (c) => {
    const { rows } = await pool.query<{ video: VideoJson; description: string }>(
      `select ${VIDEO_JSON} as video, v.description from videos v
        where v.slug = $1 and v.published`,
      [c.req.param('slug')],
    );
    const row = rows[0];
    return row
      ? c.json({ ...summaryOf(row.video), description: row.description })
      : c.json({ message: 'Video not found' }, 404);
  });
  app.get('/api/videos', async (c) => {
    const limit = Math.min(Number(c.req.query('limit') ?? 24) || 24, 100);
    const page = Math.max(Number(c.req.query('page') ?? 1) || 1, 1);
    const { rows } = await pool.query<{ video: VideoJson; total: string }>(
      `select ${VIDEO_JSON} as video, count(*) over () as total from videos v where v.published
        order by v.release_date desc, v.id limit $1 offset $2`,
      [limit, (page - 1) * limit],
    );
    return c.json(
      pageOf(
        { page, limit },
        rows.map((r) => summaryOf(r.video)),
        Number(rows[0]?.total ?? 0),
      ),
    );
  });
  return app;
}
