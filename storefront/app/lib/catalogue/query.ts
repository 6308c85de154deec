/**
 * URL ↔ list state for the catalogue screens: every filter, the sort and the page live in the
 * query string, so a list can be shared, reloaded and navigated with the browser's history.
 */

export const VIDEO_SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'popular', label: 'Most popular' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'title', label: 'Title (A–Z)' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number]['value'];

export const VIDEO_FILTER_KEYS = ['category', 'studio', 'actress', 'series'] as const;
export type VideoFilterKey = (typeof VIDEO_FILTER_KEYS)[number];

export interface VideoListState {
  page: number;
  sort: VideoSort;
  category?: string;
  studio?: string;
  actress?: string;
  series?: string;
}

const MAX_PAGE = 10_000;
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

/** `?page=`: a whole number from 1 to 10 000; anything else is the first page. */
export function parsePage(params: URLSearchParams): number {
  const raw = params.get('page');
  if (raw === null || !/^\d{1,5}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

function isSort(value: string | null): value is VideoSort {
  return VIDEO_SORTS.some((sort) => sort.value === value);
}

/** The video list's state from its URL; unknown sorts and malformed slugs are dropped. */
export function parseVideoListState(params: URLSearchParams): VideoListState {
  const sort = params.get('sort');
  const state: VideoListState = { page: parsePage(params), sort: isSort(sort) ? sort : 'newest' };
  for (const key of VIDEO_FILTER_KEYS) {
    const value = params.get(key);
    if (value && SLUG.test(value)) state[key] = value;
  }
  return state;
}

/** The query string of a video list state (defaults left out), with its leading `?` or empty. */
export function videoListSearch(state: VideoListState): string {
  const params = new URLSearchParams();
  for (const key of VIDEO_FILTER_KEYS) {
    const value = state[key];
    if (value) params.set(key, value);
  }
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The same URL at another page: the other parameters kept, `page` dropped for the first one. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Whether any filter is set. */
export function hasFilters(state: VideoListState): boolean {
  return VIDEO_FILTER_KEYS.some((key) => Boolean(state[key]));
}
