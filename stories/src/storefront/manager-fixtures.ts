import type {
  RoyaltyStatement,
  RoyaltyStatementSummary,
  SalesBreakdownRow,
  SalesKpis,
  SalesOverview,
  SalesTotals,
  StatementLine,
} from '@reelcart/contract/admin';

/** A breakdown row; net follows decision 035 (gross − refunds − chargebacks − fees − commission). */
export const salesRow = (
  key: string,
  grossCents: number,
  overrides: Partial<SalesBreakdownRow> = {},
): SalesBreakdownRow => {
  const row = {
    key,
    label: key,
    orders: Math.round(grossCents / 1999),
    quantity: Math.round(grossCents / 1800),
    grossCents,
    refundCents: Math.round(grossCents * 0.03),
    chargebackCents: 0,
    feeCents: Math.round(grossCents * 0.1),
    commissionCents: Math.round(grossCents * 0.05),
    ...overrides,
  };
  return {
    netCents:
      row.grossCents - row.refundCents - row.chargebackCents - row.feeCents - row.commissionCents,
    ...row,
  };
};

/** Fourteen days of sales, 2026-11-11 … 2026-11-24. */
export const DAYS: SalesBreakdownRow[] = Array.from({ length: 14 }, (_, i) =>
  salesRow(`2026-11-${String(11 + i).padStart(2, '0')}`, 40_000 + ((i * 7919) % 23) * 1_000),
);

/** By studio, as the server orders a dimension: gross descending. */
export const STUDIOS: SalesBreakdownRow[] = [
  salesRow('std_north', 412_300, { label: 'North Light Films' }),
  salesRow('std_harbor', 255_900, { label: 'Harbor Pictures' }),
  salesRow('std_meadow', 98_150, { label: 'Meadow Studio', refundCents: 9_000 }),
];

export const kpis = (overrides: Partial<SalesKpis> = {}): SalesKpis => ({
  grossCents: 766_350,
  netCents: 628_407,
  orders: 402,
  averageOrderCents: 1_906,
  refundCents: 22_990,
  newCustomers: 57,
  ...overrides,
});

export const overviewWith = (overrides: Partial<SalesOverview> = {}): SalesOverview => ({
  from: '2026-10-26',
  to: '2026-11-24',
  previousFrom: '2026-09-26',
  previousTo: '2026-10-25',
  currency: 'USD',
  current: kpis(),
  previous: kpis({
    grossCents: 613_080,
    netCents: 502_726,
    orders: 335,
    averageOrderCents: 1_830,
    refundCents: 30_654,
    newCustomers: 49,
  }),
  byDay: DAYS,
  ...overrides,
});

const ZERO_TOTALS = {
  grossCents: 0,
  refundCents: 0,
  chargebackCents: 0,
  feeCents: 0,
  commissionCents: 0,
  netCents: 0,
  royaltyCents: 0,
  onHoldCents: 0,
  clearedCents: 0,
};

export const statementSummary = (
  studio: string,
  month: string,
  state: RoyaltyStatementSummary['state'],
  netCents: number,
  overrides: Partial<RoyaltyStatementSummary> = {},
): RoyaltyStatementSummary => ({
  id: `stm_${studio}_${month}`,
  studioId: `std_${studio}`,
  studioName: `${studio[0]?.toUpperCase()}${studio.slice(1)} Pictures`,
  month,
  state,
  totals: {
    ...ZERO_TOTALS,
    grossCents: Math.round(netCents * 1.2),
    feeCents: Math.round(netCents * 0.2),
    netCents,
    royaltyCents: Math.round(netCents * 0.3),
    onHoldCents: state === 'open' ? Math.round(netCents * 0.3) : 0,
    clearedCents: state === 'open' ? 0 : Math.round(netCents * 0.3),
  },
  rateBp: 3000,
  finalizedAt: state === 'open' ? null : `${month}-28T23:59:59.000Z`,
  paidAt: state === 'paid' ? `${month}-28T12:00:00.000Z` : null,
  paymentReference: state === 'paid' ? 'BANK-2026-0042' : null,
  ...overrides,
});

/** An open (draft) statement, a final one awaiting payment, and a paid one. */
export const STATEMENTS: RoyaltyStatementSummary[] = [
  statementSummary('harbor', '2026-11', 'open', 182_000),
  statementSummary('harbor', '2026-10', 'final', 240_500),
  statementSummary('north', '2026-09', 'paid', 310_250, { rateBp: null }),
];

const line = (overrides: Partial<StatementLine>): StatementLine => {
  const l = {
    kind: 'sale' as const,
    videoId: 'vid_1',
    videoTitle: 'Harbor Lights',
    orderType: 'own',
    resolution: 'HD',
    quantity: 10,
    grossCents: 19_990,
    refundCents: 0,
    chargebackCents: 0,
    feeCents: 2_099,
    commissionCents: 1_600,
    rateBp: 3000,
    ...overrides,
  };
  const netCents =
    l.grossCents - l.refundCents - l.chargebackCents - l.feeCents - l.commissionCents;
  return { netCents, royaltyCents: Math.round((netCents * l.rateBp) / 10_000), ...l };
};

export const LINES: StatementLine[] = [
  line({}),
  line({
    videoId: 'vid_2',
    videoTitle: 'Quiet Tide',
    orderType: 'rental',
    resolution: '4K',
    quantity: 4,
    grossCents: 1_996,
    feeCents: 230,
    commissionCents: 0,
  }),
  // A refund of a sale on a statement that was already final, booked forward here.
  line({
    kind: 'adjustment',
    quantity: 0,
    grossCents: 0,
    refundCents: 1_999,
    feeCents: 0,
    commissionCents: -160,
  }),
];

export const statementWith = (
  state: RoyaltyStatement['state'],
  overrides: Partial<RoyaltyStatement> = {},
): RoyaltyStatement => {
  const lines = overrides.lines ?? LINES;
  const sum = (k: keyof StatementLine) => lines.reduce((n, l) => n + Number(l[k]), 0);
  const royaltyCents = sum('royaltyCents');
  return {
    ...statementSummary('harbor', '2026-10', state, sum('netCents')),
    totals: {
      grossCents: sum('grossCents'),
      refundCents: sum('refundCents'),
      chargebackCents: sum('chargebackCents'),
      feeCents: sum('feeCents'),
      commissionCents: sum('commissionCents'),
      netCents: sum('netCents'),
      royaltyCents,
      onHoldCents: state === 'open' ? royaltyCents : 0,
      clearedCents: state === 'open' ? 0 : royaltyCents,
    },
    lines,
    ...overrides,
  };
};

/** The API's totals of breakdown rows: each figure summed, orders counted once (`orders`). */
export const totalsOf = (rows: SalesBreakdownRow[], orders?: number): SalesTotals => {
  const sum = (f: (r: SalesBreakdownRow) => number) => rows.reduce((n, r) => n + f(r), 0);
  return {
    orders: orders ?? sum((r) => r.orders),
    quantity: sum((r) => r.quantity),
    grossCents: sum((r) => r.grossCents),
    refundCents: sum((r) => r.refundCents),
    chargebackCents: sum((r) => r.chargebackCents),
    feeCents: sum((r) => r.feeCents),
    commissionCents: sum((r) => r.commissionCents),
    netCents: sum((r) => r.netCents),
  };
};
