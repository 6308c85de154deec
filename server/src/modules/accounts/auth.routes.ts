import { contract } from '@reelcart/contract/store';
import type { Context, Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import { clientAddress } from '../../platform/http/clientAddress';
import type { AppEnv } from '../../platform/http/context';
import { mount, mountAll } from '../../platform/http/route';
import { visitorOf } from '../affiliate';
import { authService, type SignInRequest } from './auth.service';
import { resetPassword } from './passwordReset';

export function authRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { login, register, google, ...calls } = authService(deps);
  const from = (c: Context<AppEnv>): SignInRequest => ({
    address: clientAddress(c),
    visitor: () => visitorOf(c, deps),
    retryAfter: (seconds) => c.header('Retry-After', String(seconds)),
  });
  mount(app, deps, contract.login, (input) => login(from(input.c))(input));
  mount(app, deps, contract.register, (input) => register(from(input.c))(input));
  mount(app, deps, contract.google, (input) => google(from(input.c))(input));
  mount(app, deps, contract.resetPassword, async ({ c, body }) =>
    resetPassword(deps, body.token, body.password, clientAddress(c)),
  );
  mountAll(app, deps, contract, calls);
}
