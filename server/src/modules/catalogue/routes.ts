import { contract } from '@reelcart/contract/store';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mount, mountAll } from '../../platform/http/route';
import { catalogueService } from './service';

export function catalogueRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { entities, ...calls } = catalogueService(deps);
  mountAll(app, deps, contract, calls);
  for (const entity of entities) {
    mount(app, deps, entity.listCall, entity.list);
    mount(app, deps, entity.getCall, entity.get);
  }
}
