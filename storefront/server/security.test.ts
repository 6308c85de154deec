// @vitest-environment node
// (happy-dom's Request drops the forbidden headers this test sends: Origin, Host, Sec-Fetch-Site.)
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  crossSiteFormGuard,
  HSTS_VALUE,
  type SecurityOptions,
  securityFromEnv,
  securityHeaders,
} from './security';

type Env = { Variables: { secureHeadersNonce?: string } };

/** A page-like app behind the middleware; `peer` stands for the socket peer. */
function appWith(options: Partial<SecurityOptions> = {}, peer?: string) {
  const app = new Hono<Env>();
  for (const handler of securityHeaders({ mode: 'production', peerOf: () => peer, ...options })) {
    app.use('*', handler);
  }
  app.use('*', crossSiteFormGuard());
  app.get('/', (c) => c.html(`<script nonce="${c.get('secureHeadersNonce')}">1</script>`));
  app.post('/contact', (c) => c.text('stored'));
  return app;
}

const scriptSrc = (csp: string | null) =>
  csp
    ?.split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src'));

describe('security headers', () => {
  it('a CSP whose scripts need a fresh per-request nonce, never unsafe-inline', async () => {
    const app = appWith();
    const [a, b] = [await app.request('http://localhost/'), await app.request('http://localhost/')];
    const csp = a.headers.get('content-security-policy');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const src = scriptSrc(csp) ?? '';
    expect(src).not.toContain('unsafe-inline');
    const nonce = /'nonce-([^']+)'/.exec(src)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
    expect(await a.text()).toContain(`nonce="${nonce}"`);
    expect(scriptSrc(b.headers.get('content-security-policy'))).not.toBe(src);
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('x-frame-options')).toBe('DENY');
    expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('only reports in development (Vite injects scripts of its own)', async () => {
    const res = await appWith({ mode: 'development' }).request('http://localhost/');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('content-security-policy-report-only')).toContain("'nonce-");
  });

  it('allows the API origin (API_URL) for calls and art', async () => {
    const res = await appWith(securityFromEnv({ API_URL: 'https://api.example.com/v1' })).request(
      'http://localhost/',
    );
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.example\.com/);
  });

  it('HSTS only over https: X-Forwarded-Proto from a local or listed proxy, never from anyone', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const hsts = async (
      options: Partial<SecurityOptions>,
      peer: string | undefined,
      h: Record<string, string> = https,
    ) =>
      (await appWith(options, peer).request('http://shop.test/', { headers: h })).headers.get(
        'strict-transport-security',
      );
    expect(await hsts({}, '127.0.0.1')).toBe(HSTS_VALUE);
    expect(await hsts({}, '127.0.0.1', {})).toBeNull();
    expect(await hsts({}, '203.0.113.7')).toBeNull();
    expect(await hsts({ trustedProxies: ['10.0.0.2'] }, '10.0.0.2')).toBe(HSTS_VALUE);
    expect(await hsts({ hsts: 'off' }, '127.0.0.1')).toBeNull();
    expect(await hsts({ hsts: 'on' }, '203.0.113.7', {})).toBe(HSTS_VALUE);
    expect(
      (await appWith().request('https://shop.test/')).headers.get('strict-transport-security'),
    ).toBe(HSTS_VALUE);
  });
});

describe('cross-site form posts', () => {
  const post = (headers: Record<string, string>) =>
    appWith().request('http://shop.test/contact', {
      method: 'POST',
      headers: {
        host: 'shop.test',
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      body: 'message=hi',
    });

  it('refuses a cross-site or same-site post by Sec-Fetch-Site', async () => {
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('without Sec-Fetch-Site, by Origin; with neither (not a browser form) it passes', async () => {
    expect((await post({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ origin: 'null' })).status).toBe(403);
    expect((await post({ origin: 'http://shop.test' })).status).toBe(200);
    expect((await post({})).status).toBe(200);
  });

  it('never blocks reads', async () => {
    const res = await appWith().request('http://shop.test/', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(200);
  });
});
