/**
 * The floor of the floor benchmark (issue 34): the least a handler for each measured call can do
 * with the API's own stack — Hono on @hono/node-server, a `pg` pool of 10, jose HS256 for the
 * authenticated calls (the API's issuer, audience and algorithm), one SQL statement per call and
 * a JSON answer. No validation, no logging, no middleware: what the API costs above this is its own.
 */
import { Hono } from 'hono';
import { jwtVerify } from 'jose';
import type pg from 'pg';

const VIDEO_COLUMNS = `v.id, v.slug, v.title, v.description, v.release_date, v.duration_minutes,
  v.featured, v.artwork_url,
  coalesce((select json_agg(json_build_object('_id', p.id, 'orderType', p.order_type,
    'resolution', p.resolution, 'priceCents', p.price_cents) order by p.id)
    from products p where p.video_id = v.id and p.enabled), '[]') as products`;

const CART = `select c.id, c.version, c.state, c.coupon_id,
  coalesce(json_agg(i.product_id order by i.position) filter (where i.product_id is not null), '[]')
    as products
  from carts c left join cart_items i on i.cart_id = c.id
  where c.user_id = $1 and c.state in ('active', 'checkout') group by c.id`;

// One statement: the versioned update, then the lines replaced (a data-modifying CTE each; they see
// one snapshot, so lines that stay are upserted rather than deleted and inserted again).
const PUSH = `with c as (
    update carts set version = version + 1, updated_at = now()
     where user_id = $1 and state in ('active', 'checkout') and version = $2
     returning id, version),
  d as (delete from cart_items where cart_id in (select id from c) and product_id <> all($3::text[])),
  i as (insert into cart_items (cart_id, product_id, position)
        select c.id, p.id, p.ord - 1 from c, unnest($3::text[]) with ordinality as p(id, ord)
        on conflict (cart_id, product_id) do update set position = excluded.position)
  select id, version from c`;

interface CartRow {
  id: string;
  version: number;
  products: string[];
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
  const cartAnswer = (row: CartRow) => ({
    cart: { _id: row.id, version: row.version, products: row.products.map((_id) => ({ _id })) },
  });

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
    const { rows } = await pool.query<{ id: string; version: number }>(PUSH, [
      user,
      body.cartVersion,
      body.products,
    ]);
    const row = rows[0];
    if (!row) {
      // The rare path (a benchmark run ended with a push in flight): say the version, as the API does.
      const { rows: now } = await pool.query<{ version: number }>(
        `select version from carts where user_id = $1 and state in ('active', 'checkout')`,
        [user],
      );
      return c.json({ message: 'Cart version conflict', version: now[0]?.version ?? 0 }, 409);
    }
    return c.json(cartAnswer({ ...row, products: body.products }));
  });
  app.get('/api/videos/:slug', async (c) => {
    const { rows } = await pool.query(
      `select ${VIDEO_COLUMNS} from videos v where v.slug = $1 and v.published`,
      [c.req.param('slug')],
    );
    return rows[0] ? c.json({ video: rows[0] }) : c.json({ message: 'Not found' }, 404);
  });
  app.get('/api/videos', async (c) => {
    const limit = Math.min(Number(c.req.query('limit') ?? 24) || 24, 100);
    const page = Math.max(Number(c.req.query('page') ?? 1) || 1, 1);
    const { rows } = await pool.query(
      `select ${VIDEO_COLUMNS}, count(*) over () as total from videos v where v.published
        order by v.release_date desc, v.id limit $1 offset $2`,
      [limit, (page - 1) * limit],
    );
    return c.json({ videos: rows, total: Number(rows[0]?.total ?? 0) });
  });
  return app;
}
