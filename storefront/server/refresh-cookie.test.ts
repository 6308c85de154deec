// @vitest-environment node
import {
  type AuthSession,
  createRequestCookieJar,
  readAuthCookie,
  writeAuthCookie,
} from '@reelcart/sdk';
import { describe, expect, it } from 'vitest';
import { REFRESH_PATH, withRefreshCookie } from './refresh-cookie';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.c2ln`;

const SESSION: AuthSession = {
  token: jwt({ sub: 'usr_1', exp: 1_000 }),
  refreshToken: 'refresh-old',
  username: 'shopper@reelcart.test',
  userid: 'usr_1',
  jwtExpiration: 1_000,
  isAffiliate: false,
  affiliateCode: null,
  hasPaymentInfo: false,
  userRole: null,
  role: null,
};
const NEW_TOKEN = jwt({ sub: 'usr_1', exp: 9_000, hasPaymentInfo: true });

function cookieHeader(session: AuthSession | null): string {
  const jar = createRequestCookieJar('');
  writeAuthCookie(jar, session);
  return jar
    .setCookieHeaders()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function refresh(body: unknown, cookie: string, path: string = REFRESH_PATH) {
  return new Request(`http://shop.test${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
}

const answering =
  (status: number, body: unknown = { token: NEW_TOKEN, refreshToken: 'refresh-new' }) =>
  async (request: Request) => {
    await request.json(); // the API still reads the body the wrapper looked at
    return Response.json(body, { status, headers: { 'x-api': 'yes' } });
  };

const options = { cookieDomain: '.shop.test', secure: () => true };

/** The session a response's Set-Cookie writes, or undefined when it writes none. */
function written(response: Response): { session: AuthSession | null; line: string } | undefined {
  const line = response.headers.getSetCookie().find((c) => c.startsWith('reelcart_auth='));
  if (!line) return undefined;
  return { session: readAuthCookie(createRequestCookieJar(line.split(';')[0])), line };
}

describe('a refresh presented from the auth cookie (issue 28)', () => {
  it('writes the refreshed session into the cookie with the answer, as the page would', async () => {
    const response = await withRefreshCookie(
      refresh({ refreshToken: 'refresh-old' }, cookieHeader(SESSION)),
      answering(200),
      options,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-api')).toBe('yes');
    expect(await response.json()).toEqual({ token: NEW_TOKEN, refreshToken: 'refresh-new' });
    const cookie = written(response);
    expect(cookie?.session).toEqual({
      ...SESSION,
      token: NEW_TOKEN,
      refreshToken: 'refresh-new',
      jwtExpiration: 9_000,
      hasPaymentInfo: true,
    });
    // The attributes the pages write it with: shared domain, Secure on https, a year, Lax.
    expect(cookie?.line).toMatch(/Domain=\.shop\.test/);
    expect(cookie?.line).toMatch(/; Secure/);
    expect(cookie?.line).toMatch(/SameSite=Lax/);
    expect(cookie?.line).toMatch(/Max-Age=31536000/);
  });

  it('keeps the refresh token when the answer sends none', async () => {
    const response = await withRefreshCookie(
      refresh({ refreshToken: 'refresh-old' }, cookieHeader(SESSION)),
      answering(200, { token: NEW_TOKEN }),
      options,
    );
    expect(written(response)?.session?.refreshToken).toBe('refresh-old');
  });

  it('leaves the cookie alone when another token was presented (the cookie moved on: never older)', async () => {
    const response = await withRefreshCookie(
      refresh({ refreshToken: 'refresh-elsewhere' }, cookieHeader(SESSION)),
      answering(200),
      options,
    );
    expect(response.status).toBe(200);
    expect(written(response)).toBeUndefined();
  });

  it('leaves it alone without an auth cookie (another site’s embed) or with a corrupt one', async () => {
    for (const cookie of ['', 'reelcart_auth=%7Bnot-json', 'other=1']) {
      const response = await withRefreshCookie(
        refresh({ refreshToken: 'refresh-old' }, cookie),
        answering(200),
        options,
      );
      expect(written(response)).toBeUndefined();
    }
  });

  it('passes refusals, malformed answers and bodies through untouched', async () => {
    for (const [status, body] of [
      [401, { message: 'Refresh token reused', code: 'UNAUTHORIZED' }],
      [503, { message: 'down' }],
      [200, { token: 'not-a-jwt' }],
      [200, { nothing: true }],
    ] as const) {
      const response = await withRefreshCookie(
        refresh({ refreshToken: 'refresh-old' }, cookieHeader(SESSION)),
        answering(status, body),
        options,
      );
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual(body);
      expect(written(response)).toBeUndefined();
    }
    const garbage = await withRefreshCookie(
      new Request(`http://shop.test${REFRESH_PATH}`, {
        method: 'POST',
        headers: { cookie: cookieHeader(SESSION) },
        body: '{not json',
      }),
      async () => Response.json({ message: 'Invalid body' }, { status: 400 }),
      options,
    );
    expect(garbage.status).toBe(400);
    expect(written(garbage)).toBeUndefined();
  });

  it('does nothing to other calls', async () => {
    const response = await withRefreshCookie(
      refresh({ refreshToken: 'refresh-old' }, cookieHeader(SESSION), '/api/auth/login'),
      answering(200),
      options,
    );
    expect(written(response)).toBeUndefined();
  });
});
