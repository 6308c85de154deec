import type { contract } from '@reelcart/contract/store';
import { SEED_USERS } from '../modules/seed';
import { ensureCart, freshProduct, key, type Sample, slugOf } from './sampleFixtures';

/** A valid request for every call of a shopper's frontend (`@reelcart/contract/store`). */
export const STORE_SAMPLES: Record<keyof typeof contract, Sample> = {
  login: async () => ({
    path: '/api/auth/login',
    body: { email: 'shopper@reelcart.test', password: 'shopper-pass-1' },
  }),
  register: async () => ({
    path: '/api/auth/register',
    body: {
      email: `${key()}@example.test`,
      password: 'long-enough-1',
      isAffiliate: false,
      referralCode: null,
    },
  }),
  google: async (server) => ({
    path: '/api/auth/google',
    body: {
      credential: await server.google.sign({
        sub: key(),
        email: `${key()}@example.test`,
        email_verified: true,
      }),
      referralCode: null,
    },
  }),
  currentUser: async () => ({ path: '/api/auth/user' }),
  refreshToken: async (server) => ({
    path: '/api/auth/refresh-token',
    body: { refreshToken: (await server.login('shopper')).refreshToken },
  }),
  getCart: async (server, session) => {
    await ensureCart(server, session);
    return { path: '/api/cart' };
  },
  pushCart: async (server, session) => {
    const cart = await ensureCart(server, session);
    return {
      path: '/api/cart',
      body: {
        products: [freshProduct()],
        cartVersion: cart.version,
        optimisticOperations: [],
        lastActiveAt: new Date().toISOString(),
        state: 'active',
      },
    };
  },
  abandonCart: async (server, session) => ({
    path: '/api/cart/abandon',
    body: { cartId: (await ensureCart(server, session))._id },
  }),
  completeCart: async (server, session) => {
    const cart = await ensureCart(server, session);
    return {
      path: '/api/cart/complete',
      body: { cartId: cart._id, cartVersion: cart.version, idempotencyKey: key() },
    };
  },
  validateCart: async () => ({
    path: '/api/cart/validate',
    body: { productIds: [freshProduct()], cartVersion: null },
  }),
  validateLite: async () => ({
    path: '/api/cart/validate-lite',
    body: { productIds: [freshProduct()] },
  }),
  validateCoupon: async () => ({ path: '/api/coupons/validate?code=WELCOME10' }),
  validatePaymentMethod: async () => ({
    path: '/api/coupons/validate-payment-method?code=CRYPTO20&billerId=test-crypto',
  }),
  ownedProducts: async () => ({ path: '/api/user/owned-products' }),
  log: async () => ({
    path: '/api/user/log',
    body: {
      referralCode: 'REELPAID',
      action: 'addToCart',
      metadata: { timestamp: new Date().toISOString(), productId: 'prd_0001_own_hd', price: 14.99 },
    },
  }),
  listVideos: async () => ({ path: '/api/videos?limit=5&sort=price-desc&category=drama' }),
  getVideo: async () => ({ path: '/api/videos/secret-harbor-i-0175' }),
  getProduct: async () => ({ path: '/api/products/prd_0020_own_hd' }),
  listSeries: async () => ({ path: '/api/series?limit=3' }),
  getSeries: async (server) => ({
    path: `/api/series/${slugOf(await server.request('GET', '/api/series?limit=1'))}`,
  }),
  listStudios: async () => ({ path: '/api/studios?sort=videos' }),
  getStudio: async () => ({ path: '/api/studios/northlight-studio' }),
  listActresses: async () => ({ path: '/api/actresses?q=a&page=2&limit=5' }),
  getActress: async (server) => ({
    path: `/api/actresses/${slugOf(await server.request('GET', '/api/actresses?limit=1'))}`,
  }),
  listCategories: async () => ({ path: '/api/categories' }),
  getCategory: async () => ({ path: '/api/categories/drama' }),
  listBanners: async () => ({ path: '/api/banners' }),
  search: async () => ({ path: '/api/search?q=har&limit=3' }),
  listBillers: async () => ({ path: '/api/checkout/billers' }),
  checkout: async (server, session) => {
    const cart = await ensureCart(server, session);
    return {
      path: '/api/checkout',
      body: {
        cartId: cart._id,
        cartVersion: cart.version,
        billerId: 'test-card',
        idempotencyKey: key(),
        paymentDetails: { cardNumber: '4242424242424242' },
      },
    };
  },
  listOrders: async () => ({ path: '/api/orders?limit=5' }),
  getOrder: async (server, session) => {
    const cart = await ensureCart(server, session);
    const paid = await server.request('POST', '/api/checkout', {
      token: session?.token ?? null,
      body: {
        cartId: cart._id,
        cartVersion: cart.version,
        billerId: 'test-crypto',
        idempotencyKey: key(),
      },
    });
    return { path: `/api/orders/${String(paid.json?.orderNumber ?? 'RC-999999')}` };
  },
  listOwnedVideos: async () => ({ path: '/api/user/videos' }),
  mediaUrl: async (server, session) => {
    // Buy a fresh product, then ask for a URL of one the caller holds.
    const cart = await ensureCart(server, session);
    await server.request('POST', '/api/checkout', {
      token: session?.token ?? null,
      body: {
        cartId: cart._id,
        cartVersion: cart.version,
        billerId: 'test-crypto',
        idempotencyKey: key(),
      },
    });
    const owned = await server.request('GET', '/api/user/videos', {
      token: session?.token ?? null,
    });
    const items = (owned.json?.items ?? []) as { productId: string; stream: boolean }[];
    const productId = items.find((i) => i.stream)?.productId ?? 'prd_0001_own_hd';
    return { path: `/api/media/${productId}/url`, body: { purpose: 'stream' } };
  },
  getProfile: async () => ({ path: '/api/user/profile' }),
  updateProfile: async () => ({ path: '/api/user/profile', body: { displayName: 'Test Name' } }),
  verifyEmail: async (server) => {
    const { sendVerificationEmail } = await import('../modules/accounts/emailVerification');
    const link = await sendVerificationEmail(
      { db: server.db, config: server.config, log: { info() {}, warn() {}, error() {} } },
      { id: 'usr_shopper', email: 'shopper@reelcart.test' },
    );
    return {
      path: '/api/auth/verify-email',
      body: { token: new URL(link).searchParams.get('token') },
    };
  },
  resendVerification: async () => ({ path: '/api/auth/resend-verification' }),
  changePassword: async (_server, session) => {
    // The account's own password again (a seeded one, or newShopper's), so it keeps it.
    const seeded = SEED_USERS.find((u) => u.email === session?.user.email)?.password;
    const password = seeded ?? 'long-enough-1';
    return {
      path: '/api/auth/change-password',
      body: {
        currentPassword: password,
        newPassword: password,
        refreshToken: session?.refreshToken ?? null,
      },
    };
  },
  signOutEverywhere: async () => ({ path: '/api/auth/sign-out-everywhere' }),
  joinAffiliate: async (server, session) => ({
    path: '/api/account/affiliate',
    body: { acceptTerms: true },
    ...(session ? { token: (await server.newShopper()).token } : {}),
  }),
  resetPassword: async (server) => {
    const { createResetLink } = await import('../modules/accounts/passwordReset');
    const id = (await server.newShopper()).user.id ?? 'missing';
    const { link } = await createResetLink(server, id, 'usr_admin', Date.now());
    return {
      path: '/api/auth/reset-password',
      body: { token: new URL(link).searchParams.get('token'), password: 'long-enough-2' },
    };
  },
  contact: async () => ({
    path: '/api/contact',
    body: { name: 'Sam', email: 'sam@example.test', subject: 'Hello', message: 'A question.' },
  }),
  report: async () => ({
    path: '/api/report',
    body: { url: '/videos/secret-harbor-i-0175', reason: 'copyright', details: 'Not licensed.' },
  }),
};
