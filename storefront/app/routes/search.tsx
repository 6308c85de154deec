import { catalogueCalls } from '@reelcart/sdk/contract';
import { Form } from 'react-router';
import { EntityGrid, toEntityCard } from '../components/entity-card';
import { Pagination } from '../components/pagination';
import { toCard } from '../components/video-card';
import { VideoGrid } from '../components/video-grid';
import { CATALOGUE_KINDS, type CatalogueKind } from '../lib/catalogue/kinds';
import { parsePage } from '../lib/catalogue/query';
import { getPublicClient } from '../lib/commerce/commerce.server';
import { pageMeta } from '../lib/platform/page-meta';
import type { Route } from './+types/search';

const PER_KIND = 24;
const VIDEO_PAGE_SIZE = 24;
const KINDS: CatalogueKind[] = ['series', 'studios', 'actresses', 'categories'];

/** `/search?q=`: one search across videos, series, studios, actresses and categories. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  if (!q) return { q, results: null };
  const client = getPublicClient(context);
  // Videos come from the video list (paginated, `?page=`); the other kinds from the search call.
  const [videos, found] = await Promise.all([
    client.request(catalogueCalls.listVideos, {
      query: { q, page: parsePage(url.searchParams), limit: VIDEO_PAGE_SIZE },
    }),
    client.request(catalogueCalls.search, { query: { q, limit: PER_KIND } }),
  ]);
  return {
    q,
    results: {
      videos: videos.items.map(toCard),
      videoTotal: videos.total,
      page: videos.page,
      totalPages: videos.totalPages,
      series: found.series.map(toEntityCard),
      studios: found.studios.map(toEntityCard),
      actresses: found.actresses.map(toEntityCard),
      categories: found.categories.map(toEntityCard),
    },
  };
}

/** Hydrates before the SDK is loaded (root.tsx, docs/decisions/051-deferred-sdk-start.md). */
export const handle = { sdk: 'deferred' };

export function meta({ loaderData }: Route.MetaArgs) {
  const q = loaderData?.q;
  return q
    ? pageMeta(`Search: ${q}`, `Videos, series, studios, actresses and categories matching “${q}”.`)
    : pageMeta('Search', 'Search videos, series, studios, actresses and categories.');
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, results } = loaderData;
  const count = results
    ? results.videoTotal + KINDS.reduce((sum, kind) => sum + results[kind].length, 0)
    : 0;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        {q ? `Search results for “${q}”` : 'Search'}
      </h1>
      <Form method="get" role="search" className="mt-4 flex max-w-xl gap-2">
        <label htmlFor="search-q" className="sr-only">
          Search the catalogue
        </label>
        <input
          id="search-q"
          key={q}
          type="search"
          name="q"
          defaultValue={q}
          maxLength={200}
          placeholder="Titles, series, studios, actresses, categories"
          className="min-w-0 flex-1 rounded-md border border-zinc-700 bg-zinc-900 px-3 py-2"
        />
        <button type="submit" className="btn btn-solid">
          Search
        </button>
      </Form>
      {results ? (
        <p role="status" className="mt-4 text-sm text-zinc-400">
          {count === 0 ? 'Nothing matches your search.' : `${count} results`}
        </p>
      ) : null}
      {results && results.videoTotal > 0 ? (
        <section aria-labelledby="results-videos" className="mt-8">
          <h2 id="results-videos" className="font-semibold text-xl">
            Videos
          </h2>
          <VideoGrid videos={results.videos} lead />
          <Pagination page={results.page} totalPages={results.totalPages} />
        </section>
      ) : null}
      {results
        ? KINDS.filter((kind) => results[kind].length > 0).map((kind) => (
            <section key={kind} aria-labelledby={`results-${kind}`} className="mt-8">
              <h2 id={`results-${kind}`} className="font-semibold text-xl">
                {CATALOGUE_KINDS[kind].plural}
              </h2>
              <EntityGrid entities={results[kind]} path={CATALOGUE_KINDS[kind].path} />
            </section>
          ))
        : null}
    </section>
  );
}
