import { catalogueCalls, isCommerceError } from '@reelcart/sdk/contract';
import { redirect } from 'react-router';
import { PurchaseOptions } from '../components/purchase-options';
import { leadImageProps } from '../lib/catalogue/lead-image';
import { getPublicClient } from '../lib/commerce/commerce.server';
import { routeInvalid } from '../lib/platform/errors';
import { pageMeta } from '../lib/platform/page-meta';
import type { Route } from './+types/video';

/**
 * A video. Its validity check (spec §5) is the catalogue itself: an unknown slug is a fatal 404
 * 'Page Not Found: {path}'. Below the details, the purchase options (own per resolution, rental).
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  try {
    const video = await getPublicClient(context).request(catalogueCalls.getVideo, {
      params: { slug: params.slug },
    });
    // A former slug (renamed in the back office) answers the video: send the visitor to its address.
    if (video.slug !== params.slug) throw redirect(`/videos/${video.slug}`, 301);
    return { video };
  } catch (error) {
    if (isCommerceError(error) && error.status === 404) throw routeInvalid(url.pathname);
    throw error;
  }
}

/** Hydrates before the SDK is loaded (root.tsx, docs/decisions/051-deferred-sdk-start.md). */
export const handle = { sdk: 'deferred' };

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.video.title, loaderData.video.description) : [];
}

export default function Video({ loaderData }: Route.ComponentProps) {
  const { video } = loaderData;
  return (
    <article aria-labelledby="page-title" className="container-content px-0">
      <img
        src={video.cover}
        alt=""
        width={1280}
        height={720}
        {...leadImageProps(video.cover)}
        data-artwork
        className="aspect-video w-full rounded-lg bg-zinc-800 object-cover"
      />
      <h1 id="page-title" className="mt-4 font-semibold text-2xl">
        {video.title}
      </h1>
      <p className="mt-1 text-sm text-zinc-400">
        {[video.studio?.name, video.dvdId, `${video.durationMinutes} min`]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="mt-4 max-w-prose">{video.description}</p>
      <PurchaseOptions video={video} />
    </article>
  );
}
