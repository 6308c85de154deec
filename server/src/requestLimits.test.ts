import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the body limit and CORS of the API (issue 34: both before the handler)', () => {
  it('refuses a body over 256 KB with 413, and still serves GETs', async () => {
    const shopper = await server.newShopper();
    const big = await server.request('POST', '/api/cart', {
      token: shopper.token,
      rawBody: JSON.stringify({ products: [], pad: 'x'.repeat(300 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect(big.json.code).toBe('PAYLOAD_TOO_LARGE');
    const read = await server.request('GET', '/api/cart', { token: shopper.token });
    expect(read.status).toBe(200);
  });

  it('reflects the origin and varies on it, on answers and errors alike', async () => {
    for (const path of ['/api/videos?limit=2', '/api/cart', '/api/nowhere']) {
      const res = await server.request('GET', path, {
        headers: { origin: 'https://shop.example' },
      });
      expect(res.headers.get('access-control-allow-origin')).toBe('https://shop.example');
      expect(res.headers.get('vary')).toBe('Origin');
    }
    const preflight = await server.request('OPTIONS', '/api/cart', {
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'Authorization,Content-Type',
    );
  });
});
