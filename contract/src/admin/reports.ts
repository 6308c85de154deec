import * as z from 'zod/mini';
import { boundedString, isoDay, isoMonth } from '../core/bounded';
import { defineCall } from '../core/call';
import { Id, queryInt } from '../core/common';

/** Manager reports (spec §1, §2 /manager*): amounts in integer cents, days in UTC. */
const Day = isoDay('expected YYYY-MM-DD');
const Month = isoMonth('expected YYYY-MM');
const Filter = z.optional(boundedString(64, { min: 1 }));

export const ReportGrouping = z.enum([
  'day',
  'week',
  'month',
  'studio',
  'video',
  'license',
  'country',
  'gateway',
]);
export type ReportGrouping = z.infer<typeof ReportGrouping>;

/** An inclusive range of UTC days; without one, the last 30 days up to today. */
export const ReportRangeQuery = z.object({
  from: z.optional(Day),
  to: z.optional(Day),
});
export type ReportRangeQuery = z.input<typeof ReportRangeQuery>;

export const SalesBreakdownQuery = z.object({
  from: z.optional(Day),
  to: z.optional(Day),
  groupBy: z._default(ReportGrouping, 'day'),
  studio: Filter,
  country: Filter,
  gateway: Filter,
});
export type SalesBreakdownQuery = z.input<typeof SalesBreakdownQuery>;

/** Gross and each deduction down to net, in the order of decision 035 (integer cents). */
const netOfDeductions = {
  grossCents: z.number(),
  refundCents: z.number(),
  chargebackCents: z.number(),
  feeCents: z.number(),
  commissionCents: z.number(),
  netCents: z.number(),
};

export const SalesBreakdownRow = z.object({
  key: z.string(),
  label: z.string(),
  orders: z.number(),
  quantity: z.number(),
  ...netOfDeductions,
});
export type SalesBreakdownRow = z.infer<typeof SalesBreakdownRow>;

/**
 * A period's sales over every row of a breakdown (with its filters): amounts and quantities are
 * the rows' sums; orders are counted once, so by studio, video or licence (an order can hold
 * several) they can be fewer than the rows' sum.
 */
export const SalesTotals = z.object({
  orders: z.number(),
  quantity: z.number(),
  ...netOfDeductions,
});
export type SalesTotals = z.infer<typeof SalesTotals>;

export const SalesBreakdown = z.object({
  from: Day,
  to: Day,
  groupBy: ReportGrouping,
  currency: z.string(),
  rows: z.array(SalesBreakdownRow),
  /** The totals row of the table (decision 104). */
  totals: SalesTotals,
});
export type SalesBreakdown = z.infer<typeof SalesBreakdown>;

export const SalesKpis = z.object({
  grossCents: z.number(),
  netCents: z.number(),
  orders: z.number(),
  averageOrderCents: z.number(),
  refundCents: z.number(),
  newCustomers: z.number(),
});
export type SalesKpis = z.infer<typeof SalesKpis>;

export const SalesOverview = z.object({
  from: Day,
  to: Day,
  previousFrom: Day,
  previousTo: Day,
  currency: z.string(),
  current: SalesKpis,
  previous: SalesKpis,
  /** Gross and net per day of the period, for the revenue chart. */
  byDay: z.array(SalesBreakdownRow),
});
export type SalesOverview = z.infer<typeof SalesOverview>;

export const StatementState = z.enum(['open', 'final', 'paid']);
export const StatementTotals = z.object({
  ...netOfDeductions,
  royaltyCents: z.number(),
  onHoldCents: z.number(),
  clearedCents: z.number(),
});
export const StatementLine = z.object({
  kind: z.enum(['sale', 'adjustment']),
  videoId: z.string(),
  videoTitle: z.string(),
  orderType: z.string(),
  resolution: z.string(),
  quantity: z.number(),
  ...netOfDeductions,
  rateBp: z.number(),
  royaltyCents: z.number(),
});
export type StatementLine = z.infer<typeof StatementLine>;

export const RoyaltyStatementSummary = z.object({
  id: Id,
  studioId: z.string(),
  studioName: z.string(),
  month: Month,
  state: StatementState,
  totals: StatementTotals,
  /** Null when the lines carry different rates (a per-video override or a rate change). */
  rateBp: z.nullable(z.number()),
  finalizedAt: z.nullable(z.string()),
  paidAt: z.nullable(z.string()),
  paymentReference: z.nullable(z.string()),
});
export type RoyaltyStatementSummary = z.infer<typeof RoyaltyStatementSummary>;

export const RoyaltyStatement = z.object({
  ...RoyaltyStatementSummary.shape,
  lines: z.array(StatementLine),
});
export type RoyaltyStatement = z.infer<typeof RoyaltyStatement>;

export const RoyaltyStatementsQuery = z.object({
  /** The newest month listed; default the current month. */
  month: z.optional(Month),
  months: queryInt(1, 24, 12),
  studio: Filter,
});
export type RoyaltyStatementsQuery = z.input<typeof RoyaltyStatementsQuery>;

export const RoyaltyStatementList = z.object({
  currency: z.string(),
  items: z.array(RoyaltyStatementSummary),
});
export type RoyaltyStatementList = z.infer<typeof RoyaltyStatementList>;

export const RecordRoyaltyPaymentRequest = z.object({
  reference: boundedString(120, { trim: true, min: 1 }),
});
export type RecordRoyaltyPaymentRequest = z.infer<typeof RecordRoyaltyPaymentRequest>;

export const SalesReport = z.object({
  orders: z.number(),
  revenue: z.number(),
  currency: z.string(),
  byDay: z.array(z.object({ day: z.string(), orders: z.number(), revenue: z.number() })),
});
export type SalesReport = z.infer<typeof SalesReport>;

export const reportCalls = {
  salesReport: defineCall({
    method: 'GET',
    path: '/api/manager/sales',
    auth: 'required',
    access: 'manager',
    response: SalesReport,
  }),
  salesOverview: defineCall({
    method: 'GET',
    path: '/api/manager/reports/overview',
    auth: 'required',
    access: 'manager',
    query: ReportRangeQuery,
    response: SalesOverview,
  }),
  salesBreakdown: defineCall({
    method: 'GET',
    path: '/api/manager/reports/sales',
    auth: 'required',
    access: 'manager',
    query: SalesBreakdownQuery,
    response: SalesBreakdown,
  }),
  listRoyaltyStatements: defineCall({
    method: 'GET',
    path: '/api/manager/royalties',
    auth: 'required',
    access: 'manager',
    query: RoyaltyStatementsQuery,
    response: RoyaltyStatementList,
  }),
  getRoyaltyStatement: defineCall({
    method: 'GET',
    path: '/api/manager/royalties/{id}',
    auth: 'required',
    access: 'manager',
    response: RoyaltyStatement,
  }),
  recordRoyaltyPayment: defineCall({
    method: 'POST',
    path: '/api/manager/royalties/{id}/payment',
    auth: 'required',
    access: 'manager',
    body: RecordRoyaltyPaymentRequest,
    response: RoyaltyStatement,
  }),
} as const;
