import type { CallName } from '@reelcart/contract/docs';
import { payoutRunKey as payoutRunKeyOf } from '../modules/affiliate/rules';
import { contentReports, mailOutbox } from '../modules/schema';
import { SEED_USERS } from '../modules/seed';
import type { Session, TestServer } from './harness';
import { makePng } from './png';

/** A valid request for a call, given the caller's session (set up so that it succeeds). */
export interface SampleRequest {
  path: string;
  body?: unknown;
  /**
   * A token to send instead of the role's: for a call that changes the caller's role (joining
   * the affiliate programme), so the shared sessions keep theirs. Only given when signed in.
   */
  token?: string;
}
/** A statement the sales seed leaves final and unpaid: the first studio's, eight months after the start. */
function seededFinalStatement(now = new Date()): string {
  const month = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth() + 8, 1));
  return `stm_std_01_${month.toISOString().slice(0, 7)}`;
}

export type Sample = (server: TestServer, session: Session | null) => Promise<SampleRequest>;

let nextVideo = 100;
/** A product nobody in the tests has bought yet. */
export function freshProduct(kind: 'own_sd' | 'own_4k' | 'rental' = 'own_sd'): string {
  nextVideo += 1;
  if (nextVideo > 240) nextVideo = 101;
  return `prd_${String(nextVideo).padStart(4, '0')}_${kind}`;
}

/** Makes sure the session has a current cart holding one fresh product; answers id and version. */
export async function ensureCart(server: TestServer, session: Session | null) {
  const token = session?.token ?? null;
  const current = await server.request('GET', '/api/cart', { token });
  const version =
    current.status === 200 ? (current.json.cart as { version: number }).version : null;
  const pushed = await server.request('POST', '/api/cart', {
    token,
    body: { products: [freshProduct()], cartVersion: version, state: 'active' },
  });
  const cart = pushed.json?.cart as { _id: string; version: number } | undefined;
  return cart ?? { _id: 'cart_missing', version: 0 };
}

/** A new shopper's paid order of one fresh product: something an admin can refund. */
export async function freshPaidOrder(server: TestServer): Promise<string> {
  const shopper = await server.newShopper();
  const cart = await ensureCart(server, shopper);
  const paid = await server.request('POST', '/api/checkout', {
    token: shopper.token,
    body: {
      cartId: cart._id,
      cartVersion: cart.version,
      billerId: 'test-card',
      idempotencyKey: `sample-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
      paymentDetails: { cardNumber: '4242424242424242' },
    },
  });
  return String(paid.json?.orderId ?? 'ord_missing');
}

const key = () => `sample-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export const SAMPLES: Record<CallName, Sample> = {
  adminListCreatives: async () => ({
    path: '/api/admin/creatives?kind=banner&active=true&q=a&days=90',
  }),
  adminGetCreative: async () => ({ path: '/api/admin/creatives/crt_rectangle?days=7' }),
  // Inactive: /affiliate/marketing of the other tests keeps its creatives.
  adminCreateCreative: async () => ({
    path: '/api/admin/creatives',
    body: {
      name: 'Sample banner',
      kind: 'banner',
      text: 'Sample banner',
      landingPage: '/videos',
      active: false,
      image: { dataBase64: makePng(300, 250).toString('base64') },
    },
  }),
  adminUpdateCreative: async (server) => {
    // The seeded text link saved as it is at its version: allowed roles succeed, nothing changes.
    const c = await asAdmin(server, '/api/admin/creatives/crt_text_new');
    return {
      path: '/api/admin/creatives/crt_text_new',
      body: {
        name: c.name,
        kind: c.kind,
        text: c.text,
        landingPage: c.landingPage,
        active: c.active,
        image: null,
        version: c.version,
      },
    };
  },
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
  affiliateSummary: async () => ({ path: '/api/affiliate/summary' }),
  joinAffiliate: async (server, session) => ({
    path: '/api/account/affiliate',
    body: { acceptTerms: true },
    ...(session ? { token: (await server.newShopper()).token } : {}),
  }),
  setPaymentInfo: async () => ({
    path: '/api/affiliate/payment-info',
    body: { method: 'paypal', account: 'payouts@example.test' },
  }),
  salesReport: async () => ({ path: '/api/manager/sales' }),
  affiliateOverview: async () => ({
    path: '/api/affiliate/overview?from=2026-01-01&to=2026-01-31',
  }),
  affiliateAnalytics: async () => ({ path: '/api/affiliate/analytics' }),
  affiliatePayoutMethod: async () => ({ path: '/api/affiliate/payout-method' }),
  affiliateSavePayoutMethod: async () => ({
    path: '/api/affiliate/payout-method',
    body: { method: 'paxum', email: 'payouts@example.test' },
  }),
  affiliatePayouts: async () => ({ path: '/api/affiliate/payouts' }),
  affiliatePayout: async () => ({ path: '/api/affiliate/payouts/po_seed_reelpaid_1' }),
  affiliateCreatives: async () => ({ path: '/api/affiliate/creatives' }),
  affiliateLinks: async () => ({ path: '/api/affiliate/links' }),
  affiliateCreateLink: async () => ({
    path: '/api/affiliate/links',
    body: { landingPage: '/videos', source: 'newsletter', subId: 'nov' },
  }),
  adminRunPayouts: async () => ({ path: '/api/admin/affiliate/payout-runs', body: {} }),
  salesOverview: async () => ({ path: '/api/manager/reports/overview' }),
  salesBreakdown: async () => ({ path: '/api/manager/reports/sales?groupBy=studio' }),
  listRoyaltyStatements: async () => ({ path: '/api/manager/royalties?months=3' }),
  getRoyaltyStatement: async () => ({ path: `/api/manager/royalties/${seededFinalStatement()}` }),
  recordRoyaltyPayment: async () => ({
    path: `/api/manager/royalties/${seededFinalStatement()}/payment`,
    body: { reference: 'BANK-TEST-1' },
  }),
  adminListUsers: async () => ({
    path: '/api/admin/users?limit=3&q=example&role=user&affiliate=false&verified=false&suspended=false',
  }),
  adminGetUser: async () => ({ path: '/api/admin/users/usr_affiliate' }),
  adminUpdateUser: async (server) => {
    // A fresh user saved as they are at their version: allowed roles succeed, nothing changes.
    const id = (await server.newShopper()).user.id;
    const user = await asAdmin(server, `/api/admin/users/${id}`);
    return {
      path: `/api/admin/users/${id}`,
      body: { role: 'user', isAffiliate: false, displayName: null, version: user.version },
    };
  },
  adminSuspendUser: async (server) => ({
    path: `/api/admin/users/${(await server.newShopper()).user.id}/suspension`,
    body: { suspended: true },
  }),
  adminSignOutUser: async (server) => ({
    path: `/api/admin/users/${(await server.newShopper()).user.id}/sign-out`,
    body: {},
  }),
  adminPasswordResetLink: async (server) => ({
    path: `/api/admin/users/${(await server.newShopper()).user.id}/password-reset`,
    body: {},
  }),
  adminListReports: async () => ({ path: '/api/admin/reports?status=open&kind=report' }),
  adminGetReport: async (server) => ({ path: `/api/admin/reports/${await sampleReport(server)}` }),
  adminUpdateReport: async (server) => ({
    path: `/api/admin/reports/${await sampleReport(server)}`,
    body: { status: 'in_review', assigneeId: null, note: 'Looking into it.', version: 1 },
  }),
  adminUnpublishReported: async (server) => {
    // A video of its own (published), so the shared catalogue keeps every seeded video.
    const slug = await publishedVideo(server, key());
    return {
      path: `/api/admin/reports/${await sampleReport(server, `/videos/${slug}`)}/unpublish`,
      body: { note: 'Confirmed.', version: 1 },
    };
  },
  adminReplyReport: async (server) => ({
    path: `/api/admin/reports/${await sampleReport(server, '/about', 'reporter@example.test')}/reply`,
    body: { subject: 'Your report', text: 'Thank you, we are looking into it.', version: 1 },
  }),
  adminListMail: async () => ({ path: '/api/admin/mail?status=queued' }),
  adminGetMail: async (server) => {
    const [mail] = await server.db.select({ id: mailOutbox.id }).from(mailOutbox).limit(1);
    return { path: `/api/admin/mail/${mail?.id ?? 'mail_missing'}` };
  },
  adminRetryMail: async (server) => {
    const id = `mail_${key()}`;
    await server.db.insert(mailOutbox).values({
      id,
      kind: 'report_reply',
      to: 'someone@example.test',
      subject: 'A failed sample mail',
      text: 'Sample.',
      dedupeKey: `sample:${id}`,
      status: 'failed',
      attempts: 12,
      lastError: 'SMTP 550',
    });
    return { path: `/api/admin/mail/${id}/retry`, body: {} };
  },
  resetPassword: async (server) => {
    const { createResetLink } = await import('../modules/accounts/passwordReset');
    const id = (await server.newShopper()).user.id ?? 'missing';
    const { link } = await createResetLink(server, id, 'usr_admin', Date.now());
    return {
      path: '/api/auth/reset-password',
      body: { token: new URL(link).searchParams.get('token'), password: 'long-enough-2' },
    };
  },
  adminListAffiliates: async () => ({
    path: '/api/admin/affiliates?limit=3&q=reel&status=active&sort=balance&dir=desc&from=2026-01-01&to=2026-01-31',
  }),
  adminGetAffiliate: async () => ({ path: '/api/admin/affiliates/usr_affiliate' }),
  adminUpdateAffiliate: async (server) => {
    // Saved as it is at its version: nothing changes.
    const a = await asAdmin(server, '/api/admin/affiliates/usr_affiliate_new');
    return {
      path: '/api/admin/affiliates/usr_affiliate_new',
      body: { status: 'active', commissionPercent: null, version: a.version },
    };
  },
  adminVerifyAffiliatePayment: async (server) => {
    const a = await asAdmin(server, '/api/admin/affiliates/usr_affiliate');
    return {
      path: '/api/admin/affiliates/usr_affiliate/payment-verification',
      body: { verified: true, version: a.version },
    };
  },
  adminAffiliateLedger: async () => ({
    path: '/api/admin/affiliates/usr_affiliate/ledger?page=1&limit=5',
  }),
  // The same reference again answers the paid payout (idempotent).
  adminMarkPayoutPaid: async () => ({
    path: '/api/admin/affiliate/payouts/po_seed_reelwire_open/paid',
    body: { reference: 'USDT-TX-SAMPLE-1' },
  }),
  adminPreviewPayoutRun: async () => ({ path: '/api/admin/affiliate/payout-runs/preview' }),
  adminConfirmPayoutRun: async () => ({
    path: '/api/admin/affiliate/payout-runs/confirm',
    body: { runKey: payoutRunKeyOf(new Date()) },
  }),
  adminListOrders: async () => ({ path: '/api/admin/orders?page=1&limit=3' }),
  adminSearchOrders: async () => ({
    path: '/api/admin/order-search?limit=5&status=paid&gateway=test-card&from=2020-01-01&to=2099-12-31&minCents=1&maxCents=100000&sort=total&dir=asc&q=example',
  }),
  adminGetOrder: async () => ({ path: '/api/admin/orders/ord_seed_shopper' }),
  adminRefundOrder: async (server) => ({
    path: `/api/admin/orders/${await freshPaidOrder(server)}/refunds`,
    body: { reason: 'Sample refund', refundKey: key() },
  }),
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
  contact: async () => ({
    path: '/api/contact',
    body: { name: 'Sam', email: 'sam@example.test', subject: 'Hello', message: 'A question.' },
  }),
  report: async () => ({
    path: '/api/report',
    body: { url: '/videos/secret-harbor-i-0175', reason: 'copyright', details: 'Not licensed.' },
  }),
  adminListCoupons: async () => ({ path: '/api/admin/coupons?limit=3&q=off&active=true' }),
  adminGetCoupon: async () => ({ path: '/api/admin/coupons/cpn_welcome10' }),
  adminCreateCoupon: async () => ({
    path: '/api/admin/coupons',
    body: {
      code: `S${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`.toUpperCase(),
      discountType: 'percent',
      percentOff: 5,
      amountOffCents: null,
      appliesToGateway: ['test-card'],
      startsAt: null,
      expiresAt: null,
      usageLimit: 10,
      perUserLimit: 1,
      minSubtotalCents: 500,
      active: false,
    },
  }),
  // The seeded coupon saved as it is at its version: nothing changes.
  adminUpdateCoupon: async (server) => {
    const c = await asAdmin(server, '/api/admin/coupons/cpn_fiveoff');
    return {
      path: '/api/admin/coupons/cpn_fiveoff',
      body: {
        code: c.code,
        discountType: c.discountType,
        percentOff: c.percentOff,
        amountOffCents: c.amountOffCents,
        appliesToGateway: c.appliesToGateway,
        startsAt: c.startsAt,
        expiresAt: c.expiresAt,
        usageLimit: c.usageLimit,
        perUserLimit: c.perUserLimit,
        minSubtotalCents: c.minSubtotalCents,
        active: c.active,
        version: c.version,
      },
    };
  },
};

/** The seeded intake batch (server/src/modules/intake/seed.ts) and its ready item. */
export const INTAKE_STUDIO = 'northlight-studio';
export const INTAKE_BATCH = `/api/admin/intake/${INTAKE_STUDIO}/sample-delivery`;
export const INTAKE_ITEM = '2026-11/scene-03/main.mp4';
export const INTAKE_CSV =
  'path,title,categories,release_date,duration\n2026-12/a/main.mp4,Sample,drama,2026-12-01,30\n';

/** The video the admin samples read and save unchanged. */
export const SAMPLE_VIDEO = 'secret-harbor-i-0175';

/**
 * A new published video: created unpublished, given one product, then published (a video
 * without a product on sale is not published, decision 068). Answers its slug.
 */
export async function publishedVideo(server: TestServer, slug: string): Promise<string> {
  const token = (await server.sessionOf('admin')).token;
  const steps = [
    { path: '/api/admin/videos', body: videoInput(slug) },
    { path: `/api/admin/videos/${slug}/products`, body: productInput() },
    { path: '/api/admin/videos/publish', body: { slugs: [slug], published: true } },
  ];
  for (const { path, body } of steps) {
    const res = await server.request('POST', path, { token, body });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
  }
  return slug;
}

/** A valid new video (unpublished, no relations). */
export function videoInput(slug: string) {
  return {
    title: `Sample ${slug}`,
    slug,
    description: 'A placeholder video.',
    dvdId: null,
    releaseDate: '2026-11-01',
    durationMinutes: 90,
    studioId: null,
    seriesId: null,
    actressIds: [],
    categoryIds: [],
    artworkUrl: null,
    published: false,
  };
}

export function productInput(overrides: Record<string, unknown> = {}) {
  return {
    orderType: 'own',
    resolution: 'HD',
    priceCents: 1299,
    download: true,
    stream: true,
    enabled: true,
    rentalHours: null,
    ...overrides,
  };
}

/** A fresh content report (version 1) about `url`, for the queue's calls. */
async function sampleReport(server: TestServer, url = '/about', email: string | null = null) {
  const id = `rpt_${key()}`;
  await server.db.insert(contentReports).values({
    id,
    url,
    reason: 'other',
    details: 'A sample report for the tests.',
    email,
    clientAddress: '127.0.0.1',
  });
  return id;
}

async function asAdmin(server: TestServer, path: string): Promise<Record<string, unknown>> {
  const res = await server.request('GET', path, { token: (await server.sessionOf('admin')).token });
  return res.json;
}

function slugOf(res: { json: Record<string, unknown> }): string {
  const items = res.json.items as { slug: string }[] | undefined;
  return items?.[0]?.slug ?? 'missing';
}
