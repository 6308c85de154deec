import { contract } from '@reelcart/contract/store';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { userCountry } from '../../platform/http/country';
import { mount, mountAll } from '../../platform/http/route';
import { cartService } from './service';

export function cartRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { getCart, pushCart, ...calls } = cartService(deps);
  mount(app, deps, contract.getCart, (input) => getCart(userCountry(input.c, deps))(input));
  mount(app, deps, contract.pushCart, (input) => pushCart(userCountry(input.c, deps))(input));
  mountAll(app, deps, contract, calls);
}
