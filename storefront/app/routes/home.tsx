import { catalogueCalls } from '@reelcart/sdk/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EntityGrid, toEntityCard } from '../components/entity-card';
import { HomeBanners } from '../components/home-banners';
import { toCard } from '../components/video-card';
import { VideoGrid } from '../components/video-grid';
import { getPublicClient } from '../lib/commerce/commerce.server';
import { pageMeta } from '../lib/platform/page-meta';
import type { Route } from './+types/home';

const ROW = 6;

/**
 * Banners, the newest videos, the most bought ones (paid purchases and rentals), and the series
 * and studios with the most videos.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const client = getPublicClient(context);
  const [banners, newest, popular, series, studios] = await Promise.all([
    client.request(catalogueCalls.listBanners, {}),
    client.request(catalogueCalls.listVideos, { query: { limit: ROW, sort: 'newest' } }),
    client.request(catalogueCalls.listVideos, { query: { limit: ROW, sort: 'popular' } }),
    client.request(catalogueCalls.listSeries, { query: { limit: ROW, sort: 'videos' } }),
    client.request(catalogueCalls.listStudios, { query: { limit: ROW, sort: 'videos' } }),
  ]);
  return {
    banners: banners.items.map(({ _id, title, subtitle, linkUrl, image }) => ({
      _id,
      title,
      subtitle,
      linkUrl,
      image,
    })),
    newest: newest.items.map(toCard),
    popular: popular.items.map(toCard),
    series: series.items.map(toEntityCard),
    studios: studios.items.map(toEntityCard),
  };
}

/** Hydrates before the SDK is loaded (root.tsx, docs/decisions/051-deferred-sdk-start.md). */
export const handle = { sdk: 'deferred' };

export function meta() {
  return pageMeta('Home', 'Browse, rent and buy videos from independent studios.');
}

interface ShelfProps {
  id: string;
  title: string;
  more?: string;
  children: ReactNode;
}

function Shelf({ id, title, more, children }: ShelfProps) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={id} className="font-semibold text-xl">
          {title}
        </h2>
        {more ? (
          <Link to={more} className="text-sm underline" aria-label={`See all: ${title}`}>
            See all
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { banners, newest, popular, series, studios } = loaderData;
  return (
    <div className="container-content px-0">
      <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">Welcome to Reelcart</h1>
      <p className="mt-2 mb-6 max-w-prose text-zinc-400">
        Buy videos to own at the resolution you choose, or rent them for a while.
      </p>
      <HomeBanners banners={banners} />
      <Shelf id="home-new" title="New videos" more="/videos">
        <VideoGrid videos={newest} />
      </Shelf>
      <Shelf id="home-popular" title="Popular videos">
        <VideoGrid videos={popular} />
      </Shelf>
      <Shelf id="home-series" title="Series" more="/series">
        <EntityGrid entities={series} path="/series" />
      </Shelf>
      <Shelf id="home-studios" title="Studios" more="/studios">
        <EntityGrid entities={studios} path="/studios" />
      </Shelf>
    </div>
  );
}
