import { contract } from '@reelcart/contract/docs';
import type { OwnedProduct } from '@reelcart/contract/store';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { handles } from '../../platform/calls';
import type { Deps } from '../../platform/deps';
import { ApiError, unauthorized } from '../../platform/errors';
import { recordEvent, type Visitor } from '../affiliate';
import { toCoupon } from '../cart';
import { checkCoupon, couponByCode, currentSubtotalCents } from '../coupons';
import { creativeOfLanding, tagCreative } from '../creatives';
import { notRefunded } from '../orders';
import { orders, ownedProducts, trackingEvents, users } from '../schema';
import { sendVerificationEmail, verifyEmailToken } from './emailVerification';
import { toProfile } from './profile';
import { startSession } from './sessions';
import { affiliateCodeFor } from './users';

/** The calls `accountRoutes` mounts (profile.routes.ts), without HTTP. */
export function accountService(deps: Deps) {
  const { db } = deps;
  const userRow = async (id: string | undefined) => {
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.id, id ?? ''));
    if (!user) throw unauthorized();
    return user;
  };
  async function couponCheck(code: string, userId: string | null, billerId?: string) {
    const coupon = await couponByCode(db, code);
    const subtotalCents = userId ? await currentSubtotalCents(db, userId) : undefined;
    const found = await checkCoupon(db, coupon, {
      now: new Date(deps.clock.now()),
      userId,
      subtotalCents,
      billerId,
    });
    return found || !coupon
      ? { valid: false, coupon: null, message: found?.message ?? 'Invalid coupon' }
      : { valid: true, coupon: toCoupon(coupon), message: null };
  }
  const logTrackingEvent = (visitorOf: (explicit: string | null | undefined) => Visitor) =>
    handles(contract.log, async ({ auth, body }) => {
      try {
        await db.insert(trackingEvents).values({
          referralCode: body.referralCode.slice(0, 100),
          action: body.action,
          metadata: body.metadata,
          userId: auth?.id ?? null,
        });
      } catch (error) {
        // Tracking never fails the caller.
        deps.log.warn('tracking event not stored', { error: String(error) });
      }
      try {
        const visitor = visitorOf(body.metadata.visitorId);
        const at = new Date();
        if (await recordEvent(db, body, visitor, at))
          await tagCreative(db, {
            creativeId: creativeOfLanding(body.metadata.landingPage),
            action: body.action,
            visitorId: visitor.visitorId,
            at,
          });
      } catch (error) {
        deps.log.warn('affiliate event not stored', { error: String(error) });
      }
      return { ok: true };
    });
  return {
    resendVerification: (retryAfter: (seconds: number) => void) =>
      handles(contract.resendVerification, async ({ auth }) => {
        const user = await userRow(auth?.id);
        if (user.emailVerifiedAt) return { sent: false };
        // A few resends an hour per user (decision 060): each is a mail to someone's inbox.
        const limit = await deps.accountLimiter.verification.attempt(user.id);
        if (!limit.allowed) {
          await deps.accountLimiter.verification.forgive(user.id);
          retryAfter(limit.retryAfterSeconds);
          throw new ApiError(
            429,
            'We have sent several verification mails in the last hour. Check your inbox and spam folder, or try again in an hour.',
          );
        }
        await sendVerificationEmail(deps, user);
        return { sent: true };
      }),
    validateCoupon: handles(contract.validateCoupon, async ({ query, auth }) =>
      couponCheck(query.code, auth?.id ?? null),
    ),
    validatePaymentMethod: handles(contract.validatePaymentMethod, async ({ query, auth }) =>
      couponCheck(query.code, auth?.id ?? null, query.billerId),
    ),
    ownedProducts: handles(contract.ownedProducts, async ({ auth }) => {
      const rows = await db
        .select()
        .from(ownedProducts)
        .where(and(eq(ownedProducts.userId, auth?.id ?? ''), notRefunded))
        .orderBy(desc(ownedProducts.createdAt));
      const list: OwnedProduct[] = rows.map((r) => ({
        videoId: r.videoId,
        orderType: r.orderType as OwnedProduct['orderType'],
        resolution: r.resolution as OwnedProduct['resolution'],
        expiresAt: r.expiresAt?.toISOString() ?? null,
      }));
      return { ownedProducts: list, lastUpdated: rows[0]?.createdAt.toISOString() ?? null };
    }),
    log: logTrackingEvent,
    getProfile: handles(contract.getProfile, async ({ auth }) =>
      toProfile(await userRow(auth?.id)),
    ),
    updateProfile: handles(contract.updateProfile, async ({ auth, body }) => {
      const [user] = await db
        .update(users)
        .set({ displayName: body.displayName?.trim() || null })
        .where(eq(users.id, auth?.id ?? ''))
        .returning();
      if (!user) throw unauthorized();
      return toProfile(user);
    }),
    verifyEmail: handles(contract.verifyEmail, async ({ body }) => ({
      ...(await verifyEmailToken(deps, body.token)),
      verified: true,
    })),
    affiliateSummary: handles(contract.affiliateSummary, async ({ auth }) => {
      const user = await userRow(auth?.id);
      const code = user.affiliateCode ?? '';
      const [referred] = await db
        .select({ n: count() })
        .from(users)
        .where(eq(users.referredBy, user.id));
      const events = await db
        .select({ action: trackingEvents.action, n: count() })
        .from(trackingEvents)
        .where(eq(trackingEvents.referralCode, code))
        .groupBy(trackingEvents.action);
      const byAction = (a: string) => events.find((e) => e.action === a)?.n ?? 0;
      return {
        affiliateCode: code,
        hasPaymentInfo: user.paymentInfo !== null,
        referredUsers: referred?.n ?? 0,
        events: {
          click: byAction('click'),
          addToCart: byAction('addToCart'),
          register: byAction('register'),
          checkout: byAction('checkout'),
        },
      };
    }),
    joinAffiliate: handles(contract.joinAffiliate, async ({ auth }) => {
      const user = await userRow(auth?.id);
      const [joined] = await db
        .update(users)
        .set({ isAffiliate: true, affiliateCode: user.affiliateCode ?? affiliateCodeFor(user.id) })
        .where(eq(users.id, user.id))
        .returning();
      if (!joined) throw unauthorized();
      // Affiliate calls work at once (decision 061).
      deps.access.invalidate(joined.id);
      // A new token pair carries the new claims, so the SDK's auth state changes without a sign-in.
      return startSession(deps, joined);
    }),
    setPaymentInfo: handles(contract.setPaymentInfo, async ({ auth, body }) => {
      const [user] = await db
        .update(users)
        // Legacy call: only the method and a mask are kept (no account in clear text); the payout
        // methods of the affiliate programme are PUT /api/affiliate/payout-method (decision 024).
        .set({
          paymentInfo: {
            method: body.method,
            masked: `${body.account.slice(0, 2)}••••${body.account.slice(-4)}`,
          },
        })
        .where(eq(users.id, auth?.id ?? ''))
        .returning();
      if (!user) throw unauthorized();
      return toProfile(user);
    }),
    salesReport: handles(contract.salesReport, async () => {
      const day = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          day,
          orders: count(),
          revenue: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int`,
        })
        .from(orders)
        .where(and(eq(orders.status, 'paid')))
        .groupBy(day)
        .orderBy(desc(day))
        .limit(90);
      const byDay = rows.map((r) => ({
        day: r.day,
        orders: r.orders,
        revenue: Number(r.revenue) / 100,
      }));
      return {
        orders: byDay.reduce((s, d) => s + d.orders, 0),
        revenue: byDay.reduce((s, d) => s + d.revenue, 0),
        currency: 'USD',
        byDay,
      };
    }),
  };
}
