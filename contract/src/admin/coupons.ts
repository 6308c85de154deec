import * as z from 'zod/mini';
import { boundedString, RecordVersion } from '../core/bounded';
import { defineCall } from '../core/call';
import { Id, queryInt } from '../core/common';
import { AuditEntry } from './catalogue';

/**
 * Not in the spec's call list: the back office's coupons (issue 18, decision 045). Admins only;
 * the bearer is always sent. Money in integer cents; an edit carries the coupon's `version`
 * (decision 029). Codes are unique case-insensitively and stored upper case.
 */

const Count = (label: string) =>
  z.nullable(
    z
      .number()
      .check(
        z.int(`${label}: enter a whole number`),
        z.minimum(1, `${label}: at least 1, or leave it empty for no limit`),
        z.maximum(1_000_000_000, `${label}: at most 1,000,000,000`),
      ),
  );

/** The pattern of `z.iso.datetime({ offset: true })`, checked after the length bound. */
const ISO_DATETIME = z.core.regexes.datetime({ offset: true, local: false, precision: null });
const DateTime = z.nullable(boundedString(40, { pattern: ISO_DATETIME, message: 'Enter a date' }));

export const CouponCode = boundedString(32, {
  trim: true,
  min: 3,
  tooShort: 'A code has 3 to 32 characters',
  tooLong: 'A code has 3 to 32 characters',
  pattern: /^[A-Za-z0-9_-]+$/,
  message: 'Letters, digits, - and _ only',
});

export const CouponDiscountType = z.enum(['percent', 'amount']);

const couponFields = {
  code: CouponCode,
  discountType: CouponDiscountType,
  /** Percent off, 1–100, when `discountType` is percent. */
  percentOff: z.nullable(
    z
      .number()
      .check(
        z.int('Enter a whole percent'),
        z.minimum(1, 'A percent from 1 to 100'),
        z.maximum(100, 'A percent from 1 to 100'),
      ),
  ),
  /** Amount off in cents when `discountType` is amount. */
  amountOffCents: z.nullable(
    z
      .number()
      .check(
        z.int('Enter an amount like 5.00'),
        z.minimum(1, 'An amount of at least 0.01'),
        z.maximum(100_000_000, 'At most 1,000,000.00'),
      ),
  ),
  /** Payment gateways (billerIds) it suits; empty means every gateway (spec §5). */
  appliesToGateway: z
    .array(boundedString(64, { min: 1 }))
    .check(z.maxLength(20, 'At most 20 gateways')),
  /** Valid from (inclusive); null: from now on. */
  startsAt: DateTime,
  /** Valid until (exclusive); null: no end. */
  expiresAt: DateTime,
  usageLimit: Count('Total uses'),
  perUserLimit: Count('Uses per customer'),
  minSubtotalCents: z.nullable(
    z
      .number()
      .check(
        z.int('Enter an amount like 20.00'),
        z.minimum(0, 'Not below 0'),
        z.maximum(100_000_000, 'At most 1,000,000.00'),
      ),
  ),
  active: z.boolean(),
};

interface RuleFields {
  discountType: 'percent' | 'amount';
  percentOff: number | null;
  amountOffCents: number | null;
  startsAt: string | null;
  expiresAt: string | null;
}

/** The checks across fields, on the field they concern (for the form's inline errors). */
const couponRules = [
  z.refine<RuleFields>((c) => c.discountType !== 'percent' || c.percentOff !== null, {
    message: 'Enter a percent from 1 to 100',
    path: ['percentOff'],
  }),
  z.refine<RuleFields>((c) => c.discountType !== 'amount' || c.amountOffCents !== null, {
    message: 'Enter the amount off, like 5.00',
    path: ['amountOffCents'],
  }),
  z.refine<RuleFields>(
    (c: RuleFields) =>
      !c.startsAt || !c.expiresAt || Date.parse(c.expiresAt) > Date.parse(c.startsAt),
    { message: 'The end must be after the start', path: ['expiresAt'] },
  ),
] as const;

export const AdminCouponInput = z.object(couponFields).check(...couponRules);
export type AdminCouponInput = z.infer<typeof AdminCouponInput>;

export const AdminCouponUpdate = z
  .object({ ...couponFields, version: RecordVersion })
  .check(...couponRules);
export type AdminCouponUpdate = z.infer<typeof AdminCouponUpdate>;

export const CouponState = z.enum(['active', 'inactive', 'scheduled', 'expired', 'used-up']);
export type CouponState = z.infer<typeof CouponState>;

export const CouponUsage = z.object({
  /** Paid orders that used it. */
  timesUsed: z.number(),
  distinctUsers: z.number(),
  /** Discount given on those orders. */
  discountCents: z.number(),
  /** What those orders paid (after the discount). */
  revenueCents: z.number(),
});
export type CouponUsage = z.infer<typeof CouponUsage>;

export const AdminCouponRow = z.object({
  _id: Id,
  code: z.string(),
  discountType: CouponDiscountType,
  percentOff: z.nullable(z.number()),
  amountOffCents: z.nullable(z.number()),
  appliesToGateway: z.array(z.string()),
  startsAt: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
  usageLimit: z.nullable(z.number()),
  perUserLimit: z.nullable(z.number()),
  minSubtotalCents: z.nullable(z.number()),
  active: z.boolean(),
  /** What a shopper meets now: inactive, scheduled, expired, used up, or active. */
  state: CouponState,
  usage: CouponUsage,
  version: z.number(),
  updatedAt: z.string(),
});
export type AdminCouponRow = z.infer<typeof AdminCouponRow>;

export const AdminCouponList = z.object({
  items: z.array(AdminCouponRow),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type AdminCouponList = z.infer<typeof AdminCouponList>;

export const AdminCoupon = z.extend(AdminCouponRow, { history: z.array(AuditEntry) });
export type AdminCoupon = z.infer<typeof AdminCoupon>;

/** The columns `/admin/coupons` sorts by (issue 33): the code, when it was made, when it ends. */
export const ADMIN_COUPON_SORTS = ['code', 'created', 'expires'] as const;

export const AdminCouponQuery = z.object({
  page: queryInt(1, 10_000, 1),
  limit: queryInt(1, 100, 25),
  /** Part of the code, any case. */
  q: z.optional(boundedString(100)),
  /** The active switch (not the dates). */
  active: z.optional(z.enum(['true', 'false'])),
  /** Newest first unless the list asks otherwise; ties by code, which is unique. */
  sort: z._default(z.enum(ADMIN_COUPON_SORTS), 'created'),
  dir: z._default(z.enum(['asc', 'desc']), 'desc'),
});
export type AdminCouponQuery = z.input<typeof AdminCouponQuery>;

export const adminCouponCalls = {
  adminListCoupons: defineCall({
    method: 'GET',
    path: '/api/admin/coupons',
    auth: 'required',
    access: 'admin',
    query: AdminCouponQuery,
    response: AdminCouponList,
  }),
  adminGetCoupon: defineCall({
    method: 'GET',
    path: '/api/admin/coupons/{id}',
    auth: 'required',
    access: 'admin',
    response: AdminCoupon,
  }),
  adminCreateCoupon: defineCall({
    method: 'POST',
    path: '/api/admin/coupons',
    auth: 'required',
    access: 'admin',
    body: AdminCouponInput,
    response: AdminCoupon,
  }),
  adminUpdateCoupon: defineCall({
    method: 'PUT',
    path: '/api/admin/coupons/{id}',
    auth: 'required',
    access: 'admin',
    body: AdminCouponUpdate,
    response: AdminCoupon,
  }),
} as const;
