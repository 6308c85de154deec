import type { VideoSummary } from '@reelcart/sdk/contract';
import { Link } from 'react-router';
import { leadImageProps } from '../lib/catalogue/lead-image';

const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** What a card needs of a video. */
export interface VideoCardData {
  _id: string;
  slug: string;
  title: string;
  thumbnail: string;
  studio: string | null;
  /** The lowest price on sale; null when nothing of the video is for sale. */
  fromPrice: number | null;
}

/**
 * What a card says of the price (decision 068), the same in every list (home, /videos, series,
 * studios, actresses, categories, search): "from $4.99"; "Free" when the cheapest option costs
 * nothing; "Not for sale" when nothing is (the video's page says "Not available for purchase").
 * Never "from $0.00".
 */
export function cardPrice(fromPrice: number | null): string {
  if (fromPrice === null) return 'Not for sale';
  if (fromPrice <= 0) return 'Free';
  return `from ${price.format(fromPrice)}`;
}

export function toCard(video: VideoSummary): VideoCardData {
  const { _id, slug, title, thumbnail, fromPrice } = video;
  return { _id, slug, title, thumbnail, fromPrice, studio: video.studio?.name ?? null };
}

/**
 * A video in a grid: artwork, title, studio and the lowest price. `eager`: above the fold on a
 * wide screen; `lead`: among the first cards of the page's main grid (see lib/lead-image.ts).
 */
export function VideoCard({
  video,
  eager = false,
  lead = false,
}: {
  video: VideoCardData;
  eager?: boolean;
  lead?: boolean;
}) {
  return (
    <article className="group relative flex flex-col gap-2">
      {video.thumbnail ? (
        <img
          src={video.thumbnail}
          alt=""
          width={320}
          height={180}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(lead ? leadImageProps(video.thumbnail) : {})}
          data-artwork
          className="aspect-video w-full rounded-md bg-zinc-800 object-cover"
        />
      ) : (
        // No artwork: the same frame, empty, rather than an <img src=""> that refetches the page.
        <div
          data-artwork
          aria-hidden="true"
          className="aspect-video w-full rounded-md bg-zinc-800"
        />
      )}
      <h2 className="font-medium text-sm leading-snug">
        <Link
          to={`/videos/${video.slug}`}
          className="after:absolute after:inset-0 group-hover:text-rose-400"
        >
          {video.title}
        </Link>
      </h2>
      <p className="flex justify-between gap-2 text-xs text-zinc-400">
        <span className="truncate">{video.studio ?? 'Independent'}</span>
        <span className="shrink-0 tabular-nums" data-testid="card-price">
          {cardPrice(video.fromPrice)}
        </span>
      </p>
    </article>
  );
}
