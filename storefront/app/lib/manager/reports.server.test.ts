import { describe, expect, it } from 'vitest';
import { contextAnswering } from '../platform/loader-context.testing';
import {
  filtersOf,
  groupingOf,
  loadOverview,
  loadRoyalties,
  loadSales,
  periodOf,
  recordPaymentAction,
} from './reports.server';

const NOW = new Date('2026-11-24T23:30:00.000Z');
const at = (search: string) => new URL(`http://x/manager${search}`);

describe('periodOf', () => {
  it('is the last 30 days up to and including today (UTC) without a choice', () => {
    expect(periodOf(at(''), NOW)).toEqual({ period: '30d', from: '2026-10-26', to: '2026-11-24' });
  });

  it('counts a preset in whole days, today included', () => {
    expect(periodOf(at('?period=7d'), NOW)).toEqual({
      period: '7d',
      from: '2026-11-18',
      to: '2026-11-24',
    });
    expect(periodOf(at('?period=365d'), NOW).from).toBe('2025-11-25');
  });

  it('uses the UTC day of now, not the local one', () => {
    expect(periodOf(at('?period=7d'), new Date('2026-11-25T00:30:00+02:00')).to).toBe('2026-11-24');
  });

  it('falls back to 30 days for an unknown preset', () => {
    expect(periodOf(at('?period=14d'), NOW).period).toBe('30d');
    expect(periodOf(at('?period=toString'), NOW).period).toBe('30d');
  });

  it('takes a from/to range of days as given (no preset)', () => {
    expect(periodOf(at('?from=2030-01-01&to=2030-01-31&period=7d'), NOW)).toEqual({
      period: null,
      from: '2030-01-01',
      to: '2030-01-31',
    });
  });

  it('ignores half a range or a malformed day', () => {
    expect(periodOf(at('?from=2026-01-01'), NOW).period).toBe('30d');
    expect(periodOf(at('?from=2026-1-1&to=2026-01-31'), NOW).period).toBe('30d');
    expect(periodOf(at('?from=2026-01-01x&to=2026-01-31'), NOW).from).toBe('2026-10-26');
  });
});

describe('groupingOf', () => {
  it('reads a grouping of the contract', () => {
    expect(groupingOf(at('?groupBy=license'))).toBe('license');
    expect(groupingOf(at('?groupBy=week'))).toBe('week');
  });

  it('is by day when absent or unknown', () => {
    expect(groupingOf(at(''))).toBe('day');
    expect(groupingOf(at('?groupBy=year'))).toBe('day');
  });
});

describe('filtersOf', () => {
  it('trims the filters and drops empty or overlong ones', () => {
    expect(filtersOf(at(`?studio=%20std_1%20&country=&gateway=${'g'.repeat(65)}`))).toEqual({
      studio: 'std_1',
      country: undefined,
      gateway: undefined,
    });
    expect(filtersOf(at(`?gateway=${'g'.repeat(64)}&country=DE`))).toEqual({
      studio: undefined,
      country: 'DE',
      gateway: 'g'.repeat(64),
    });
  });
});

const kpis = {
  grossCents: 0,
  netCents: 0,
  orders: 0,
  averageOrderCents: 0,
  refundCents: 0,
  newCustomers: 0,
};
const overview = {
  from: '2030-01-01',
  to: '2030-01-31',
  previousFrom: '2029-12-01',
  previousTo: '2029-12-31',
  currency: 'USD',
  current: kpis,
  previous: kpis,
  byDay: [],
};
const statement = {
  id: 'stm_std_1_2026-10',
  studioId: 'std_1',
  studioName: 'Studio',
  month: '2026-10',
  state: 'final',
  totals: {
    grossCents: 0,
    refundCents: 0,
    chargebackCents: 0,
    feeCents: 0,
    commissionCents: 0,
    netCents: 0,
    royaltyCents: 0,
    onHoldCents: 0,
    clearedCents: 0,
  },
  rateBp: 3000,
  finalizedAt: '2026-11-01T00:00:00.000Z',
  paidAt: null,
  paymentReference: null,
  lines: [],
};

describe('loadOverview', () => {
  it('asks for the period of the URL', async () => {
    const { context, seen } = contextAnswering(() => [200, overview]);
    const answer = await loadOverview(context, at('?from=2030-01-01&to=2030-01-31'));
    expect(answer).toEqual({ ok: true, data: overview });
    expect(seen).toEqual(['/api/manager/reports/overview?from=2030-01-01&to=2030-01-31']);
  });

  it('answers an unavailable API with a message for the page, not the error page', async () => {
    const { context } = contextAnswering(() => [503, { message: 'down' }]);
    const answer = await loadOverview(context, at(''));
    expect(answer.ok).toBe(false);
  });

  it('sends a signed-out manager to sign in, then back', async () => {
    const { context } = contextAnswering(() => [401, { message: 'no' }]);
    const answer = await loadOverview(context, at('?period=7d')).catch((e: unknown) => e);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe(
      `/login?redirect=${encodeURIComponent('/manager?period=7d')}`,
    );
  });
});

describe('loadSales', () => {
  it('sends the period, the grouping and the valid filters', async () => {
    const { context, seen } = contextAnswering(() => [
      200,
      {
        from: '2030-01-01',
        to: '2030-01-31',
        groupBy: 'country',
        currency: 'USD',
        rows: [],
        totals: {
          orders: 0,
          quantity: 0,
          grossCents: 0,
          refundCents: 0,
          chargebackCents: 0,
          feeCents: 0,
          commissionCents: 0,
          netCents: 0,
        },
      },
    ]);
    const answer = await loadSales(
      context,
      at('?from=2030-01-01&to=2030-01-31&groupBy=country&studio=std_1&gateway=%20'),
    );
    expect(answer.ok).toBe(true);
    const [sent] = seen;
    const query = new URL(`http://x${sent}`).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      from: '2030-01-01',
      to: '2030-01-31',
      groupBy: 'country',
      studio: 'std_1',
    });
  });

  it('asks by day for an unknown grouping', async () => {
    const { context, seen } = contextAnswering(() => [
      200,
      { from: '2030-01-01', to: '2030-01-31', groupBy: 'day', currency: 'USD', rows: [] },
    ]);
    await loadSales(context, at('?groupBy=planet'));
    expect(new URL(`http://x${seen[0]}`).searchParams.get('groupBy')).toBe('day');
  });
});

describe('loadRoyalties', () => {
  it('lists twelve months and loads no detail without ?statement', async () => {
    const { context, seen } = contextAnswering(() => [200, { currency: 'USD', items: [] }]);
    const data = await loadRoyalties(context, at('?month=2026-10&studio=std_1'));
    expect(data).toEqual({
      list: { ok: true, data: { currency: 'USD', items: [] } },
      statement: null,
    });
    expect(seen).toEqual(['/api/manager/royalties?month=2026-10&months=12&studio=std_1']);
  });

  it('drops a malformed month', async () => {
    const { context, seen } = contextAnswering(() => [200, { currency: 'USD', items: [] }]);
    await loadRoyalties(context, at('?month=2026-1'));
    expect(seen).toEqual(['/api/manager/royalties?months=12']);
  });

  it('loads the chosen statement beside the list; a failing detail keeps the list', async () => {
    const { context, seen } = contextAnswering((url) =>
      url.pathname.endsWith('/stm_std_1_2026-10')
        ? [404, { message: 'No such statement' }]
        : [200, { currency: 'USD', items: [] }],
    );
    const data = await loadRoyalties(context, at('?statement=stm_std_1_2026-10'));
    expect(data.list.ok).toBe(true);
    expect(data.statement?.ok).toBe(false);
    expect(seen).toContain('/api/manager/royalties/stm_std_1_2026-10');
  });

  it('returns the statement when it loads', async () => {
    const { context } = contextAnswering((url) =>
      url.pathname.endsWith('/stm_std_1_2026-10')
        ? [200, statement]
        : [200, { currency: 'USD', items: [] }],
    );
    const data = await loadRoyalties(context, at('?statement=stm_std_1_2026-10'));
    expect(data.statement).toEqual({ ok: true, data: statement });
  });
});

const post = (fields: Record<string, string>) =>
  new Request('http://x/manager/royalties', { method: 'POST', body: new URLSearchParams(fields) });

describe('recordPaymentAction', () => {
  it('records the trimmed reference for the statement', async () => {
    const { context, seen } = contextAnswering(() => [
      200,
      {
        ...statement,
        state: 'paid',
        paidAt: '2026-11-24T00:00:00.000Z',
        paymentReference: 'BANK-1',
      },
    ]);
    const answer = await recordPaymentAction(
      context,
      post({ statement: 'stm_std_1_2026-10', reference: '  BANK-1 ' }),
    );
    expect(answer).toEqual({ ok: true, reference: 'BANK-1' });
    expect(seen).toEqual(['/api/manager/royalties/stm_std_1_2026-10/payment']);
  });

  it('refuses a blank or overlong reference without calling the API', async () => {
    const { context, seen } = contextAnswering(() => [500, {}]);
    for (const reference of ['', '   ', 'r'.repeat(121)]) {
      expect(
        await recordPaymentAction(context, post({ statement: 'stm_std_1_2026-10', reference })),
      ).toEqual({ ok: false, message: 'Enter the payment reference (1–120 characters).' });
    }
    expect(await recordPaymentAction(context, post({ reference: 'BANK-1' }))).toEqual({
      ok: false,
      message: 'No statement was chosen.',
    });
    expect(seen).toEqual([]);
  });

  it("shows the server's reason for a conflict (e.g. not final, or paid with another reference)", async () => {
    const { context } = contextAnswering(() => [409, { message: 'The statement is not final' }]);
    expect(
      await recordPaymentAction(context, post({ statement: 'stm_x', reference: 'BANK-1' })),
    ).toEqual({ ok: false, message: 'The statement is not final' });
  });

  it('asks to try again when the API fails otherwise', async () => {
    const { context } = contextAnswering(() => [503, { message: 'down' }]);
    expect(
      await recordPaymentAction(context, post({ statement: 'stm_x', reference: 'BANK-1' })),
    ).toEqual({ ok: false, message: 'The payment could not be recorded. Try again.' });
  });
});
