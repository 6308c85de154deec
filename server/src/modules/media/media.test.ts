import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Session, startTestServer, type TestServer } from '../../testing/harness';
import { sampleMediaFolder } from './storage';

let server: TestServer;
let shopper: Session;
beforeAll(async () => {
  server = await startTestServer();
  shopper = await server.login('shopper');
}, 120_000);
afterAll(() => server.close());
afterEach(() => server.clock.setOffset(0));

const HD = readFileSync(join(sampleMediaFolder(), 'HD.mp4'));
const HOUR = 3_600_000;

async function mediaUrl(session: Session, productId: string, purpose = 'stream') {
  return server.request('POST', `/api/media/${productId}/url`, {
    token: session.token,
    body: { purpose },
  });
}
async function urlOf(session: Session, productId: string, purpose = 'stream') {
  const res = await mediaUrl(session, productId, purpose);
  expect(res.status, res.text).toBe(200);
  return res.json.url as string;
}
async function get(url: string, headers: Record<string, string> = {}) {
  const res = await server.app.request(url, { headers });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}
/** A new shopper who bought these products with the test gateway. */
async function buyer(...productIds: string[]): Promise<Session> {
  const session = await server.newShopper();
  const pushed = await server.request('POST', '/api/cart', {
    token: session.token,
    body: { products: productIds, cartVersion: null, state: 'active' },
  });
  const cart = pushed.json.cart as { _id: string; version: number };
  const paid = await server.request('POST', '/api/checkout', {
    token: session.token,
    body: {
      cartId: cart._id,
      cartVersion: cart.version,
      billerId: 'test-card',
      idempotencyKey: `media-${Math.random()}`,
      paymentDetails: { cardNumber: '4242424242424242' },
    },
  });
  expect(paid.status, paid.text).toBe(200);
  return session;
}

describe('media URLs and Range', () => {
  it('streams an owned video: 200 with the whole file, video/mp4, Accept-Ranges', async () => {
    const { res, body } = await get(await urlOf(shopper, 'prd_0001_own_hd'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-length')).toBe(String(HD.length));
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(body.equals(HD)).toBe(true);
  });

  it('answers a bounded, an open-ended and a suffix range with 206 and the right bytes', async () => {
    const url = await urlOf(shopper, 'prd_0001_own_hd');
    const size = HD.length;
    for (const [header, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, size - 1],
      ['bytes=-50', size - 50, size - 1],
      [`bytes=${size - 10}-${size + 500}`, size - 10, size - 1],
    ] as const) {
      const { res, body } = await get(url, { range: header });
      expect(res.status, header).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers.get('content-length')).toBe(String(end - start + 1));
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(body.equals(HD.subarray(start, end + 1))).toBe(true);
    }
  });

  it('answers an unsatisfiable range with 416 and the size', async () => {
    const url = await urlOf(shopper, 'prd_0001_own_hd');
    for (const header of [`bytes=${HD.length}-`, 'bytes=-0']) {
      const { res } = await get(url, { range: header });
      expect(res.status, header).toBe(416);
      expect(res.headers.get('content-range')).toBe(`bytes */${HD.length}`);
    }
  });

  it('a download is an attachment named from the title and resolution', async () => {
    const res = await mediaUrl(shopper, 'prd_0001_own_hd', 'download');
    expect(res.status).toBe(200);
    const filename = res.json.filename as string;
    expect(filename).toMatch(/^[a-z0-9-]+-hd\.mp4$/);
    const { res: file } = await get(res.json.url as string);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"`);
    expect(file.headers.get('content-type')).toBe('video/mp4');
    const head = await server.app.request(res.json.url as string, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(HD.length));
  });

  it('a tampered URL answers 403', async () => {
    const url = new URL(await urlOf(shopper, 'prd_0001_own_hd'), 'http://x');
    const sig = url.searchParams.get('sig') ?? '';
    const tampered = [
      ['sig', `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`],
      ['r', '4K'],
      ['u', 'usr_affiliate'],
      ['purpose', 'download'],
      ['exp', String(Number(url.searchParams.get('exp')) + 3600)],
      ['sig', ''],
    ] as const;
    for (const [name, value] of tampered) {
      const changed = new URL(url);
      changed.searchParams.set(name, value);
      const { res } = await get(`${changed.pathname}${changed.search}`);
      expect(res.status, name).toBe(403);
    }
    // Another product under the same signature.
    const other = `${url.pathname.replace('prd_0001_own_hd', 'prd_0001_own_4k')}${url.search}`;
    expect((await get(other)).res.status).toBe(403);
  });

  it('an expired URL answers 403 (server clock moved past its expiry)', async () => {
    const res = await mediaUrl(shopper, 'prd_0001_own_hd');
    const url = res.json.url as string;
    expect(Date.parse(res.json.expiresAt as string) - Date.now()).toBeLessThanOrEqual(
      server.config.media.urlTtlSeconds * 1000,
    );
    server.clock.setOffset(server.config.media.urlTtlSeconds * 1000 + 1000);
    const { res: file } = await get(url);
    expect(file.status).toBe(403);
    expect(JSON.parse((await get(url)).body.toString()).code).toBe('FORBIDDEN');
  });
});

describe('entitlement at request time', () => {
  it('a rental: its URL never outlives it, and once it ended both the URL and a new one answer 403', async () => {
    const session = await buyer('prd_0150_rental');
    const videos = await server.request('GET', '/api/user/videos', { token: session.token });
    const rental = (videos.json.items as { expiresAt: string; active: boolean }[])[0];
    const end = Date.parse(rental?.expiresAt ?? '');
    expect(rental?.active).toBe(true);

    // One minute before the end: the URL ends with the rental, not after the usual lifetime.
    server.clock.setOffset(end - Date.now() - 60_000);
    const near = await mediaUrl(session, 'prd_0150_rental');
    expect(near.status).toBe(200);
    expect(Date.parse(near.json.expiresAt as string)).toBeLessThanOrEqual(end);
    server.clock.setOffset(0);
    const url = await urlOf(session, 'prd_0150_rental');
    expect((await get(url, { range: 'bytes=0-9' })).res.status).toBe(206);

    // Past the end.
    server.clock.setOffset(73 * HOUR);
    expect((await get(url)).res.status).toBe(403);
    expect((await mediaUrl(session, 'prd_0150_rental')).status).toBe(403);
    const after = await server.request('GET', '/api/user/videos', { token: session.token });
    expect((after.json.items as { active: boolean }[])[0]?.active).toBe(false);
  });

  it('respects the product flags: a rental cannot be downloaded', async () => {
    expect((await mediaUrl(shopper, 'prd_0002_rental', 'download')).status).toBe(403);
    expect((await mediaUrl(shopper, 'prd_0002_rental', 'stream')).status).toBe(200);
  });

  it('owning a higher resolution covers a lower one, not the other way round', async () => {
    const session = await buyer('prd_0151_own_fhd');
    expect((await mediaUrl(session, 'prd_0151_own_sd')).status).toBe(200);
    expect((await mediaUrl(session, 'prd_0151_own_hd')).status).toBe(200);
    expect((await mediaUrl(session, 'prd_0151_own_4k')).status).toBe(403);
    // The seeded shopper owns vid_0001 in HD only.
    expect((await mediaUrl(shopper, 'prd_0001_own_fhd')).status).toBe(403);
  });

  it("another user's URL does not work for a video they hold not; unknown products are 404", async () => {
    const stranger = await server.newShopper();
    expect((await mediaUrl(stranger, 'prd_0001_own_hd')).status).toBe(403);
    expect((await mediaUrl(stranger, 'prd_9999_own_hd')).status).toBe(404);
    expect(
      (
        await server.request('POST', '/api/media/prd_0001_own_hd/url', {
          body: { purpose: 'stream' },
        })
      ).status,
    ).toBe(401);
  });

  it('a revoked holding (e.g. a refund) stops a URL already issued', async () => {
    const session = await buyer('prd_0152_own_hd');
    const url = await urlOf(session, 'prd_0152_own_hd');
    expect((await get(url)).res.status).toBe(200);
    const { ownedProducts } = await import('../schema');
    const { eq, and } = await import('drizzle-orm');
    const me = await server.request('GET', '/api/auth/user', { token: session.token });
    await server.db
      .delete(ownedProducts)
      .where(
        and(
          eq(ownedProducts.userId, me.json.id as string),
          eq(ownedProducts.productId, 'prd_0152_own_hd'),
        ),
      );
    expect((await get(url)).res.status).toBe(403);
  });
});

describe('the test clock hook', () => {
  it('is not mounted unless TEST_CLOCK is on', async () => {
    const res = await server.request('POST', '/api/testing/clock', { body: { offsetSeconds: 1 } });
    expect(res.status).toBe(404);
  });
});

describe('media storage adapters', () => {
  it('with an S3-compatible store, the checked URL redirects to a presigned GET', async () => {
    const { createApp } = await import('../../app');
    const { s3Storage } = await import('./storage');
    const app = createApp({
      db: server.db,
      config: server.config,
      googleKeys: server.google.keys,
      mediaStorage: s3Storage({
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        bucket: 'media',
        prefix: 'videos/',
        accessKeyId: 'key',
        secretAccessKey: 'secret-key',
        forcePathStyle: true,
      }),
    });
    const issued = await app.request('/api/media/prd_0001_own_hd/url', {
      method: 'POST',
      headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ purpose: 'download' }),
    });
    const { url, filename } = (await issued.json()) as { url: string; filename: string };
    const res = await app.request(url);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(
      'http://127.0.0.1:9000/media/videos/vid_0001/HD.mp4',
    );
    expect(location.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="${filename}"`,
    );
    expect(location.searchParams.get('response-content-type')).toBe('video/mp4');
    expect(Number(location.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(
      server.config.media.urlTtlSeconds,
    );
    expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // The check still comes first: a tampered URL is refused before any redirect.
    expect((await app.request(url.replace('sig=', 'sig=x'))).status).toBe(403);
  });

  it('the test clock hook moves the clock when TEST_CLOCK is on', async () => {
    const { createApp } = await import('../../app');
    const { createClock } = await import('../../platform/clock');
    const clock = createClock();
    const app = createApp({
      db: server.db,
      config: { ...server.config, testClock: true },
      googleKeys: server.google.keys,
      clock,
    });
    const res = await app.request('/api/testing/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offsetSeconds: 3600 }),
    });
    expect(res.status).toBe(200);
    expect(clock.offsetMs()).toBe(3_600_000);
  });
});
