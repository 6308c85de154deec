// @vitest-environment node
import { catalogueCalls } from '@reelcart/sdk/contract';
import { describe, expect, it, vi } from 'vitest';
import { createFilterOptionsCache, FILTER_OPTIONS_TTL_MS } from './filter-options.server';

function fakeClient(fail = false, totalPages = 1) {
  const request = vi.fn(async (call: { path: string }, input: { query: { page: number } }) => {
    if (fail) throw new Error('API down');
    const n = input.query.page;
    const name = n === 1 ? `One of ${call.path}` : `Page ${n}`;
    return { items: [{ _id: `${n}`, slug: `p${n}`, name, extra: 'x' }], totalPages };
  });
  return { request } as unknown as Parameters<
    ReturnType<typeof createFilterOptionsCache>['get']
  >[1] & { request: typeof request };
}

describe('filter options of /videos', () => {
  it('loads a kind once per minute, sorted by name, and keeps only slug and name', async () => {
    // Not 0: lru-cache takes a start time of 0 as "no start" and never expires the entry.
    let now = 1_000;
    const cache = createFilterOptionsCache({ now: () => now });
    const client = fakeClient();
    expect(await cache.get('studios', client)).toEqual([
      { slug: 'p1', name: 'One of /api/studios' },
    ]);
    expect(client.request).toHaveBeenCalledWith(catalogueCalls.listStudios, {
      query: { page: 1, limit: 100, sort: 'name' },
      signal: expect.any(AbortSignal),
    });
    now = 1_000 + FILTER_OPTIONS_TTL_MS - 1;
    await cache.get('studios', client);
    expect(client.request).toHaveBeenCalledTimes(1);
    now = 1_000 + FILTER_OPTIONS_TTL_MS + 1;
    await cache.get('studios', client);
    expect(client.request).toHaveBeenCalledTimes(2);
  });

  it('reads every page of a long list', async () => {
    const cache = createFilterOptionsCache({ now: () => 1_000 });
    const client = fakeClient(false, 3);
    const options = await cache.get('actresses', client);
    expect(options.map((o) => o.slug)).toEqual(['p1', 'p2', 'p3']);
    expect(client.request).toHaveBeenCalledTimes(3);
  });

  it('shares one load between concurrent pages', async () => {
    const cache = createFilterOptionsCache({ now: () => 1_000 });
    const client = fakeClient();
    await Promise.all([cache.get('series', client), cache.get('series', client)]);
    expect(client.request).toHaveBeenCalledTimes(1);
  });

  it('never keeps a failed load', async () => {
    const cache = createFilterOptionsCache({ now: () => 1_000 });
    await expect(cache.get('actresses', fakeClient(true))).rejects.toThrow('API down');
    const working = fakeClient();
    expect(await cache.get('actresses', working)).toHaveLength(1);
    expect(working.request).toHaveBeenCalledTimes(1);
  });
});
