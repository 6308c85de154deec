import { type AffiliateLink, contract } from '@reelcart/sdk/contract';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { newId } from '../../platform/auth/tokens';
import type { Deps } from '../../platform/deps';
import { ApiError, unauthorized } from '../../platform/errors';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { creativeImageUrl, renderCreative } from '../creatives';
import {
  affiliateAccounts,
  affiliateCreatives,
  affiliateEvents,
  affiliateLinks,
  affiliateReferrals,
} from '../schema';
import { analytics, overview, payoutDetail, payoutsOf, periodOf } from './figures';
import { runPayouts } from './payouts';
import { payoutMethodView, savePayoutMethod } from './programme';

const CREATIVE_FILE = /^([a-z0-9_-]{1,60})\.svg$/;

/**
 * The affiliate programme's calls (issue 15). Every `affiliate*` call is for affiliates only
 * (server/src/http/access.ts) and reads only the caller's own rows: the affiliate id is the
 * token's user id, never a parameter.
 */
export function affiliateRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;
  const me = (auth: { id: string } | null) => {
    if (!auth) throw unauthorized();
    return auth.id;
  };

  mount(app, deps, contract.affiliateOverview, async ({ auth, query }) =>
    overview(db, me(auth), periodOf(query)),
  );

  mount(app, deps, contract.affiliateAnalytics, async ({ auth, query }) =>
    analytics(db, me(auth), periodOf(query)),
  );

  mount(app, deps, contract.affiliatePayoutMethod, async ({ auth }) => {
    const [row] = await db
      .select({
        method: affiliateAccounts.payoutMethod,
        masked: affiliateAccounts.payoutDetailsMasked,
      })
      .from(affiliateAccounts)
      .where(eq(affiliateAccounts.userId, me(auth)));
    return payoutMethodView(row?.method ?? null, row?.masked ?? null);
  });

  mount(app, deps, contract.affiliateSavePayoutMethod, async ({ auth, body }) =>
    savePayoutMethod(db, deps.config, me(auth), body),
  );

  mount(app, deps, contract.affiliatePayouts, async ({ auth }) => payoutsOf(db, me(auth)));

  mount(app, deps, contract.affiliatePayout, async ({ auth, params }) =>
    payoutDetail(db, me(auth), params.id ?? ''),
  );

  mount(app, deps, contract.affiliateCreatives, async () => {
    // Only active creatives (admins manage them: decision 050).
    const rows = await db
      .select()
      .from(affiliateCreatives)
      .where(eq(affiliateCreatives.active, true))
      .orderBy(affiliateCreatives.id);
    return {
      items: rows.map((r) => ({
        id: r.id,
        kind: r.kind as 'banner' | 'text',
        name: r.name,
        width: r.width,
        height: r.height,
        headline: r.headline,
        landingPage: r.landingPage,
        imageUrl: creativeImageUrl(r),
      })),
    };
  });

  const linkFigures = async (affiliateId: string, link: typeof affiliateLinks.$inferSelect) => {
    const since = gte(affiliateEvents.createdAt, link.createdAt);
    const sourceMatch = link.source
      ? eq(affiliateEvents.source, link.source)
      : sql`${affiliateEvents.source} is null`;
    const [clicks] = await db
      .select({
        raw: sql<string>`count(*)`,
        unique: sql<string>`count(*) filter (where ${affiliateEvents.uniqueClick})`,
      })
      .from(affiliateEvents)
      .where(
        and(
          eq(affiliateEvents.affiliateId, affiliateId),
          eq(affiliateEvents.action, 'click'),
          eq(affiliateEvents.landingPage, link.landingPage.split('?')[0] ?? '/'),
          sourceMatch,
          since,
        ),
      );
    const [signups] = await db
      .select({ n: sql<string>`count(*)` })
      .from(affiliateReferrals)
      .where(
        and(
          eq(affiliateReferrals.affiliateId, affiliateId),
          eq(affiliateReferrals.landingPage, link.landingPage.split('?')[0] ?? '/'),
          link.source
            ? eq(affiliateReferrals.source, link.source)
            : sql`${affiliateReferrals.source} is null`,
          gte(affiliateReferrals.createdAt, link.createdAt),
        ),
      );
    const view: AffiliateLink = {
      id: link.id,
      landingPage: link.landingPage,
      source: link.source,
      subId: link.subId,
      createdAt: link.createdAt.toISOString(),
      clicks: Number(clicks?.raw ?? 0),
      uniqueClicks: Number(clicks?.unique ?? 0),
      signups: Number(signups?.n ?? 0),
    };
    return view;
  };

  mount(app, deps, contract.affiliateLinks, async ({ auth }) => {
    const affiliateId = me(auth);
    const rows = await db
      .select()
      .from(affiliateLinks)
      .where(eq(affiliateLinks.affiliateId, affiliateId))
      .orderBy(desc(affiliateLinks.createdAt))
      .limit(50);
    return { items: await Promise.all(rows.map((r) => linkFigures(affiliateId, r))) };
  });

  mount(app, deps, contract.affiliateCreateLink, async ({ auth, body }) => {
    const affiliateId = me(auth);
    const [row] = await db
      .insert(affiliateLinks)
      .values({
        id: newId('lnk'),
        affiliateId,
        landingPage: body.landingPage,
        source: body.source ?? null,
        subId: body.subId ?? null,
      })
      .returning();
    if (!row) throw new ApiError(500, 'An unexpected error occurred.');
    return linkFigures(affiliateId, row);
  });

  mount(app, deps, contract.adminRunPayouts, async ({ body }) => {
    if (body.runKey && !/-(01|16)$/.test(body.runKey))
      throw new ApiError(400, 'Invalid runKey: payouts run on the 1st and the 16th', {
        field: 'runKey',
      });
    return runPayouts(db, { runKey: body.runKey });
  });

  // The banners themselves: public, so affiliates can embed them on their sites.
  app.get('/api/creatives/:file', async (c) => {
    const match = CREATIVE_FILE.exec(c.req.param('file'));
    if (!match) throw new ApiError(404, 'Not found');
    const [creative] = await db
      .select()
      .from(affiliateCreatives)
      .where(eq(affiliateCreatives.id, match[1] as string));
    if (creative?.kind !== 'banner') throw new ApiError(404, 'Not found');
    return c.body(renderCreative(creative), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
}
