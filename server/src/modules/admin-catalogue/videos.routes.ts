import { contract } from '@reelcart/contract/admin';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { adminVideoService } from './videos.service';

/** The back office's videos: list, detail, create, edit, publish (their products: adminProducts.ts). */
export function adminVideoRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const service = adminVideoService(deps);
  mount(app, deps, contract.adminListVideos, service.adminListVideos);
  mount(app, deps, contract.adminGetVideo, service.adminGetVideo);
  mount(app, deps, contract.adminCreateVideo, service.adminCreateVideo);
  mount(app, deps, contract.adminUpdateVideo, service.adminUpdateVideo);
  mount(app, deps, contract.adminPublishVideos, service.adminPublishVideos);
}
