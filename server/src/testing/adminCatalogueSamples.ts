import type {
  adminActressCalls,
  adminBannerCalls,
  adminCatalogueCalls,
  adminCategoryCalls,
  adminProductCalls,
  intakeCalls,
} from '@reelcart/contract/admin';
import {
  asAdmin,
  INTAKE_BATCH,
  INTAKE_CSV,
  INTAKE_ITEM,
  INTAKE_STUDIO,
  key,
  productInput,
  SAMPLE_VIDEO,
  type Sample,
  slugOf,
  videoInput,
} from './sampleFixtures';

/** The back office's catalogue calls: overview, videos and products, banners, entities, intake. */
export type CatalogueCall =
  | keyof typeof adminCatalogueCalls
  | keyof typeof adminProductCalls
  | keyof typeof adminBannerCalls
  | keyof typeof adminActressCalls
  | keyof typeof adminCategoryCalls
  | keyof typeof intakeCalls;

/** A valid request for every back-office catalogue call: dashboard, videos, products, banners, entities, intake. */
export const ADMIN_CATALOGUE_SAMPLES: Record<CatalogueCall, Sample> = {
  adminDashboard: async () => ({ path: '/api/admin/dashboard' }),
  adminAuditLog: async () => ({ path: '/api/admin/audit?entityType=video&limit=5' }),
  adminSearch: async () => ({ path: '/api/admin/search?q=har' }),
  adminOptions: async () => ({ path: '/api/admin/options' }),
  adminListVideos: async () => ({
    path: '/api/admin/videos?status=published&sort=title&dir=asc&studio=northlight-studio&limit=5',
  }),
  adminGetVideo: async () => ({ path: `/api/admin/videos/${SAMPLE_VIDEO}` }),
  adminCreateVideo: async () => ({ path: '/api/admin/videos', body: videoInput(key()) }),
  adminUpdateVideo: async (server) => {
    // The video as it is, saved again at its version: allowed roles succeed, nothing changes.
    const video = await asAdmin(server, `/api/admin/videos/${SAMPLE_VIDEO}`);
    const { _id, products, sales, history, ...input } = video;
    return { path: `/api/admin/videos/${SAMPLE_VIDEO}`, body: input };
  },
  adminPublishVideos: async () => ({
    path: '/api/admin/videos/publish',
    body: { slugs: [SAMPLE_VIDEO], published: true },
  }),
  adminCreateProduct: async (server) => {
    const slug = key();
    await server.request('POST', '/api/admin/videos', {
      token: (await server.sessionOf('admin')).token,
      body: videoInput(slug),
    });
    return { path: `/api/admin/videos/${slug}/products`, body: productInput() };
  },
  adminUpdateProduct: async (server) => {
    const video = await asAdmin(server, `/api/admin/videos/${SAMPLE_VIDEO}`);
    const { _id, ...body } = (video.products as Array<Record<string, unknown>>)[0] ?? { _id: 'x' };
    return { path: `/api/admin/products/${String(_id)}`, body };
  },
  adminListProducts: async () => ({
    path: '/api/admin/products?orderType=own&resolution=HD&sort=price&dir=desc&limit=5',
  }),
  adminBulkPrice: async (server) => {
    // A preview only: allowed roles succeed and nothing changes.
    const video = await asAdmin(server, `/api/admin/videos/${SAMPLE_VIDEO}`);
    const products = video.products as Array<{ _id: string; version: number }>;
    return {
      path: '/api/admin/products/prices',
      body: {
        items: products.map((p) => ({ id: p._id, version: p.version })),
        mode: 'percent',
        amount: -10,
        apply: false,
      },
    };
  },
  adminListBanners: async () => ({ path: '/api/admin/banners' }),
  adminCreateBanner: async () => ({
    path: '/api/admin/banners',
    // Inactive: the home page of the other tests keeps its banners.
    body: {
      title: 'Sample banner',
      subtitle: '',
      linkUrl: '/videos',
      imageUrl: null,
      startsAt: null,
      endsAt: null,
      active: false,
    },
  }),
  adminUpdateBanner: async (server) => {
    const { items } = (await asAdmin(server, '/api/admin/banners')) as {
      items: Array<Record<string, unknown>>;
    };
    const { _id, slug, position, image, live, ...body } = items[0] ?? { _id: 'x' };
    return { path: `/api/admin/banners/${String(_id)}`, body };
  },
  adminOrderBanners: async (server) => {
    // The order as it is: allowed roles succeed, nothing moves.
    const { items } = (await asAdmin(server, '/api/admin/banners')) as {
      items: Array<{ _id: string }>;
    };
    return { path: '/api/admin/banners/order', body: { ids: items.map((b) => b._id) } };
  },
  adminGetActress: async (server) => ({
    path: `/api/admin/actresses/${slugOf(await server.request('GET', '/api/actresses?limit=1'))}`,
  }),
  adminCreateActress: async () => ({
    path: '/api/admin/actresses',
    body: { name: 'Sample Actress', slug: key(), description: '', photoUrl: null },
  }),
  adminUpdateActress: async (server) => {
    const slug = slugOf(await server.request('GET', '/api/actresses?limit=1'));
    const { _id, videos, history, ...body } = await asAdmin(server, `/api/admin/actresses/${slug}`);
    return { path: `/api/admin/actresses/${slug}`, body };
  },
  adminGetCategory: async (server) => ({
    path: `/api/admin/categories/${slugOf(await server.request('GET', '/api/categories?limit=1'))}`,
  }),
  adminCreateCategory: async () => ({
    path: '/api/admin/categories',
    body: { name: 'Sample Category', slug: key(), description: '', position: 0 },
  }),
  adminUpdateCategory: async (server) => {
    const slug = slugOf(await server.request('GET', '/api/categories?limit=1'));
    const { _id, videos, history, ...body } = await asAdmin(
      server,
      `/api/admin/categories/${slug}`,
    );
    return { path: `/api/admin/categories/${slug}`, body };
  },
  adminGetStudio: async () => ({ path: '/api/admin/studios/northlight-studio' }),
  adminCreateStudio: async () => ({
    path: '/api/admin/studios',
    body: { name: 'Sample Studio', slug: key(), description: '', logoUrl: null, royaltyBps: 4000 },
  }),
  adminUpdateStudio: async (server) => {
    const studio = await asAdmin(server, '/api/admin/studios/northlight-studio');
    const { _id, videos, history, ...body } = studio;
    return { path: '/api/admin/studios/northlight-studio', body };
  },
  intakeOverview: async () => ({ path: '/api/admin/intake' }),
  intakeStudio: async () => ({ path: `/api/admin/intake/${INTAKE_STUDIO}` }),
  intakeSetDefaults: async () => ({
    path: `/api/admin/intake/${INTAKE_STUDIO}/defaults`,
    body: { sd: 899, hd: 1299, fhd: 1799, uhd: 2299, rental: 349 },
  }),
  intakePreview: async () => ({
    path: `/api/admin/intake/${INTAKE_STUDIO}/preview`,
    body: { format: 'csv', text: INTAKE_CSV },
  }),
  intakeImport: async () => ({
    path: `/api/admin/intake/${INTAKE_STUDIO}/batches`,
    body: { format: 'csv', text: INTAKE_CSV, name: key() },
  }),
  intakeBatch: async () => ({ path: `${INTAKE_BATCH}?state=ready` }),
  intakeItem: async () => ({
    path: `${INTAKE_BATCH}/item?path=${encodeURIComponent(INTAKE_ITEM)}`,
  }),
  intakeSaveItem: async (server) => {
    const item = await asAdmin(
      server,
      `${INTAKE_BATCH}/item?path=${encodeURIComponent(INTAKE_ITEM)}`,
    );
    return {
      path: `${INTAKE_BATCH}/item`,
      body: { path: INTAKE_ITEM, version: item.version, fields: item.fields },
    };
  },
  // Rejecting the seeded rejected item again is refused per item (200 with ok: false): the seed stays.
  intakeDecide: async () => ({
    path: `${INTAKE_BATCH}/decisions`,
    body: { paths: ['2026-11/scene-05/main.mp4'], action: 'reject', reason: 'Sample' },
  }),
  // Publishing the seeded published item is idempotent: it answers its video.
  intakePublish: async () => ({
    path: `${INTAKE_BATCH}/publish`,
    body: { paths: ['2026-11/scene-06/main.mp4'] },
  }),
};
