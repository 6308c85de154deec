import type { ApiClient, CoreCalls } from '@reelcart/sdk';
import { LRUCache } from 'lru-cache';
import type { FilterOption } from '../../components/video-filters';
import type { CATALOGUE_KINDS } from './kinds';
import { KIND_CALLS } from './kinds.server';

/** How long the /videos filter lists are reused: a new studio shows in its list within a minute. */
export const FILTER_OPTIONS_TTL_MS = 60_000;
/** Options asked for a page (the API's largest page). */
export const OPTIONS_PAGE_SIZE = 100;
/** Pages read at most: 2,000 options, past which a dropdown is no use anyway. */
export const OPTIONS_PAGES_MAX = 20;

type Kind = keyof typeof CATALOGUE_KINDS;
type Client = Pick<ApiClient<CoreCalls>, 'request'>;

/**
 * The filter dropdowns of /videos: every studio, series, actress and category by name. They are
 * public, the same for every visitor and change rarely, yet cost four API calls per page, so they
 * are kept for FILTER_OPTIONS_TTL_MS per process. lru-cache gives the TTL, one load at a time per
 * kind (concurrent pages share it) and never keeps a failed load.
 */
export function createFilterOptionsCache(perf?: { now(): number }) {
  const cache = new LRUCache<Kind, FilterOption[], Client>({
    max: 8,
    ttl: FILTER_OPTIONS_TTL_MS,
    // Read the clock on every check (the default caches it for 1 ms on a timer).
    ttlResolution: 0,
    ...(perf ? { perf } : {}),
    // Every page, not just the first: a catalogue with 150 studios lists all 150.
    fetchMethod: async (kind, _stale, { context: client, signal }) => {
      const options: FilterOption[] = [];
      for (let page = 1; page <= OPTIONS_PAGES_MAX; page++) {
        const answer = await client.request(KIND_CALLS[kind].list, {
          query: { page, limit: OPTIONS_PAGE_SIZE, sort: 'name' },
          signal,
        });
        options.push(...answer.items.map(({ slug, name }) => ({ slug, name })));
        if (page >= answer.totalPages) break;
      }
      return options;
    },
  });
  return {
    /** The options of one kind, loaded through `client` when there are none fresh. */
    async get(kind: Kind, client: Client): Promise<FilterOption[]> {
      const options = await cache.fetch(kind, { context: client });
      return options ?? [];
    },
    /** Forgets every list: a back-office write shows on /videos at once (issue 17). */
    clear(): void {
      cache.clear();
    },
  };
}

export const filterOptionsCache = createFilterOptionsCache();
