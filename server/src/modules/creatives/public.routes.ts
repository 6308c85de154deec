import { contract } from '@reelcart/contract/affiliate';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import { ApiError } from '../../platform/errors';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { renderCreative } from './banner';
import { activeCreatives, bannerById } from './listing';

const CREATIVE_FILE = /^([a-z0-9_-]{1,60})\.svg$/;

/** The creatives affiliates choose from, and the banners themselves (public, to embed). */
export function creativeRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;

  mount(app, deps, contract.affiliateCreatives, async () => ({ items: await activeCreatives(db) }));

  // The banners themselves: public, so affiliates can embed them on their sites.
  app.get('/api/creatives/:file', async (c) => {
    const match = CREATIVE_FILE.exec(c.req.param('file'));
    if (!match) throw new ApiError(404, 'Not found');
    const creative = await bannerById(db, match[1] as string);
    if (!creative) throw new ApiError(404, 'Not found');
    return c.body(renderCreative(creative), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
}
