import { TRACKING_LIMITS } from '@reelcart/contract/store';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { TRACKING_RATE_LIMIT } from '../accounts/profile';
import { trackingEvents } from '../schema';

/**
 * Issue 29, item 14: an anonymous `POST /api/user/log` stored 230 KB of metadata in one call, with
 * no rate limit. Every metadata field now has a bound in the contract, unknown keys are dropped,
 * and the call is rate-limited per client address (counted before the body is parsed).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

const from = (address: string) => ({ 'x-forwarded-for': address });
const event = (metadata: Record<string, unknown>, referralCode = 'REELPAID') => ({
  referralCode,
  action: 'click',
  metadata: { timestamp: new Date().toISOString(), ...metadata },
});
const storedFor = async (code: string) =>
  server.db
    .select()
    .from(trackingEvents)
    .where(eq(trackingEvents.referralCode, code))
    .orderBy(desc(trackingEvents.id));

describe('POST /api/user/log stores bounded metadata only', () => {
  it('refuses a field beyond its bound (230 KB of name) with a 400 naming it', async () => {
    const res = await server.request('POST', '/api/user/log', {
      body: event({ name: 'x'.repeat(230 * 1024) }),
      headers: from('192.0.2.10'),
    });
    expect(res.status).toBe(400);
    expect(res.json.field).toBe('metadata.name');
  });

  it('drops keys the contract does not know, so padding is never stored', async () => {
    const padding = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [`k${i}`, 'y'.repeat(1000)]),
    );
    const res = await server.request('POST', '/api/user/log', {
      body: event({ source: 'banner', ...padding }, 'PADDED'),
      headers: from('192.0.2.11'),
    });
    expect(res.status, res.text).toBe(200);
    const [row] = await storedFor('PADDED');
    expect(row?.metadata).toEqual({ timestamp: expect.any(String), source: 'banner' });
  });

  it('keeps every field within its bound: the largest valid event stays a few KB', async () => {
    const L = TRACKING_LIMITS;
    const res = await server.request('POST', '/api/user/log', {
      body: event(
        {
          source: 's'.repeat(L.source),
          landingPage: `/${'p'.repeat(L.landingPage - 1)}`,
          productId: 'i'.repeat(L.productId),
          name: 'n'.repeat(L.name),
          userId: 'u'.repeat(L.userId),
          cartId: 'c'.repeat(L.cartId),
          visitorId: 'v'.repeat(L.visitorId),
          price: 2_147_483_647,
          total: 2_147_483_647,
          items: L.items,
        },
        'L'.repeat(L.referralCode),
      ),
      headers: from('192.0.2.12'),
    });
    expect(res.status, res.text).toBe(200);
    const [row] = await storedFor('L'.repeat(L.referralCode));
    expect(JSON.stringify(row?.metadata).length).toBeLessThan(4 * 1024);
  });
});

describe('POST /api/user/log is rate-limited per address', () => {
  it('answers 429 with Retry-After past the limit, counting invalid events too; others unaffected', async () => {
    for (let i = 0; i < TRACKING_RATE_LIMIT.max; i++) {
      const res = await server.request('POST', '/api/user/log', {
        body: i % 2 === 0 ? event({}) : { nonsense: true },
        headers: from('198.51.100.40'),
      });
      expect(res.status).toBe(i % 2 === 0 ? 200 : 400);
    }
    const limited = await server.request('POST', '/api/user/log', {
      body: event({}),
      headers: from('198.51.100.40'),
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await server.request('POST', '/api/user/log', {
      body: event({}),
      headers: from('198.51.100.41'),
    });
    expect(other.status).toBe(200);
  });
});
