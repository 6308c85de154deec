import { contract } from '@reelcart/contract/store';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { userCountry } from '../../platform/http/country';
import { mount } from '../../platform/http/route';
import { cartService } from './service';

export function cartRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const service = cartService(deps);
  mount(app, deps, contract.getCart, (input) => service.getCart(userCountry(input.c, deps))(input));
  mount(app, deps, contract.pushCart, (input) =>
    service.pushCart(userCountry(input.c, deps))(input),
  );
  mount(app, deps, contract.abandonCart, service.abandonCart);
  mount(app, deps, contract.completeCart, service.completeCart);
  mount(app, deps, contract.validateCart, service.validateCart);
  mount(app, deps, contract.validateLite, service.validateLite);
}
