import { AdminCoupon, AdminCouponList } from '@reelcart/contract/admin';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { walkPages } from '../../testing/pages';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await server.sessionOf('admin')).token;
}, 120_000);
afterAll(() => server.close());

const body = (over: Record<string, unknown> = {}) => ({
  code: 'spring-25',
  discountType: 'percent',
  percentOff: 25,
  amountOffCents: null,
  appliesToGateway: [],
  startsAt: null,
  expiresAt: null,
  usageLimit: null,
  perUserLimit: null,
  minSubtotalCents: null,
  active: true,
  ...over,
});

const call = (method: string, path: string, json?: unknown) =>
  server.request(method, path, { token, ...(json === undefined ? {} : { body: json }) });

describe('/api/admin/coupons', () => {
  it('creates a coupon with its code upper case, refusing the same code in any case', async () => {
    const res = await call('POST', '/api/admin/coupons', body());
    expect(res.status).toBe(200);
    const created = AdminCoupon.parse(res.json);
    expect(created).toMatchObject({ code: 'SPRING-25', state: 'active', version: 1 });
    expect(created.history[0]).toMatchObject({
      action: 'create',
      actorEmail: 'admin@reelcart.test',
    });
    const again = await call('POST', '/api/admin/coupons', body({ code: ' Spring-25 ' }));
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ field: 'code' });
  });

  // Invariant (issue 33's sortable columns): for any sort key, direction and page size, the pages
  // walked in turn hold every coupon exactly once, ordered by the key in that direction (creation
  // and end times as values, nulls together; codes as the exact reverse of the other direction).
  it('sorts by code, creation or end date, either way, across pages', async () => {
    type Row = { code: string; expiresAt: string | null };
    const all = (sort: string, dir: string, limit: number) =>
      walkPages<Row>(server, token, `/api/admin/coupons?sort=${sort}&dir=${dir}`, limit);
    const everyone = (await all('created', 'desc', 100)).map((r) => r.code).sort();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('code', 'created', 'expires'),
        fc.constantFrom('asc', 'desc'),
        fc.integer({ min: 1, max: 5 }),
        async (sort, dir, limit) => {
          const rows = await all(sort, dir, limit);
          expect(rows.map((r) => r.code).sort()).toEqual(everyone);
          if (sort === 'expires') {
            const dated = rows
              .filter((r) => r.expiresAt !== null)
              .map((r) => Date.parse(r.expiresAt ?? ''));
            const sorted = [...dated].sort((a, b) => (dir === 'asc' ? a - b : b - a));
            expect(dated).toEqual(sorted);
          } else {
            const other = await all(sort, dir === 'asc' ? 'desc' : 'asc', 100);
            expect(rows.map((r) => r.code)).toEqual(other.map((r) => r.code).reverse());
          }
        },
      ),
      { numRuns: 10 },
    );
    expect((await call('GET', '/api/admin/coupons?sort=discount')).status).toBe(400);
  });

  it('validates with clear messages on the fields', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ percentOff: 0 }, 'percentOff'],
      [{ percentOff: 101 }, 'percentOff'],
      [{ discountType: 'amount', percentOff: null, amountOffCents: null }, 'amountOffCents'],
      [{ appliesToGateway: ['no-such-gateway'] }, 'appliesToGateway'],
      [{ startsAt: '2026-05-02T00:00:00Z', expiresAt: '2026-05-01T00:00:00Z' }, 'expiresAt'],
      [{ usageLimit: 0 }, 'usageLimit'],
      [{ code: 'a b' }, 'code'],
    ];
    for (const [over, field] of cases) {
      const res = await call('POST', '/api/admin/coupons', body({ code: 'VALID1', ...over }));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(String(res.json.field)).toContain(field);
    }
  });

  it('edits at a version (a stale one is a 409), audit-logged, keeping one discount kind', async () => {
    const created = AdminCoupon.parse(
      (await call('POST', '/api/admin/coupons', body({ code: 'EDITME' }))).json,
    );
    const path = `/api/admin/coupons/${created._id}`;
    const saved = await call(
      'PUT',
      path,
      body({
        code: 'EDITME',
        discountType: 'amount',
        percentOff: 10,
        amountOffCents: 300,
        appliesToGateway: ['test-crypto'],
        perUserLimit: 1,
        version: 1,
      }),
    );
    expect(saved.status).toBe(200);
    const edited = AdminCoupon.parse(saved.json);
    expect(edited).toMatchObject({
      version: 2,
      discountType: 'amount',
      percentOff: null,
      amountOffCents: 300,
      appliesToGateway: ['test-crypto'],
    });
    expect(edited.history[0]?.changes.map((c) => c.field).sort()).toEqual([
      'amountOffCents',
      'appliesToGateway',
      'perUserLimit',
      'percentOff',
    ]);
    const stale = await call('PUT', path, body({ code: 'EDITME', version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ code: 'STALE_VERSION' });
  });

  it('lists with search, the active filter, states and usage figures', async () => {
    const list = AdminCouponList.parse((await call('GET', '/api/admin/coupons?limit=100')).json);
    const byCode = new Map(list.items.map((c) => [c.code, c]));
    expect(byCode.get('EXPIRED')?.state).toBe('expired');
    expect(byCode.get('WELCOME10')?.state).toBe('active');
    expect(byCode.get('SPRING15')?.state).toBe('scheduled');
    expect(byCode.get('RETIRED')?.state).toBe('inactive');
    expect(byCode.get('LAUNCH10')).toMatchObject({ state: 'used-up', usage: { timesUsed: 3 } });
    expect(byCode.get('FIRST10')?.usage).toMatchObject({ timesUsed: 5, distinctUsers: 5 });
    expect(byCode.get('WELCOME10')?.usage.timesUsed).toBeGreaterThan(10);
    const searched = AdminCouponList.parse((await call('GET', '/api/admin/coupons?q=welc')).json);
    expect(searched.items.map((c) => c.code)).toEqual(['WELCOME10']);
    const inactive = AdminCouponList.parse(
      (await call('GET', '/api/admin/coupons?active=false&limit=100')).json,
    );
    expect(inactive.items.every((c) => !c.active)).toBe(true);
    for (const c of list.items) {
      expect(c.usage.discountCents).toBeGreaterThanOrEqual(0);
      expect(c.usage.distinctUsers).toBeLessThanOrEqual(c.usage.timesUsed);
    }
  });

  it('counts a paid order in the usage figures', async () => {
    const created = AdminCoupon.parse(
      (await call('POST', '/api/admin/coupons', body({ code: 'COUNTME', percentOff: 50 }))).json,
    );
    const shopper = await server.newShopper();
    const cart = (
      await server.request('POST', '/api/cart', {
        token: shopper.token,
        body: { products: ['prd_0034_own_4k'], cartVersion: null, appliedCoupon: created._id },
      })
    ).json.cart as { _id: string; version: number };
    const paid = await server.request('POST', '/api/checkout', {
      token: shopper.token,
      body: {
        cartId: cart._id,
        cartVersion: cart.version,
        billerId: 'test-card',
        idempotencyKey: 'count-me',
      },
    });
    expect(paid.json.status).toBe('paid');
    const after = AdminCoupon.parse((await call('GET', `/api/admin/coupons/${created._id}`)).json);
    expect(after.usage.timesUsed).toBe(1);
    expect(after.usage.distinctUsers).toBe(1);
    expect(after.usage.discountCents).toBeGreaterThan(0);
    expect(after.usage.revenueCents).toBeGreaterThan(0);
  });
});
