import type { Context } from 'hono';
import type { Deps } from '../../platform/deps';
import { clientAddress } from '../../platform/http/clientAddress';
import type { AppEnv } from '../../platform/http/context';
import { userCountry } from '../../platform/http/country';
import { type Visitor, visitorIdOf } from './programme';

/** The visitor a request comes from: the id it sent, else address + user agent; its country. */
export function visitorOf(c: Context<AppEnv>, deps: Deps, explicit?: string | null): Visitor {
  return {
    visitorId: visitorIdOf(explicit, clientAddress(c), c.req.header('user-agent') ?? ''),
    country: userCountry(c, deps),
  };
}
