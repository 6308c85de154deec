import type { Context } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from './context';

/** The shopper's country: the CDN's header when it names one, else the configured default. */
export function userCountry(c: Context<AppEnv>, deps: Deps): string {
  const header = c.req.header(deps.config.countryHeader)?.trim().toUpperCase();
  return header && /^[A-Z]{2}$/.test(header) && header !== 'XX'
    ? header
    : deps.config.defaultCountry;
}
