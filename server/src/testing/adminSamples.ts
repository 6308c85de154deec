import type { CallName } from '@reelcart/contract/admin';
import { payoutRunKey as payoutRunKeyOf } from '../modules/affiliate/rules';
import { mailOutbox } from '../modules/schema';
import type { CatalogueCall } from './adminCatalogueSamples';
import { makePng } from './png';
import {
  asAdmin,
  freshPaidOrder,
  key,
  publishedVideo,
  type Sample,
  sampleReport,
  seededFinalStatement,
} from './sampleFixtures';

/**
 * A valid request for every other back-office call: users, orders, coupons, creatives, affiliates
 * and payouts, the moderation queue, mail, and the manager's reports.
 */
export const ADMIN_SAMPLES: Record<Exclude<CallName, CatalogueCall>, Sample> = {
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
  salesReport: async () => ({ path: '/api/manager/sales' }),
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
