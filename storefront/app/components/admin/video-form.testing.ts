import type { AdminOptions, AdminVideo } from '@reelcart/contract/admin';

/** Test and story data for the admin video editor (video-form.tsx, product-editor.tsx). */
export const NO_OPTIONS: AdminOptions = { studios: [], series: [], actresses: [], categories: [] };

/** An owned HD copy at 12.99, on sale. */
export const OWN_HD: AdminVideo['products'][number] = {
  ...{ _id: 'prd_1', version: 1, orderType: 'own', resolution: 'HD', priceCents: 1299 },
  ...{ download: true, stream: true, enabled: true, rentalHours: null },
};

/** A video with these products, unpublished unless said. */
export function adminVideoWith(products: AdminVideo['products'], published = false): AdminVideo {
  return {
    ...{ _id: 'vid_1', version: 1, title: 'A placeholder video', slug: 'a-placeholder-video' },
    ...{ description: 'A placeholder description.', dvdId: null, releaseDate: '2026-11-01' },
    ...{ durationMinutes: 90, studioId: null, seriesId: null, actressIds: [], categoryIds: [] },
    ...{ artworkUrl: null, published, products, history: [] },
    sales: { units: 0, revenueCents: 0, rentals: 0 },
  };
}
