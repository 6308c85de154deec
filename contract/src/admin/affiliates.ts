import * as z from 'zod/mini';
import { CommissionLine, PayoutMethodKind, PayoutSummary } from '../affiliate/affiliate';
import { boundedString, isoDay, RecordVersion } from '../core/bounded';
import { defineCall } from '../core/call';
import { Id, queryInt } from '../core/common';
import { AuditEntry } from './catalogue';

/**
 * Not in the spec's call list: the back office's affiliates and payouts (issue 18). Admins only.
 * Status, payment verification and the rate override are decision 048; the payout run's preview
 * and confirmation decision 049.
 */

const Day = isoDay();
export const AffiliateStatus = z.enum(['active', 'suspended']);
export type AffiliateStatus = z.infer<typeof AffiliateStatus>;

export const ADMIN_AFFILIATE_SORTS = [
  'code',
  'email',
  'clicks',
  'signups',
  'sales',
  'commission',
  'balance',
  'joined',
] as const;

export const AdminAffiliateQuery = z.object({
  page: queryInt(1, 10_000, 1),
  limit: queryInt(1, 100, 25),
  /** Part of the code or of the e-mail, any case. */
  q: z.optional(boundedString(200)),
  status: z.optional(AffiliateStatus),
  sort: z.optional(z.enum(ADMIN_AFFILIATE_SORTS)),
  dir: z.optional(z.enum(['asc', 'desc'])),
  /** The period of the figures (whole UTC days); the last 30 days by default. */
  from: z.optional(Day),
  to: z.optional(Day),
});
export type AdminAffiliateQuery = z.input<typeof AdminAffiliateQuery>;

export const AdminAffiliateRow = z.object({
  id: Id,
  email: z.string(),
  code: z.string(),
  status: AffiliateStatus,
  /** The override in basis points (4000 = 40 %); null = the programme default. */
  rateBp: z.nullable(z.number()),
  clicks: z.number(),
  signups: z.number(),
  sales: z.number(),
  /** Commission booked in the period, by its status today. */
  pendingCents: z.number(),
  approvedCents: z.number(),
  paidCents: z.number(),
  /** All time: earned and not yet paid (pending + approved, adjustments netted). */
  balanceCents: z.number(),
  createdAt: z.string(),
});
export type AdminAffiliateRow = z.infer<typeof AdminAffiliateRow>;

export const AdminAffiliateList = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(AdminAffiliateRow),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type AdminAffiliateList = z.infer<typeof AdminAffiliateList>;

export const AdminPaymentInfo = z.object({
  method: z.nullable(PayoutMethodKind),
  /** Only ever the mask: the clear details never leave the server. */
  masked: z.nullable(z.string()),
  verified: z.boolean(),
  verifiedAt: z.nullable(z.string()),
});
export type AdminPaymentInfo = z.infer<typeof AdminPaymentInfo>;

export const AdminAffiliatePayout = z.extend(PayoutSummary, {
  runKey: z.string(),
  createdAt: z.string(),
});
export type AdminAffiliatePayout = z.infer<typeof AdminAffiliatePayout>;

export const AdminAffiliate = z.extend(AdminAffiliateRow, {
  version: z.number(),
  defaultRateBp: z.number(),
  suspendedAt: z.nullable(z.string()),
  payment: AdminPaymentInfo,
  payouts: z.array(AdminAffiliatePayout),
  history: z.array(AuditEntry),
});
export type AdminAffiliate = z.infer<typeof AdminAffiliate>;

/** A percentage with at most two decimals, 0 < rate ≤ 90; null restores the default. */
export const CommissionPercent = z.nullable(
  z.number().check(
    z.gt(0, 'More than 0 %'),
    z.lte(90, 'At most 90 %'),
    z.refine(
      (n) =>
        Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
      'At most two decimals',
    ),
  ),
);

export const AdminAffiliateUpdate = z.object({
  status: AffiliateStatus,
  commissionPercent: CommissionPercent,
  version: RecordVersion,
});
export type AdminAffiliateUpdate = z.infer<typeof AdminAffiliateUpdate>;

export const AdminVerifyPayment = z.object({
  verified: z.boolean(),
  version: RecordVersion,
});
export type AdminVerifyPayment = z.infer<typeof AdminVerifyPayment>;

export const AdminLedgerQuery = z.object({
  page: queryInt(1, 10_000, 1),
  limit: queryInt(1, 100, 25),
});
export const AdminLedgerPage = z.object({
  items: z.array(CommissionLine),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type AdminLedgerPage = z.infer<typeof AdminLedgerPage>;

export const MarkPayoutPaid = z.object({
  /** The transfer's reference (bank, Paxum or chain transaction id, check number). */
  reference: boundedString(100, { trim: true, min: 3, tooShort: 'At least 3 characters' }),
});
export type MarkPayoutPaid = z.infer<typeof MarkPayoutPaid>;

export const PayoutRunQuery = z.object({
  /** The run's date (a 1st or a 16th); the latest one by default. */
  runKey: z.optional(Day),
});

export const PayoutRunOutcome = z.enum([
  'pay',
  'below-minimum',
  'no-payment-info',
  'unverified',
  'suspended',
  'in-run',
]);
export type PayoutRunOutcome = z.infer<typeof PayoutRunOutcome>;

export const PayoutRunLine = z.object({
  affiliateId: Id,
  email: z.string(),
  code: z.string(),
  outcome: PayoutRunOutcome,
  method: z.nullable(PayoutMethodKind),
  masked: z.nullable(z.string()),
  /** Approved (hold over by the run date) and unpaid, adjustments netted. */
  amountCents: z.number(),
  feeCents: z.number(),
  minimumCents: z.nullable(z.number()),
  entries: z.number(),
  /** The payout of this run already made ('in-run'). */
  payoutId: z.nullable(Id),
});
export type PayoutRunLine = z.infer<typeof PayoutRunLine>;

export const PayoutRunPreview = z.object({
  runKey: z.string(),
  periodStart: z.string(),
  lines: z.array(PayoutRunLine),
  payCount: z.number(),
  payTotalCents: z.number(),
});
export type PayoutRunPreview = z.infer<typeof PayoutRunPreview>;

export const ConfirmPayoutRun = z.object({ runKey: Day });
export type ConfirmPayoutRun = z.infer<typeof ConfirmPayoutRun>;

export const PayoutRunConfirmation = z.object({
  runKey: z.string(),
  /** Payouts this confirmation made (0 when the run was confirmed already). */
  created: z.number(),
  totalCents: z.number(),
  /** Every payout of the run, open until marked paid. */
  payouts: z.array(z.extend(AdminAffiliatePayout, { affiliateId: Id })),
});
export type PayoutRunConfirmation = z.infer<typeof PayoutRunConfirmation>;

export const PayoutRunRequest = z.object({
  /** The run's date (a 1st or a 16th); defaults to the latest one. */
  runKey: z.optional(Day),
});
export const PayoutRunResult = z.object({
  runKey: z.string(),
  created: z.number(),
  totalCents: z.number(),
  skippedBelowMinimum: z.number(),
});
export type PayoutRunResult = z.infer<typeof PayoutRunResult>;

export const adminAffiliateCalls = {
  adminListAffiliates: defineCall({
    method: 'GET',
    path: '/api/admin/affiliates',
    auth: 'required',
    access: 'admin',
    query: AdminAffiliateQuery,
    response: AdminAffiliateList,
  }),
  adminGetAffiliate: defineCall({
    method: 'GET',
    path: '/api/admin/affiliates/{id}',
    auth: 'required',
    access: 'admin',
    response: AdminAffiliate,
  }),
  adminUpdateAffiliate: defineCall({
    method: 'PUT',
    path: '/api/admin/affiliates/{id}',
    auth: 'required',
    access: 'admin',
    body: AdminAffiliateUpdate,
    response: AdminAffiliate,
  }),
  adminVerifyAffiliatePayment: defineCall({
    method: 'POST',
    path: '/api/admin/affiliates/{id}/payment-verification',
    auth: 'required',
    access: 'admin',
    body: AdminVerifyPayment,
    response: AdminAffiliate,
  }),
  adminAffiliateLedger: defineCall({
    method: 'GET',
    path: '/api/admin/affiliates/{id}/ledger',
    auth: 'required',
    access: 'admin',
    query: AdminLedgerQuery,
    response: AdminLedgerPage,
  }),
  adminMarkPayoutPaid: defineCall({
    method: 'POST',
    path: '/api/admin/affiliate/payouts/{id}/paid',
    auth: 'required',
    access: 'admin',
    body: MarkPayoutPaid,
    response: AdminAffiliatePayout,
  }),
  adminPreviewPayoutRun: defineCall({
    method: 'GET',
    path: '/api/admin/affiliate/payout-runs/preview',
    auth: 'required',
    access: 'admin',
    query: PayoutRunQuery,
    response: PayoutRunPreview,
  }),
  adminConfirmPayoutRun: defineCall({
    method: 'POST',
    path: '/api/admin/affiliate/payout-runs/confirm',
    auth: 'required',
    access: 'admin',
    body: ConfirmPayoutRun,
    response: PayoutRunConfirmation,
  }),
  adminRunPayouts: defineCall({
    method: 'POST',
    path: '/api/admin/affiliate/payout-runs',
    auth: 'required',
    access: 'admin',
    body: PayoutRunRequest,
    response: PayoutRunResult,
  }),
} as const;
