import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorApp } from '../../scripts/floor/floorApp';
import { startTestServer, type TestServer } from './harness';
import { suiteOnPostgres, testPool } from './postgres';

/**
 * The floor benchmark (issue 34) compares the API with a bare handler of each call; the comparison
 * is fair only if the floor answers what the API answers. Its cart answers were ids only (151 bytes
 * against 1,389): here GET and POST /api/cart of the floor equal the API's, line by line, video by
 * video, coupon and all (PostgreSQL: the floor is a `pg` pool).
 */
let server: TestServer | undefined;
let pool: pg.Pool | undefined;
beforeAll(async () => {
  if (!suiteOnPostgres()) return;
  server = await startTestServer();
  if (!server.url) return;
  pool = testPool(server.url, 2);
}, 120_000);
afterAll(async () => {
  await pool?.end();
  await server?.close();
});

const COUPON = 'cpn_welcome10';

describe('the floor’s cart answers', () => {
  it('are the API’s, byte for byte but the validation the floor does not do', async (context) => {
    if (!server || !pool) return context.skip();
    const api = server;
    const floor = floorApp(pool, api.config.jwtSecret);
    const shopper = await api.newShopper();
    const auth = { authorization: `Bearer ${shopper.token}` };
    const { rows } = await pool.query<{ id: string }>(
      `select p.id from products p join videos v on v.id = p.video_id
        where p.enabled and v.published order by p.id limit 4`,
    );
    const ids = rows.map((r) => r.id);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    const filled = await api.request('POST', '/api/cart', {
      token: shopper.token,
      body: { products: ids.slice(0, 3), cartVersion: null, appliedCoupon: COUPON },
    });
    expect(filled.status, filled.text).toBe(200);

    const fromApi = await api.request('GET', '/api/cart', { token: shopper.token });
    const fromFloor = await floor.request('/api/cart', { headers: auth });
    const floorText = await fromFloor.text();
    expect(JSON.parse(floorText).cart).toEqual(fromApi.json.cart);
    expect(Math.abs(floorText.length - fromApi.text.length)).toBeLessThan(40);

    // A versioned push on the floor: its answer is the cart the API then reads.
    const version = (fromApi.json.cart as { version: number }).version;
    const pushed = await floor.request('/api/cart', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ products: [ids[1], ids[3], ids[0]], cartVersion: version }),
    });
    expect(pushed.status).toBe(200);
    const after = await api.request('GET', '/api/cart', { token: shopper.token });
    const pushedCart = ((await pushed.json()) as { cart: unknown }).cart;
    expect(pushedCart).toEqual(after.json.cart);
    expect(
      (after.json.cart as { products: Array<{ _id: string }> }).products.map((p) => p._id),
    ).toEqual([ids[1], ids[3], ids[0]]);
  });
});

describe('the floor’s video answers', () => {
  it('are the API’s: a page of the list and one video, with their studio, series, actresses and categories', async (context) => {
    if (!server || !pool) return context.skip();
    const floor = floorApp(pool, server.config.jwtSecret);
    const listed = await server.request('GET', '/api/videos?limit=24&page=2');
    expect(listed.status).toBe(200);
    const fromFloor = await floor.request('/api/videos?limit=24&page=2');
    const floorText = await fromFloor.text();
    expect(JSON.parse(floorText)).toEqual(listed.json);
    expect(floorText.length).toBe(listed.text.length);
    const slug = (listed.json.items as Array<{ slug: string }>)[3]?.slug ?? '';
    const one = await server.request('GET', `/api/videos/${slug}`);
    expect(one.status).toBe(200);
    expect(await (await floor.request(`/api/videos/${slug}`)).json()).toEqual(one.json);
  });
});
