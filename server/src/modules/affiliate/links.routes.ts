import { contract } from '@reelcart/contract/affiliate';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { affiliateId } from './caller';
import { createLink, linksOf } from './links';

/** An affiliate's tracking links (issue 15). */
export function affiliateLinkRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;

  mount(app, deps, contract.affiliateLinks, async ({ auth }) => ({
    items: await linksOf(db, affiliateId(auth)),
  }));

  mount(app, deps, contract.affiliateCreateLink, async ({ auth, body }) =>
    createLink(db, affiliateId(auth), body),
  );
}
