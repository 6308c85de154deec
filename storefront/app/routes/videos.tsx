import { catalogueCalls } from '@reelcart/sdk/contract';
import { Pagination } from '../components/pagination';
import { toCard } from '../components/video-card';
import { type FilterOptions, VideoFilters } from '../components/video-filters';
import { VideoGrid } from '../components/video-grid';
import { filterOptionsCache } from '../lib/catalogue/filter-options.server';
import { hasFilters, parseVideoListState, VIDEO_SORTS } from '../lib/catalogue/query';
import { getPublicClient } from '../lib/commerce/commerce.server';
import { pageMeta } from '../lib/platform/page-meta';
import type { Route } from './+types/videos';

const PAGE_SIZE = 24;

/**
 * The catalogue, 24 a page. Filters (`?category=`, `?studio=`, `?actress=`, `?series=`), the sort
 * (`?sort=`) and the page (`?page=`) all live in the URL.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const state = parseVideoListState(url.searchParams);
  const client = getPublicClient(context);
  const [result, category, studio, actress, series] = await Promise.all([
    client.request(catalogueCalls.listVideos, { query: { ...state, limit: PAGE_SIZE } }),
    filterOptionsCache.get('categories', client),
    filterOptionsCache.get('studios', client),
    filterOptionsCache.get('actresses', client),
    filterOptionsCache.get('series', client),
  ]);
  const filterOptions: FilterOptions = { category, studio, actress, series };
  // Only what a card shows goes into the page and its hydration data.
  return {
    state,
    filterOptions,
    videos: result.items.map(toCard),
    page: result.page,
    totalPages: result.totalPages,
    total: result.total,
  };
}

/** Hydrates before the SDK is loaded (root.tsx, docs/decisions/051-deferred-sdk-start.md). */
export const handle = { sdk: 'deferred' };

export function meta({ loaderData }: Route.MetaArgs) {
  const suffix = loaderData && loaderData.page > 1 ? ` (page ${loaderData.page})` : '';
  const filtered = loaderData && hasFilters(loaderData.state) ? ', filtered' : '';
  const sort = VIDEO_SORTS.find((s) => s.value === loaderData?.state.sort)?.label ?? 'Newest first';
  return pageMeta(
    `Videos${suffix}`,
    `Every video in the catalogue${filtered}, ${sort.toLowerCase()}.`,
  );
}

export default function Videos({ loaderData }: Route.ComponentProps) {
  const { state, filterOptions, videos, page, totalPages, total } = loaderData;
  return (
    <section aria-labelledby="page-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="page-title" className="font-semibold text-2xl">
          Videos
        </h1>
        <p role="status" className="text-sm text-zinc-400">
          {total} videos
        </p>
      </div>
      <VideoFilters state={state} options={filterOptions} />
      <VideoGrid videos={videos} label="Videos" lead />
      <Pagination page={page} totalPages={totalPages} />
    </section>
  );
}
