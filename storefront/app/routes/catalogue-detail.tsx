import { catalogueCalls, isCommerceError } from '@reelcart/sdk/contract';
import { Link, redirect } from 'react-router';
import { Pagination } from '../components/pagination';
import { toCard } from '../components/video-card';
import { VideoGrid } from '../components/video-grid';
import { CATALOGUE_KINDS, kindOfPath } from '../lib/catalogue/kinds';
import { KIND_CALLS } from '../lib/catalogue/kinds.server';
import { parsePage, videoListSearch } from '../lib/catalogue/query';
import { getPublicClient } from '../lib/commerce/commerce.server';
import { routeInvalid } from '../lib/platform/errors';
import { pageMeta } from '../lib/platform/page-meta';
import type { Route } from './+types/catalogue-detail';

const PAGE_SIZE = 24;

/**
 * A series, studio, actress or category: artwork, details and its videos, 24 a page (`?page=`).
 * Its validity check is the catalogue itself: an unknown slug is a fatal 404 'Page Not Found: {path}'.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const kind = kindOfPath(url.pathname);
  const info = CATALOGUE_KINDS[kind];
  const slug = params.slug ?? '';
  const client = getPublicClient(context);
  try {
    const [entity, videos] = await Promise.all([
      client.request(KIND_CALLS[kind].get, { params: { slug } }),
      client.request(catalogueCalls.listVideos, {
        query: { page: parsePage(url.searchParams), limit: PAGE_SIZE, [info.filter]: slug },
      }),
    ]);
    // A former slug (a category renamed in the back office) answers it: send the visitor on.
    if (entity.slug !== slug) throw redirect(`${info.path}/${entity.slug}`, 301);
    return {
      kind,
      entity: {
        name: entity.name,
        description: entity.description,
        image: entity.image,
        videoCount: entity.videoCount,
        studio: entity.studio ?? null,
      },
      videos: videos.items.map(toCard),
      page: videos.page,
      totalPages: videos.totalPages,
      allVideos: `/videos${videoListSearch({ page: 1, sort: 'newest', [info.filter]: slug })}`,
    };
  } catch (error) {
    if (isCommerceError(error) && error.status === 404) throw routeInvalid(url.pathname);
    throw error;
  }
}

/** Hydrates before the SDK is loaded (root.tsx, docs/decisions/051-deferred-sdk-start.md). */
export const handle = { sdk: 'deferred' };

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const suffix = loaderData.page > 1 ? ` (page ${loaderData.page})` : '';
  return pageMeta(`${loaderData.entity.name}${suffix}`, loaderData.entity.description);
}

export default function CatalogueDetail({ loaderData }: Route.ComponentProps) {
  const { kind, entity, videos, page, totalPages, allVideos } = loaderData;
  const info = CATALOGUE_KINDS[kind];
  return (
    <article aria-labelledby="page-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <img
          src={entity.image}
          alt=""
          width={200}
          height={200}
          data-artwork
          className="aspect-square w-40 shrink-0 rounded-lg bg-zinc-800 object-cover sm:w-48"
        />
        <div className="min-w-0">
          <p className="text-sm text-zinc-400">
            <Link to={info.path} className="hover:text-rose-400">
              {info.plural}
            </Link>
          </p>
          <h1 id="page-title" className="font-semibold text-2xl">
            {entity.name}
          </h1>
          <p className="mt-2 max-w-prose">{entity.description}</p>
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div className="flex gap-1">
              <dt className="text-zinc-400">Videos:</dt>
              <dd>{entity.videoCount}</dd>
            </div>
            {entity.studio ? (
              <div className="flex gap-1">
                <dt className="text-zinc-400">Studio:</dt>
                <dd>
                  <Link to={`/studios/${entity.studio.slug}`} className="underline">
                    {entity.studio.name}
                  </Link>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>
      <section aria-labelledby="videos-title" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="videos-title" className="font-semibold text-xl">
            Videos
          </h2>
          <Link to={allVideos} className="text-sm underline">
            Sort and filter these videos
          </Link>
        </div>
        <VideoGrid videos={videos} lead />
        <Pagination page={page} totalPages={totalPages} />
      </section>
    </article>
  );
}
