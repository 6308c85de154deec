import * as z from 'zod/mini';
import { boundedString, EMAIL_PATTERN, isoDay } from '../core/bounded';
import { defineCall } from '../core/call';
import { Id } from '../core/common';
import { Profile } from '../store/account';

/**
 * Not in the spec: the affiliate programme (issue 15; decisions 021–025). Money is integer cents
 * (`…Cents`); dates are `YYYY-MM-DD` (UTC). Affiliates only (the payout run is the back office's:
 * `admin/affiliates.ts`).
 * The payout-method checks below are pure and shared: the server validates with them and the
 * storefront's forms show the same messages inline.
 */

// ---------------------------------------------------------------------------------------------
// Payout method validation

/** IBAN length per country (SWIFT IBAN registry). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SC: 31,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
};

/** An IBAN without spaces, upper-cased. */
export const compactIban = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** Why an IBAN is invalid (country, length, characters, mod-97 check digits), or null. */
export function ibanProblem(value: string): string | null {
  const iban = compactIban(value);
  if (iban.length === 0) return 'Enter an IBAN';
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (!/^[A-Z]{2}$/.test(country) || length === undefined) return 'Unknown IBAN country code';
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'An IBAN has letters and digits only';
  if (iban.length !== length) return `A ${country} IBAN has ${length} characters`;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1 ? null : 'IBAN check digits do not match';
}

/** The input mask of an IBAN: groups of four (spec §5 masks: `A` letter upper-cased, `X`…). */
export function ibanMask(value: string): string {
  const length = IBAN_LENGTHS[compactIban(value).slice(0, 2)] ?? 34;
  const slots = `AA##${'X'.repeat(Math.max(0, length - 4))}`;
  return slots.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Why a BIC/SWIFT code is invalid (8 or 11 characters: bank, country, location, branch), or null. */
export function bicProblem(value: string): string | null {
  const bic = value.replace(/\s/g, '').toUpperCase();
  if (bic.length !== 8 && bic.length !== 11) return 'A BIC has 8 or 11 characters';
  if (!/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic))
    return 'A BIC is 4 letters (bank), 2 letters (country), 2 letters or digits (location)';
  return null;
}

/** The contract's one e-mail pattern (linear: docs/decisions/056), on at most 254 characters. */
export const emailProblem = (value: string): string | null => {
  const email = value.trim();
  return email.length <= 254 && EMAIL_PATTERN.test(email)
    ? null
    : 'Enter an e-mail address like name@example.com';
};

export type UsdtNetwork = 'TRC20' | 'ERC20';

/** Why a USDT address does not fit its network, or null: TRC20 `T` + 33 base58; ERC20 `0x` + 40 hex. */
export function usdtAddressProblem(network: UsdtNetwork, value: string): string | null {
  const address = value.trim();
  if (network === 'TRC20') {
    return /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)
      ? null
      : 'A TRC20 address starts with T and has 34 base58 characters';
  }
  return /^0x[0-9a-fA-F]{40}$/.test(address)
    ? null
    : 'An ERC20 address starts with 0x and has 40 hexadecimal characters';
}

/** Postal code formats of common countries; others need 2–10 letters, digits, spaces or dashes. */
export const POSTAL_CODES: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  ES: /^\d{5}$/,
  IT: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  BE: /^\d{4}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  JP: /^\d{3}-?\d{4}$/,
  AU: /^\d{4}$/,
  BR: /^\d{5}-?\d{3}$/,
};

export interface PostalAddress {
  line1: string;
  line2?: string | null | undefined;
  city: string;
  region?: string | null | undefined;
  postalCode: string;
  country: string;
}

/** Problems of a postal address by field (empty when it is fine). */
export function addressProblems(
  address: PostalAddress,
): Partial<Record<keyof PostalAddress, string>> {
  const out: Partial<Record<keyof PostalAddress, string>> = {};
  if (address.line1.trim().length < 3) out.line1 = 'Enter the street and number';
  if (address.city.trim().length < 2) out.city = 'Enter the city';
  const country = address.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) out.country = 'Choose a country (two-letter code)';
  const format = POSTAL_CODES[country] ?? /^[A-Z0-9][A-Z0-9 -]{1,9}$/i;
  if (!format.test(address.postalCode.trim()))
    out.postalCode = `Enter a valid postal code for ${country || 'the country'}`;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Schemas

const text = (min: number, max: number) => boundedString(max, { trim: true, min });
const ok = (problem: (v: string) => string | null, message: string) =>
  boundedString(120).check(z.refine((v) => problem(v) === null, message));

export const PayoutMethodKind = z.enum(['paxum', 'wire', 'usdt', 'check']);
export type PayoutMethodKind = z.infer<typeof PayoutMethodKind>;

export const PostalAddressSchema = z
  .object({
    line1: text(3, 120),
    line2: z.nullish(boundedString(120)),
    city: text(2, 80),
    region: z.nullish(boundedString(80)),
    postalCode: text(2, 12),
    country: boundedString(2, { pattern: /^[A-Za-z]{2}$/ }),
  })
  .check(z.refine((a) => Object.keys(addressProblems(a)).length === 0, 'Invalid postal address'));

export const PayoutMethodRequest = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('paxum'),
    email: ok(emailProblem, 'Invalid Paxum e-mail'),
  }),
  z.object({
    method: z.literal('wire'),
    holder: text(2, 100),
    bank: text(2, 100),
    iban: ok(ibanProblem, 'Invalid IBAN: check the country, length and check digits'),
    bic: ok(bicProblem, 'Invalid BIC: 8 or 11 characters'),
  }),
  z
    .object({
      method: z.literal('usdt'),
      network: z.enum(['TRC20', 'ERC20']),
      address: boundedString(64),
    })
    .check(
      z.refine((v) => usdtAddressProblem(v.network, v.address) === null, {
        message: 'Invalid address for the network',
        path: ['address'],
      }),
    ),
  z.object({
    method: z.literal('check'),
    payee: text(2, 100),
    address: PostalAddressSchema,
  }),
]);
export type PayoutMethodRequest = z.infer<typeof PayoutMethodRequest>;

export const PayoutMethodView = z.object({
  method: z.nullable(PayoutMethodKind),
  /** The saved details masked, e.g. `DE89 •••• •••• •••• •••• 00` or `a•••@example.com`. */
  masked: z.nullable(z.string()),
  hasPaymentInfo: z.boolean(),
  minimums: z.record(z.string(), z.number()),
  fees: z.record(z.string(), z.number()),
});
export type PayoutMethodView = z.infer<typeof PayoutMethodView>;

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
