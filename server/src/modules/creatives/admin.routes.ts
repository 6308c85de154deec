import { contract } from '@reelcart/contract/admin';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mountAll } from '../../platform/http/route';
import { adminCreativeService } from './admin.service';

/**
 * The back office's affiliate creatives (issue 18, decision 050): banners with a checked image
 * upload and text links, their landing page and active state, edited at a version and audited;
 * figures from the tracking events that carry the creative's id.
 */
export function adminCreativeRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { creativeImage, ...calls } = adminCreativeService(deps);
  mountAll(app, deps, contract, calls);
  app.get('/api/creatives/:id/:file', async (c) => {
    const image = await creativeImage(c.req.param('id'), c.req.param('file'));
    return c.body(new Uint8Array(Buffer.from(image.dataBase64, 'base64')), 200, {
      'Content-Type': image.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
  });
}
