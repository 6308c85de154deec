import { contract } from '@reelcart/contract/store';
import type { Context, Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import { ApiError } from '../../platform/errors';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { parseRange } from './range';
import { mediaService } from './service';
import type { MediaStorage } from './storage';

/** Media URLs and the media they point at (docs/decisions/019-signed-media-urls.md). */
export function mediaRoutes(app: Hono<AppEnv>, deps: Deps, storage?: MediaStorage): void {
  const service = mediaService(deps, storage);
  mount(app, deps, contract.mediaUrl, service.mediaUrl);
  const serve = async (c: Context<AppEnv>) => {
    const productId = c.req.param('productId') ?? '';
    const { file, disposition } = await service.grantedFile(productId, c.req.query());
    const common: Record<string, string> = {
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    };
    if (file.kind === 'redirect') {
      return c.body(null, 302, { ...common, Location: file.url });
    }
    const headers: Record<string, string> = {
      ...common,
      'Content-Type': 'video/mp4',
      'Accept-Ranges': 'bytes',
      ...(disposition ? { 'Content-Disposition': disposition } : {}),
    };
    const range = parseRange(c.req.header('range'), file.size);
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${file.size}` });
    }
    const head = c.req.method === 'HEAD';
    if (range === null) {
      return new Response(head ? null : file.read(), {
        status: 200,
        headers: { ...headers, 'Content-Length': String(file.size) },
      });
    }
    return new Response(head ? null : file.read(range), {
      status: 206,
      headers: {
        ...headers,
        'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`,
        'Content-Length': String(range.end - range.start + 1),
      },
    });
  };
  app.on(['GET', 'HEAD'], '/api/media/:productId/file', serve);
  if (deps.config.testClock && deps.config.env !== 'production') {
    app.post('/api/testing/clock', async (c) => {
      let body: { offsetSeconds?: unknown } = {};
      try {
        body = await c.req.json();
      } catch {
        throw new ApiError(400, 'Invalid body', { field: 'body' });
      }
      const offset = Number(body.offsetSeconds ?? 0);
      if (!Number.isFinite(offset)) throw new ApiError(400, 'Invalid offsetSeconds');
      deps.clock.setOffset(offset * 1000);
      return c.json({ offsetSeconds: offset, now: new Date(deps.clock.now()).toISOString() });
    });
  }
}
