import {
  isCommerceError,
  MediaPurpose,
  mediaCalls,
  type OwnedVideo,
  orderCalls,
  parseWith,
} from '@reelcart/sdk/contract';
import type { RouterContextProvider } from 'react-router';
import { getCommerce } from '../commerce/commerce.server';
import { type Loaded, loaded } from './account.server';

type Context = Readonly<RouterContextProvider>;

export const MY_VIDEOS_FILTERS = ['all', 'owned', 'renting', 'expired'] as const;
export type MyVideosFilter = (typeof MY_VIDEOS_FILTERS)[number];

export interface MyVideosData {
  /** The held videos after the filter and search (null when they could not be loaded). */
  videos: Loaded<{ items: OwnedVideo[]; total: number }>;
  filter: MyVideosFilter;
  q: string;
  /** The server's clock when the page was made (the countdowns' first render). */
  now: string;
}

export const filterParam = (url: URL): MyVideosFilter => {
  const value = url.searchParams.get('filter');
  return MY_VIDEOS_FILTERS.includes(value as MyVideosFilter) ? (value as MyVideosFilter) : 'all';
};

/** Where a held video belongs: owned for good, a rental running, or one that ended. */
export function holdingStatus(video: Pick<OwnedVideo, 'orderType' | 'active'>) {
  if (video.orderType === 'own') return 'owned' as const;
  return video.active ? ('renting' as const) : ('expired' as const);
}

export function filterVideos(items: readonly OwnedVideo[], filter: MyVideosFilter, q: string) {
  const needle = q.trim().toLowerCase();
  return items.filter(
    (v) =>
      (filter === 'all' || holdingStatus(v) === filter) &&
      (needle === '' ||
        v.title.toLowerCase().includes(needle) ||
        (v.dvdId ?? '').toLowerCase().includes(needle)),
  );
}

/** Every video the user holds, `?filter=owned|renting|expired` and `?q=` applied. */
export async function loadMyVideos(context: Context, url: URL): Promise<MyVideosData> {
  const filter = filterParam(url);
  const q = (url.searchParams.get('q') ?? '').slice(0, 100);
  const list = await loaded(url, () =>
    getCommerce(context).client.request(orderCalls.listOwnedVideos),
  );
  return {
    videos: list.ok
      ? {
          ok: true,
          data: { items: filterVideos(list.data.items, filter, q), total: list.data.items.length },
        }
      : list,
    filter,
    q,
    now: new Date().toISOString(),
  };
}

export type MediaActionResult =
  | { ok: true; productId: string; purpose: MediaPurpose; url: string; expiresAt: string }
  | { ok: false; productId: string; message: string };

/**
 * `intent=stream|download`, `productId`: a signed media URL. The page plays a stream's in its
 * player and sends the browser to a download's (the file arrives as an attachment).
 */
export async function mediaAction(context: Context, form: FormData): Promise<MediaActionResult> {
  const productId = String(form.get('productId') ?? '').slice(0, 100);
  const purpose = parseWith(MediaPurpose, form.get('intent'));
  if (!purpose.success || productId === '') {
    return { ok: false, productId, message: 'Choose Watch or Download on a video.' };
  }
  try {
    const media = await getCommerce(context).client.request(mediaCalls.mediaUrl, {
      params: { productId },
      body: { purpose: purpose.data },
    });
    return {
      ok: true,
      productId,
      purpose: purpose.data,
      url: media.url,
      expiresAt: media.expiresAt,
    };
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    const message =
      error.status === 403
        ? 'This video is no longer available to you (a rental may have ended).'
        : 'We could not prepare this video just now. Please try again in a moment.';
    return { ok: false, productId, message };
  }
}
