import {
  RecordRoyaltyPaymentRequest,
  type ReportGrouping,
  ReportGrouping as ReportGroupingSchema,
  type RoyaltyStatement,
  type RoyaltyStatementList,
  reportCalls,
  type SalesBreakdown,
  type SalesOverview,
} from '@reelcart/contract/admin';
import { isCommerceError, parseWith } from '@reelcart/sdk/contract';
import type { RouterContextProvider } from 'react-router';
import type { PaymentResult } from '../components/manager/statement-detail';
import { type Loaded, loaded } from './account.server';
import { getCommerce } from './commerce.server';

type Context = Readonly<RouterContextProvider>;

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_RE = /^\d{4}-\d{2}$/;
const param = (url: URL, name: string, re: RegExp) => {
  const v = url.searchParams.get(name);
  return v && re.test(v) ? v : undefined;
};
const text = (url: URL, name: string) => {
  const v = url.searchParams.get(name)?.trim();
  return v && v.length <= 64 ? v : undefined;
};

/** The period presets of the manager screens (days back from today, inclusive). */
export const PERIODS = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 } as const;
export type Period = keyof typeof PERIODS;

/** `?period=` (a preset) or `?from=&to=` (days) → the query's from/to. */
export function periodOf(url: URL, now = new Date()) {
  const from = param(url, 'from', DAY_RE);
  const to = param(url, 'to', DAY_RE);
  if (from && to) return { period: null, from, to };
  const raw = url.searchParams.get('period');
  // Own keys only: `?period=toString` is not a preset (it used to throw, a 500).
  const period: Period = raw && Object.hasOwn(PERIODS, raw) ? (raw as Period) : '30d';
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const start = new Date(end.getTime() - (PERIODS[period] - 1) * 86_400_000);
  return { period, from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}

export function loadOverview(context: Context, url: URL): Promise<Loaded<SalesOverview>> {
  const { from, to } = periodOf(url);
  return loaded(url, () =>
    getCommerce(context).client.request(reportCalls.salesOverview, { query: { from, to } }),
  );
}

export function groupingOf(url: URL): ReportGrouping {
  const parsed = parseWith(ReportGroupingSchema, url.searchParams.get('groupBy') ?? 'day');
  return parsed.success ? parsed.data : 'day';
}

/** The sales filters in the URL (trimmed, at most 64 characters; others are dropped). */
export function filtersOf(url: URL) {
  return {
    studio: text(url, 'studio'),
    country: text(url, 'country'),
    gateway: text(url, 'gateway'),
  };
}

export function loadSales(context: Context, url: URL): Promise<Loaded<SalesBreakdown>> {
  const { from, to } = periodOf(url);
  return loaded(url, () =>
    getCommerce(context).client.request(reportCalls.salesBreakdown, {
      query: { from, to, groupBy: groupingOf(url), ...filtersOf(url) },
    }),
  );
}

export interface RoyaltiesData {
  list: Loaded<RoyaltyStatementList>;
  statement: Loaded<RoyaltyStatement> | null;
}

export async function loadRoyalties(context: Context, url: URL): Promise<RoyaltiesData> {
  const { client } = getCommerce(context);
  const id = text(url, 'statement');
  const [list, statement] = await Promise.all([
    loaded(url, () =>
      client.request(reportCalls.listRoyaltyStatements, {
        query: { month: param(url, 'month', MONTH_RE), months: 12, studio: text(url, 'studio') },
      }),
    ),
    id
      ? loaded(url, () => client.request(reportCalls.getRoyaltyStatement, { params: { id } }))
      : Promise.resolve(null),
  ]);
  return { list, statement };
}

export type PaymentActionResult = PaymentResult;

/** The "record a payment" form: zod-validated, idempotent by reference on the server. */
export async function recordPaymentAction(
  context: Context,
  request: Request,
): Promise<PaymentActionResult> {
  const form = await request.formData();
  const id = String(form.get('statement') ?? '');
  const parsed = parseWith(RecordRoyaltyPaymentRequest, { reference: form.get('reference') ?? '' });
  if (!id) return { ok: false, message: 'No statement was chosen.' };
  if (!parsed.success)
    return { ok: false, message: 'Enter the payment reference (1–120 characters).' };
  try {
    const done = await getCommerce(context).client.request(reportCalls.recordRoyaltyPayment, {
      params: { id },
      body: parsed.data,
    });
    return { ok: true, reference: done.paymentReference ?? parsed.data.reference };
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    return {
      ok: false,
      message:
        error.status === 409 ? error.message : 'The payment could not be recorded. Try again.',
    };
  }
}
