import { catalogueCalls } from '@reelcart/sdk/contract';
import { Link } from 'react-router';
import { toCard, VideoCard } from '../components/video-card';
import { getCommerce } from '../lib/commerce.server';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/videos';

const PAGE_SIZE = 24;

/** The catalogue, newest first, 24 a page (`?page=`). Filters and sorting come with the catalogue screens. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const requested = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
  const result = await getCommerce(context).client.request(catalogueCalls.listVideos, {
    query: { page, limit: PAGE_SIZE },
  });
  // Only what a card shows goes into the page and its hydration data.
  return {
    videos: result.items.map(toCard),
    page: result.page,
    totalPages: result.totalPages,
    total: result.total,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const suffix = loaderData && loaderData.page > 1 ? ` (page ${loaderData.page})` : '';
  return pageMeta(`Videos${suffix}`, 'Every video in the catalogue, newest first.');
}

export default function Videos({ loaderData }: Route.ComponentProps) {
  const { videos, page, totalPages, total } = loaderData;
  return (
    <section aria-labelledby="page-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="page-title" className="font-semibold text-2xl">
          Videos
        </h1>
        <p className="text-sm text-zinc-400">{total} videos</p>
      </div>
      <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
        {videos.map((video, index) => (
          <li key={video._id}>
            <VideoCard video={video} eager={index < 6} />
          </li>
        ))}
      </ul>
      <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4 text-sm">
        {page > 1 ? (
          <Link
            to={page === 2 ? '/videos' : `/videos?page=${page - 1}`}
            rel="prev"
            className="btn btn-outline"
          >
            Previous
          </Link>
        ) : null}
        <span aria-current="page">
          Page {page} of {totalPages}
        </span>
        {page < totalPages ? (
          <Link to={`/videos?page=${page + 1}`} rel="next" className="btn btn-outline">
            Next
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
