import { contract } from '@reelcart/contract/admin';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { adminProductService } from './products.service';

/** The back office's products: added to a video, edited one by one or inline, prices in bulk. */
export function adminProductRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const service = adminProductService(deps);
  mount(app, deps, contract.adminCreateProduct, service.adminCreateProduct);
  mount(app, deps, contract.adminUpdateProduct, service.adminUpdateProduct);
  mount(app, deps, contract.adminListProducts, service.adminListProducts);
  mount(app, deps, contract.adminBulkPrice, service.adminBulkPrice);
}
