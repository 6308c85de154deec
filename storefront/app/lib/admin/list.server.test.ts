import { describe, expect, it } from 'vitest';
import { affiliates } from '../../admin/resources/affiliates';
import { creatives } from '../../admin/resources/creatives';
import { orders } from '../../admin/resources/orders';
import { contextAnswering } from '../platform/loader-context.testing';
import { loadResourceList } from './list.server';

const asked = (seen: string[], index = 0) =>
  Object.fromEntries(new URL(`http://api.test${seen[index]}`).searchParams);

describe('loadResourceList', () => {
  it("sends the call's query (callQuery: dollars to cents, unknown values left out) but keeps the URL's", async () => {
    const page = { items: [], page: 1, limit: 25, total: 0, totalPages: 0 };
    const { context, seen } = contextAnswering(() => [200, page]);
    const url = new URL('http://x/admin/orders?min=12.50&max=abc&status=paid&sort=total&page=2');
    const loaded = await loadResourceList(orders, context, url);
    expect(loaded).toEqual({
      list: page,
      query: { min: '12.50', max: 'abc', status: 'paid', sort: 'total', page: '2' },
    });
    expect(asked(seen)).toEqual({
      minCents: '1250',
      status: 'paid',
      sort: 'total',
      page: '2',
      limit: '25',
    });
  });

  it('exports every page of a CSV list, 100 a call, and stops at the last', async () => {
    const row = (n: number) => ({
      id: `aff_${n}`,
      email: `a${n}@reelcart.test`,
      code: `REEL${n}`,
      status: 'active',
      rateBp: null,
      clicks: 0,
      signups: 0,
      sales: 0,
      pendingCents: 0,
      approvedCents: 0,
      paidCents: 0,
      balanceCents: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const { context, seen } = contextAnswering((url) => {
      const page = Number(url.searchParams.get('page'));
      return [
        200,
        { from: 'a', to: 'b', items: [row(page)], page, limit: 100, total: 2, totalPages: 2 },
      ];
    });
    const loaded = await loadResourceList(
      affiliates,
      context,
      new URL('http://x/admin/affiliates?export=csv&q=reel&page=5'),
    );
    expect(loaded).toEqual({ exportRows: [row(1), row(2)] });
    expect(seen.map((_, i) => asked(seen, i))).toEqual([
      { q: 'reel', page: '1', limit: '100' },
      { q: 'reel', page: '2', limit: '100' },
    ]);
  });

  it('loads a list without pages (creatives) with no limit: the server says how many', async () => {
    const list = {
      items: [],
      days: 30,
      totals: { clicks: 0, uniqueClicks: 0, conversions: 0, conversionRate: 0 },
    };
    const { context, seen } = contextAnswering(() => [200, list]);
    const loaded = await loadResourceList(
      creatives,
      context,
      new URL('http://x/admin/creatives?days=30&kind=banner&page=3'),
    );
    expect(loaded).toEqual({ list, query: { days: '30', kind: 'banner' } });
    expect(asked(seen)).toEqual({ days: '30', kind: 'banner' });
  });
});
