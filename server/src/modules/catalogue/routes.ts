import { contract } from '@reelcart/contract/store';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { catalogueService } from './service';

export function catalogueRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const service = catalogueService(deps);
  mount(app, deps, contract.listVideos, service.listVideos);
  mount(app, deps, contract.getVideo, service.getVideo);
  mount(app, deps, contract.getProduct, service.getProduct);
  for (const entity of service.entities) {
    mount(app, deps, entity.listCall, entity.list);
    mount(app, deps, entity.getCall, entity.get);
  }
  mount(app, deps, contract.listBanners, service.listBanners);
  mount(app, deps, contract.search, service.search);
}
