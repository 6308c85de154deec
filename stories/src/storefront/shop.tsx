import { type Commerce, createCommerce, createRecordingNavigator } from '@reelcart/sdk';
import type { CartProduct, CatalogueProduct } from '@reelcart/sdk/contract';
import {
  createFakeServer,
  createMemoryCookieJar,
  DEFAULT_PASSWORD,
  type KeyValueStore,
  makeVideoProducts,
} from '@reelcart/sdk/testing';
import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { waitFor } from 'storybook/test';
import { commerceDecorator, current, type StoryCommerce } from './withCommerce';

/** Artwork as a data URI: stories never reach the network (Chromium resolves no outside host). */
export const art = (label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#3f3f46"/><text x="160" y="95" fill="#fafafa" font-size="20" text-anchor="middle">${label}</text></svg>`,
  )}`;

export const LONG_TITLE = `An extremely long title that keeps going ${'and going '.repeat(8)}until it wraps`;

/** v1 plain, v2 with a very long title, v3 without artwork (no thumbnail, no cover). */
export const shopVideos = {
  v1: { _id: 'v1', title: 'Video v1', thumbnail: art('v1'), cover: art('v1'), slug: 'video-v1' },
  v2: { _id: 'v2', title: LONG_TITLE, thumbnail: art('v2'), cover: art('v2'), slug: 'video-v2' },
  v3: { _id: 'v3', title: 'Video v3', thumbnail: null, cover: null, slug: 'video-v3' },
};

/** The fake server's catalogue for these videos: own SD/HD/FHD/4K and an HD rental each. */
export const shopCatalogue: CartProduct[] = Object.values(shopVideos).flatMap((video) =>
  makeVideoProducts({ ...video, dvdId: `DVD-${video._id.toUpperCase()}` }),
);

/** A catalogue line by id (`v1-own-HD`), as the storefront would put it in the cart. */
export function line(id: string): CartProduct {
  const found = shopCatalogue.find((p) => p._id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

/** A video's products as the video page gets them from the catalogue API. */
export function catalogueProducts(videoId: string): CatalogueProduct[] {
  return shopCatalogue
    .filter((p) => p.video._id === videoId)
    .map((p) => ({
      _id: p._id,
      orderType: p.orderType,
      resolution: p.resolution,
      price: p.currentPrice,
      download: p.download,
      stream: p.stream,
      rentalHours: p.orderType === 'rental' ? 48 : null,
    }));
}

export const SHOPPER = 'shopper@example.test';

/** Storage that never answers (a slow IndexedDB): the cart stays in `restoring`. */
const slowStorage: KeyValueStore = {
  get: () => new Promise(() => undefined),
  set: async () => undefined,
  del: async () => undefined,
};

function createShop(slow: boolean): StoryCommerce {
  const server = createFakeServer({ catalogue: shopCatalogue });
  const commerce = createCommerce({
    baseURL: 'http://fake-server.test',
    fetch: server.fetch,
    cookies: createMemoryCookieJar(),
    navigator: createRecordingNavigator(),
    storage: slow ? slowStorage : false,
    journal: false,
    channel: false,
    pageLifecycle: false,
    captureReferral: false,
  });
  return { commerce, server };
}

/**
 * Like `withCommerce`, over a fake server whose catalogue is `shopCatalogue`.
 * `parameters.slowStorage: true` gives the cart a store that never answers.
 */
export const withShop = commerceDecorator((parameters) =>
  createShop(parameters.slowStorage === true),
);

/** The developer setting "censor images": its CSS hook on the document, for this story only. */
export const withCensoredImages: Decorator = (Story) => {
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-censor-images', '');
    return () => document.documentElement.removeAttribute('data-censor-images');
  }, []);
  return <Story />;
};

/** The story's commerce instance and fake server. */
export function shop(): StoryCommerce & { commerce: Commerce } {
  if (!current.value) throw new Error('no story commerce');
  return current.value;
}

/** Signs the seeded shopper in through the SDK and waits for the cart to settle. */
export async function signInShopper(): Promise<void> {
  const { commerce } = shop();
  const result = await commerce.auth.signIn({ email: SHOPPER, password: DEFAULT_PASSWORD });
  if (result.error) throw new Error(result.error.message);
  // The cart loads the server cart and the owned products after the sign-in.
  await waitFor(() => {
    const { context } = commerce.cart.actor.getSnapshot();
    if (
      context.ownedProductsLastUpdated === null ||
      !commerce.cart.actor.getSnapshot().matches({ sync: 'idle' })
    )
      throw new Error('cart not loaded yet');
  });
}
