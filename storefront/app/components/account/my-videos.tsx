import type { OwnedVideo } from '@reelcart/sdk/contract';
import { catalogueCalls } from '@reelcart/sdk/contract';
import { useCart, useCommerce } from '@reelcart/sdk/react';
import { useEffect, useState } from 'react';
import { Form, Link, useFetcher, useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/account/format';
import { RESOLUTION_LABEL } from '../../lib/cart/product';
import { readAppConfig } from '../../lib/platform/app-config';
import { RentalCountdown } from './rental-countdown';

/** A media URL as the API answered it (a path), against the API's origin when it has its own. */
export function mediaHref(url: string): string {
  if (typeof window === 'undefined') return url;
  return new URL(url, readAppConfig().apiBaseUrl || window.location.origin).href;
}

export type MyVideosFilter = 'all' | 'owned' | 'renting' | 'expired';
const FILTER_LABEL: Record<MyVideosFilter, string> = {
  all: 'All',
  owned: 'Owned',
  renting: 'Renting',
  expired: 'Expired',
};

type Status = 'owned' | 'renting' | 'expired';
const statusOf = (v: Pick<OwnedVideo, 'orderType' | 'active'>): Status =>
  v.orderType === 'own' ? 'owned' : v.active ? 'renting' : 'expired';

/** What the page's Watch form answers (the route's action). */
export type WatchResult =
  | { ok: true; productId: string; purpose: 'stream' | 'download'; url: string; expiresAt: string }
  | { ok: false; productId: string; message: string };

/** The filter (owned / renting / expired) and search, as a GET form: both live in the URL. */
export function MyVideosFilters({ filter, q }: { filter: MyVideosFilter; q: string }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="My videos"
      className="mt-4 flex flex-wrap items-end gap-3"
    >
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Show</legend>
        {(Object.keys(FILTER_LABEL) as MyVideosFilter[]).map((value) => (
          <label
            key={value}
            className="flex items-center gap-1 rounded-md border border-zinc-800 px-2 py-1"
          >
            <input type="radio" name="filter" value={value} defaultChecked={value === filter} />
            {FILTER_LABEL[value]}
          </label>
        ))}
      </fieldset>
      <label className="flex flex-col text-sm">
        Search my videos
        <input
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          className="input mt-1"
          placeholder="Title or DVD id"
        />
      </label>
      <button type="submit" className="btn btn-outline">
        Apply
      </button>
    </Form>
  );
}

/** The list of held videos, or why it is empty. */
export function MyVideosList({
  videos,
  total,
  now,
  filter,
  q,
  loading = false,
}: {
  videos: readonly OwnedVideo[];
  /** How many the account holds before the filter and search. */
  total: number;
  now: string;
  filter: MyVideosFilter;
  q: string;
  loading?: boolean;
}) {
  if (total === 0) {
    return (
      <div className="mt-6">
        <p>You do not own or rent any videos yet.</p>
        <p className="mt-3">
          <Link to="/videos" className="btn btn-solid">
            Browse videos
          </Link>
        </p>
      </div>
    );
  }
  if (videos.length === 0) {
    return (
      <div className="mt-6">
        <p>
          No {filter === 'all' ? '' : `${FILTER_LABEL[filter].toLowerCase()} `}videos
          {q ? ` match “${q}”` : ''}.
        </p>
        <p className="mt-3">
          <Link to="/dashboard/my-videos">Show all my videos</Link>
        </p>
      </div>
    );
  }
  return (
    <ul
      aria-label="My videos"
      aria-busy={loading}
      // Busy without dimming: faded text and buttons would fall below contrast.
      className={`mt-6 flex flex-col gap-3 ${loading ? 'cursor-progress' : ''}`}
    >
      {videos.map((video) => (
        <MyVideoItem key={`${video.productId}-${video.acquiredAt}`} video={video} now={now} />
      ))}
    </ul>
  );
}

export function MyVideoItem({
  video,
  now,
  player,
}: {
  video: OwnedVideo;
  now: string;
  /** A player already open (stories); otherwise Watch opens one. */
  player?: WatchResult;
}) {
  const fetcher = useFetcher<WatchResult>({ key: `watch-${video.productId}` });
  const downloader = useFetcher<WatchResult>({ key: `download-${video.productId}` });
  const downloadUrl = downloader.data?.ok ? downloader.data.url : null;
  useEffect(() => {
    // The signed URL answers an attachment: the browser saves it and stays on this page.
    if (downloadUrl) window.location.assign(mediaHref(downloadUrl));
  }, [downloadUrl]);
  const status = statusOf(video);
  const titleId = `video-${video.productId}-${video.acquiredAt}`.replace(/[^A-Za-z0-9_-]/g, '-');
  const watching = fetcher.data ?? player;
  const pending = fetcher.state === 'submitting';
  return (
    <li
      aria-labelledby={titleId}
      data-testid="my-video"
      data-status={status}
      className="rounded-md border border-zinc-800 p-3"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 id={titleId} className="font-medium">
          <Link to={`/videos/${encodeURIComponent(video.slug)}`}>{video.title}</Link>
        </h2>
        <span className="text-sm text-zinc-400">{RESOLUTION_LABEL[video.resolution]}</span>
        <span className="text-sm">
          {status === 'owned' ? (
            'Owned'
          ) : status === 'renting' && video.expiresAt ? (
            <>
              Rental: <RentalCountdown expiresAt={video.expiresAt} now={now} />
            </>
          ) : (
            <>
              Rental expired
              {video.expiresAt ? ` ${formatDateTime(video.expiresAt)}` : ''}
            </>
          )}
        </span>
        <span className="ml-auto flex flex-wrap gap-2">
          {status === 'expired' ? (
            <>
              <RentAgain productId={video.productId} title={video.title} />
              <Link
                to={`/videos/${encodeURIComponent(video.slug)}#purchase-title`}
                className="btn btn-outline"
                aria-describedby={titleId}
              >
                Buy to own
              </Link>
            </>
          ) : (
            <>
              {video.stream ? (
                <fetcher.Form method="post">
                  <input type="hidden" name="productId" value={video.productId} />
                  <button
                    type="submit"
                    name="intent"
                    value="stream"
                    className="btn btn-solid"
                    aria-describedby={titleId}
                    disabled={pending}
                  >
                    {pending ? 'Preparing…' : 'Watch'}
                  </button>
                </fetcher.Form>
              ) : null}
              {video.download ? (
                <downloader.Form method="post">
                  <input type="hidden" name="productId" value={video.productId} />
                  <button
                    type="submit"
                    name="intent"
                    value="download"
                    className="btn btn-outline"
                    aria-describedby={titleId}
                    disabled={downloader.state === 'submitting'}
                  >
                    {downloader.state === 'submitting' ? 'Preparing…' : 'Download'}
                  </button>
                </downloader.Form>
              ) : null}
              {!video.stream && !video.download ? (
                <span className="text-sm text-zinc-400">Not available to watch or download</span>
              ) : null}
            </>
          )}
        </span>
      </div>
      {[watching, downloader.data].map((answer) =>
        answer && !answer.ok ? (
          <p key={answer.productId} role="alert" className="mt-2 text-rose-300">
            {answer.message}
          </p>
        ) : null,
      )}
      {watching?.ok && watching.purpose === 'stream' ? (
        <video
          className="mt-3 aspect-video w-full max-w-3xl bg-black"
          src={mediaHref(watching.url)}
          controls
          autoPlay
          muted
          playsInline
          aria-label={`Player: ${video.title}`}
          data-testid="player"
        />
      ) : null}
    </li>
  );
}

/** An expired rental's "Rent again": the same rental into the cart, then the cart. */
function RentAgain({ productId, title }: { productId: string; title: string }) {
  const { client } = useCommerce();
  const { add } = useCart();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  return (
    <>
      <button
        type="button"
        className="btn btn-solid"
        aria-label={`Rent again: ${title}`}
        disabled={state === 'pending'}
        onClick={async () => {
          setState('pending');
          try {
            add(await client.request(catalogueCalls.getProduct, { params: { id: productId } }));
            navigate('/cart');
          } catch {
            setState('failed');
          }
        }}
      >
        {state === 'pending' ? 'Adding…' : 'Rent again'}
      </button>
      {state === 'failed' ? (
        <span role="alert" className="text-sm text-rose-300">
          Could not add it to the cart. Please try again.
        </span>
      ) : null}
    </>
  );
}
