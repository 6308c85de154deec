import { contract } from '@reelcart/contract/store';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mount, mountAll } from '../../platform/http/route';
import { visitorOf } from '../affiliate';
import { checkout } from '../checkout';
import { orderService } from './service';

export function orderRoutes(app: Hono<AppEnv>, deps: Deps): void {
  mountAll(app, deps, contract, orderService(deps));
  mount(app, deps, contract.checkout, async ({ c, auth, body }) =>
    checkout(deps, auth?.id ?? '', body, visitorOf(c, deps)),
  );
}
