import type { SalesBreakdownRow, StatementLine } from '@reelcart/contract/admin';
import { describe, expect, it } from 'vitest';
import { isTimeGrouping, SALES_CSV_HEADER, salesCsvRow } from './sales-report';
import { deductions, LINE_CSV_HEADER, statementCsvRow } from './statement-detail';

const row: SalesBreakdownRow = {
  key: 'std_1',
  label: 'North Light Films',
  orders: 3,
  quantity: 4,
  grossCents: 12_345,
  refundCents: 1_000,
  chargebackCents: 500,
  feeCents: 1_300,
  commissionCents: 2_000,
  netCents: 7_545,
};

const line: StatementLine = {
  kind: 'adjustment',
  videoId: 'vid_1',
  videoTitle: 'Harbor Lights',
  orderType: 'own',
  resolution: 'HD',
  quantity: 0,
  grossCents: 0,
  refundCents: 1_999,
  chargebackCents: 0,
  feeCents: 0,
  commissionCents: -160,
  netCents: -1_839,
  rateBp: 3000,
  royaltyCents: -552,
};

describe('the sales CSV', () => {
  it('has one cell per column of the table, amounts in dollars with two decimals', () => {
    const cells = salesCsvRow(row);
    expect(cells).toEqual([
      'North Light Films',
      3,
      4,
      '123.45',
      '10.00',
      '5.00',
      '13.00',
      '20.00',
      '75.45',
    ]);
    expect(cells).toHaveLength(SALES_CSV_HEADER.length);
  });

  it('tells periods over time from dimensions', () => {
    expect(['day', 'week', 'month'].every((g) => isTimeGrouping(g as 'day'))).toBe(true);
    expect(isTimeGrouping('studio')).toBe(false);
    expect(isTimeGrouping('license')).toBe(false);
  });
});

describe('the statement CSV', () => {
  it('sums refunds, chargebacks, fees and commission as deductions (a reversed commission lowers them)', () => {
    expect(deductions(line)).toBe(1_839);
    expect(deductions({ ...line, chargebackCents: 100, feeCents: 30 })).toBe(1_969);
  });

  it('names the kind and license, with negative amounts of an adjustment', () => {
    const cells = statementCsvRow(line);
    expect(cells).toEqual([
      'Adjustment',
      'Harbor Lights',
      'own HD',
      0,
      '0.00',
      '18.39',
      '-18.39',
      '30%',
      '-5.52',
    ]);
    expect(cells).toHaveLength(LINE_CSV_HEADER.length);
    expect(statementCsvRow({ ...line, kind: 'sale' })[0]).toBe('Sale');
  });
});
