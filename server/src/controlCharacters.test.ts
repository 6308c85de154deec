import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from './platform/deps';
import { type Session, startTestServer, type TestServer } from './testing/harness';

/**
 * Issue 29, item 9: a NUL byte (`\u0000` in JSON, `%00` in a query or a path) gave a 500 on ten
 * endpoints, `version: 2147483648` on an admin update gave a 500, and each 500 logged the failed
 * SQL with its parameters. The contract now refuses control characters and out-of-range integers
 * (400 naming the field), and a database data exception (SQLSTATE 22xxx) that still gets through
 * is a 400, never a 500.
 */
const logged: string[] = [];
const capture: Logger = {
  info: (m, d) => logged.push(`${m} ${JSON.stringify(d ?? {})}`),
  warn: (m, d) => logged.push(`${m} ${JSON.stringify(d ?? {})}`),
  error: (m, d) => logged.push(`${m} ${JSON.stringify(d ?? {})}`),
};

let server: TestServer;
let shopper: Session;
let admin: Session;
beforeAll(async () => {
  server = await startTestServer({}, { logger: capture });
  shopper = await server.newShopper();
  admin = await server.sessionOf('admin');
}, 120_000);
afterAll(() => server.close());

const NUL = '\u0000';

describe('a NUL byte is a 400 on the endpoints that gave a 500', () => {
  const cases: [string, string, string, { body?: unknown; auth?: 'shopper' }][] = [
    ['login', 'POST', '/api/auth/login', { body: { email: `a${NUL}@x.test`, password: 'x' } }],
    [
      'register',
      'POST',
      '/api/auth/register',
      { body: { email: `nul${NUL}@example.test`, password: 'long-enough-1' } },
    ],
    [
      'contact',
      'POST',
      '/api/contact',
      {
        body: {
          name: `N${NUL}`,
          email: 'nul@example.test',
          subject: 'Hello',
          message: `A message ${NUL} with a NUL`,
        },
      },
    ],
    [
      'report',
      'POST',
      '/api/report',
      { body: { url: '/videos/x', reason: 'other', details: `Details ${NUL} with a NUL` } },
    ],
    ['search', 'GET', '/api/search?q=%00', {}],
    ['videos?q=', 'GET', '/api/videos?q=a%00b', {}],
    ['a video slug in the path', 'GET', '/api/videos/a%00b', {}],
    ['coupon validation', 'GET', '/api/coupons/validate?code=A%00B', {}],
    ['coupon for a biller', 'GET', '/api/coupons/validate-payment-method?code=A&billerId=%00', {}],
    [
      'validate-lite',
      'POST',
      '/api/cart/validate-lite',
      { body: { productIds: [`p${NUL}`] }, auth: 'shopper' },
    ],
    [
      'tracking log',
      'POST',
      '/api/user/log',
      { body: { referralCode: `R${NUL}`, action: 'click', metadata: { timestamp: 'now' } } },
    ],
    ['a product id in the path', 'GET', '/api/products/p%00', {}],
  ];

  it.each(cases)('%s', async (_name, method, path, { body, auth }) => {
    const res = await server.request(method, path, {
      ...(body === undefined ? {} : { body }),
      token: auth === 'shopper' ? shopper.token : null,
    });
    expect(res.status, res.text).toBe(400);
  });

  it('other control characters too (a tab in a one-line field, an escape code)', async () => {
    const tab = await server.request('POST', '/api/auth/login', {
      body: { email: 'a\t@x.test', password: 'x' },
    });
    const ansi = await server.request('GET', '/api/videos?q=%1B%5B2J');
    expect([tab.status, ansi.status]).toEqual([400, 400]);
  });

  it('keeps line breaks where a field holds several lines', async () => {
    const res = await server.request('POST', '/api/contact', {
      body: {
        name: 'Ada',
        email: 'ada@example.test',
        subject: 'Two lines',
        message: 'First line,\r\nsecond line.',
      },
    });
    expect(res.status, res.text).toBe(200);
  });
});

describe('integers beyond what the database stores', () => {
  it('version 2147483648 on an admin update is a 400 naming the field', async () => {
    const res = await server.request('PUT', '/api/admin/users/usr_shopper', {
      token: admin.token,
      body: { role: 'user', isAffiliate: false, displayName: null, version: 2_147_483_648 },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.json.field).toBe('version');
  });
});

describe('a data exception from the database is a 400, and its parameters are never logged', () => {
  it('a NUL in a path the contract does not parse reaches SQL: 400, logged without values', async () => {
    logged.length = 0;
    const res = await server.request('GET', '/api/creatives/secret%00value/0123456789abcdef.png');
    expect(res.status, res.text).toBe(400);
    expect(res.json.code).toBe('INVALID_VALUE');
    expect(logged.join('\n')).toContain('GET /api/creatives/:id/:file');
    expect(logged.join('\n')).not.toContain('secret');
  });
});
