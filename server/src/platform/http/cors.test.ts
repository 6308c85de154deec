import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { reflectOriginCors } from './cors';

function app() {
  const hono = new Hono();
  hono.use(
    '/api/*',
    reflectOriginCors({ allowHeaders: ['Authorization', 'Content-Type'], maxAge: 600 }),
  );
  hono.get('/api/json', (c) => c.json({ ok: true }));
  hono.get('/api/raw', () => new Response('raw', { headers: { 'content-type': 'text/plain' } }));
  hono.get('/api/fails', () => {
    throw new Error('boom');
  });
  hono.onError((_error, c) => c.json({ message: 'failed' }, 500));
  return hono;
}

describe('reflectOriginCors', () => {
  it('answers a preflight with the origin, methods, headers and max age', async () => {
    const res = await app().request('/api/json', {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(res.headers.get('access-control-allow-methods')).toBe(
      'GET,HEAD,PUT,POST,DELETE,PATCH,QUERY',
    );
    expect(res.headers.get('access-control-allow-headers')).toBe('Authorization,Content-Type');
    expect(res.headers.get('access-control-max-age')).toBe('600');
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it.each(['/api/json', '/api/raw', '/api/fails'])(
    'reflects the origin and varies on it on %s (JSON, a raw Response, an error)',
    async (path) => {
      const res = await app().request(path, { headers: { origin: 'https://shop.example' } });
      expect(res.headers.get('access-control-allow-origin')).toBe('https://shop.example');
      expect(res.headers.get('vary')).toBe('Origin');
      const bare = await app().request(path);
      expect(bare.headers.get('access-control-allow-origin')).toBeNull();
      expect(bare.headers.get('vary')).toBe('Origin');
    },
  );

  it('keeps the answer itself', async () => {
    const res = await app().request('/api/raw', { headers: { origin: 'https://a.example' } });
    expect(await res.text()).toBe('raw');
    expect(res.headers.get('content-type')).toBe('text/plain');
  });
});
