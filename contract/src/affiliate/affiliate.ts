import * as z from 'zod/mini';
import { boundedString, isoDay } from '../core/bounded';
import { defineCall } from '../core/call';
import { Id } from '../core/common';
import { Profile } from '../store/account';
import { PayoutMethodKind, PayoutMethodRequest, PayoutMethodView } from './payout-method';

/**
 * Not in the spec: the affiliate programme (issue 15; decisions 021–025). Money is integer cents
 * (`…Cents`); dates are `YYYY-MM-DD` (UTC). Affiliates only (the payout run is the back office's:
 * `admin/affiliates.ts`). The payout method's pure checks are `payout-checks.ts` (shared by the
 * server and the storefront's forms), its schemas `payout-method.ts`; both are exported from here.
 */

export * from './payout-checks';
export * from './payout-method';

const Day = isoDay();
export const PeriodQuery = z.object({ from: z.optional(Day), to: z.optional(Day) });
export type PeriodQuery = z.infer<typeof PeriodQuery>;

export const CommissionStatus = z.enum(['pending', 'approved', 'paid', 'voided']);
export type CommissionStatus = z.infer<typeof CommissionStatus>;

export const CommissionLine = z.object({
  id: Id,
  /** 'reversal': a refund's share of the commission, before payout (decision 055). */
  kind: z.enum(['commission', 'void', 'reversal', 'adjustment']),
  status: CommissionStatus,
  orderNumber: z.string(),
  amountCents: z.number(),
  baseCents: z.number(),
  rateBp: z.number(),
  source: z.nullable(z.string()),
  createdAt: z.string(),
  availableAt: z.string(),
});
export type CommissionLine = z.infer<typeof CommissionLine>;

export const AffiliateOverview = z.object({
  from: z.string(),
  to: z.string(),
  affiliateCode: z.string(),
  clicks: z.number(),
  uniqueClicks: z.number(),
  signups: z.number(),
  sales: z.number(),
  salesCents: z.number(),
  commissionCents: z.number(),
  /** Commission per 100 clicks (raw), in cents. */
  epcCents: z.nullable(z.number()),
  /** Pending/approved/paid of the commissions earned in the period. */
  period: z.object({ pendingCents: z.number(), approvedCents: z.number(), paidCents: z.number() }),
  /** All-time figures of the account. */
  balance: z.object({
    pendingCents: z.number(),
    approvedCents: z.number(),
    paidCents: z.number(),
  }),
  nextPayoutDate: z.string(),
  payoutMethod: z.nullable(PayoutMethodKind),
  minimumCents: z.nullable(z.number()),
  recent: z.array(CommissionLine),
});
export type AffiliateOverview = z.infer<typeof AffiliateOverview>;

export const Breakdown = z.object({
  key: z.string(),
  clicks: z.number(),
  uniqueClicks: z.number(),
  signups: z.number(),
  sales: z.number(),
  commissionCents: z.number(),
});
export type Breakdown = z.infer<typeof Breakdown>;

export const AffiliateAnalytics = z.object({
  from: z.string(),
  to: z.string(),
  series: z.array(
    z.object({
      day: z.string(),
      clicks: z.number(),
      uniqueClicks: z.number(),
      signups: z.number(),
      sales: z.number(),
      commissionCents: z.number(),
    }),
  ),
  bySource: z.array(Breakdown),
  byLandingPage: z.array(Breakdown),
  byCountry: z.array(Breakdown),
});
export type AffiliateAnalytics = z.infer<typeof AffiliateAnalytics>;

export const PayoutSummary = z.object({
  id: Id,
  periodStart: z.string(),
  periodEnd: z.string(),
  method: PayoutMethodKind,
  methodMasked: z.nullable(z.string()),
  amountCents: z.number(),
  feeCents: z.number(),
  status: z.enum(['open', 'paid']),
  reference: z.nullable(z.string()),
  paidAt: z.nullable(z.string()),
});
export type PayoutSummary = z.infer<typeof PayoutSummary>;

export const PayoutList = z.object({ items: z.array(PayoutSummary) });
export type PayoutList = z.infer<typeof PayoutList>;

export const PayoutDetail = z.object({ payout: PayoutSummary, lines: z.array(CommissionLine) });
export type PayoutDetail = z.infer<typeof PayoutDetail>;

export const Creative = z.object({
  id: Id,
  kind: z.enum(['banner', 'text']),
  name: z.string(),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  headline: z.string(),
  landingPage: z.string(),
  /** The banner's image (SVG), relative to the API. */
  imageUrl: z.nullable(z.string()),
});
export type Creative = z.infer<typeof Creative>;
export const CreativeList = z.object({ items: z.array(Creative) });
export type CreativeList = z.infer<typeof CreativeList>;

export const CreateLinkRequest = z.object({
  landingPage: boundedString(300, { pattern: /^\/[^\s]*$/ }),
  source: z.nullish(boundedString(40, { pattern: /^[\w.-]{1,40}$/ })),
  subId: z.nullish(boundedString(40, { pattern: /^[\w.-]{1,40}$/ })),
});
export type CreateLinkRequest = z.infer<typeof CreateLinkRequest>;

export const AffiliateLink = z.object({
  id: Id,
  landingPage: z.string(),
  source: z.nullable(z.string()),
  subId: z.nullable(z.string()),
  createdAt: z.string(),
  clicks: z.number(),
  uniqueClicks: z.number(),
  signups: z.number(),
});
export type AffiliateLink = z.infer<typeof AffiliateLink>;
export const LinkList = z.object({ items: z.array(AffiliateLink) });
export type LinkList = z.infer<typeof LinkList>;

export const AffiliateSummary = z.object({
  affiliateCode: z.string(),
  hasPaymentInfo: z.boolean(),
  referredUsers: z.number(),
  events: z.object({
    click: z.number(),
    addToCart: z.number(),
    register: z.number(),
    checkout: z.number(),
  }),
});
export type AffiliateSummary = z.infer<typeof AffiliateSummary>;

export const PaymentInfoRequest = z.object({
  method: z.enum(['bank', 'paypal', 'crypto']),
  /** Where payouts go: an IBAN, an e-mail or a wallet address. */
  account: boundedString(200, { min: 3 }),
});
export type PaymentInfoRequest = z.infer<typeof PaymentInfoRequest>;

export const affiliateCalls = {
  affiliateSummary: defineCall({
    method: 'GET',
    path: '/api/affiliate/summary',
    auth: 'required',
    access: 'affiliate',
    response: AffiliateSummary,
  }),
  setPaymentInfo: defineCall({
    method: 'PUT',
    path: '/api/affiliate/payment-info',
    auth: 'required',
    access: 'affiliate',
    body: PaymentInfoRequest,
    response: Profile,
  }),
  affiliateOverview: defineCall({
    method: 'GET',
    path: '/api/affiliate/overview',
    auth: 'required',
    access: 'affiliate',
    query: PeriodQuery,
    response: AffiliateOverview,
  }),
  affiliateAnalytics: defineCall({
    method: 'GET',
    path: '/api/affiliate/analytics',
    auth: 'required',
    access: 'affiliate',
    query: PeriodQuery,
    response: AffiliateAnalytics,
  }),
  affiliatePayoutMethod: defineCall({
    method: 'GET',
    path: '/api/affiliate/payout-method',
    auth: 'required',
    access: 'affiliate',
    response: PayoutMethodView,
  }),
  affiliateSavePayoutMethod: defineCall({
    method: 'PUT',
    path: '/api/affiliate/payout-method',
    auth: 'required',
    access: 'affiliate',
    body: PayoutMethodRequest,
    response: PayoutMethodView,
  }),
  affiliatePayouts: defineCall({
    method: 'GET',
    path: '/api/affiliate/payouts',
    auth: 'required',
    access: 'affiliate',
    response: PayoutList,
  }),
  affiliatePayout: defineCall({
    method: 'GET',
    path: '/api/affiliate/payouts/{id}',
    auth: 'required',
    access: 'affiliate',
    response: PayoutDetail,
  }),
  affiliateCreatives: defineCall({
    method: 'GET',
    path: '/api/affiliate/creatives',
    auth: 'required',
    access: 'affiliate',
    response: CreativeList,
  }),
  affiliateLinks: defineCall({
    method: 'GET',
    path: '/api/affiliate/links',
    auth: 'required',
    access: 'affiliate',
    response: LinkList,
  }),
  affiliateCreateLink: defineCall({
    method: 'POST',
    path: '/api/affiliate/links',
    auth: 'required',
    access: 'affiliate',
    body: CreateLinkRequest,
    response: AffiliateLink,
  }),
} as const;
