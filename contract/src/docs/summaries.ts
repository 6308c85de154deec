import type { CallName } from './calls';

/**
 * One line per call of the contract, for the OpenAPI document and the generated contract
 * reference. Kept apart from the call definitions so the browser bundle, which needs only the
 * method, path and schemas of a call, does not carry documentation prose. `Record<CallName, …>`
 * makes a call without its summary a type error.
 */
export const callSummaries: Record<CallName, string> = {
  getProfile: "The signed-in user's profile",
  updateProfile: "Change the signed-in user's display name",
  verifyEmail: 'Confirm an e-mail address with the token from the verification link',
  resendVerification: 'Send a new verification link (without SMTP: read it at /admin/mail)',
  changePassword:
    "Change the signed-in user's password (current + new); every other session's refresh tokens are revoked",
  signOutEverywhere: 'Revoke every refresh token of the signed-in user (all devices, this one too)',
  affiliateSummary: 'Affiliates only: referral code, referred users and tracked events',
  setPaymentInfo: 'Affiliates only: where payouts go',
  affiliateOverview:
    'Affiliates only: clicks (raw, unique), sign-ups, sales, conversion, EPC and commission of a period; balance and next payout',
  affiliateAnalytics:
    'Affiliates only: daily series and breakdowns by source, landing page and country of a period',
  affiliatePayoutMethod: 'Affiliates only: the saved payout method (masked), minimums and fees',
  affiliateSavePayoutMethod:
    'Affiliates only: save the payout method (Paxum, wire/SEPA, USDT, check); sets hasPaymentInfo',
  affiliatePayouts: "Affiliates only: the affiliate's payouts, newest first",
  affiliatePayout:
    'Affiliates only: one payout of theirs with the commissions and adjustments it bundles',
  affiliateCreatives: 'Affiliates only: marketing creatives (banners, text links)',
  affiliateLinks: 'Affiliates only: the links made with the link generator, with their figures',
  affiliateCreateLink: 'Affiliates only: record a generated link (landing page, source, sub-id)',
  adminRunPayouts:
    'Admins only: run the payout of a 1st/16th (idempotent: a second run pays nothing twice)',
  salesReport: 'Managers and admins: paid orders and revenue by day',
  salesOverview:
    'Managers and admins: KPIs of a period against the previous one, and revenue by day',
  salesBreakdown:
    'Managers and admins: sales grouped by day/week/month, studio, video, license, country or gateway',
  listRoyaltyStatements:
    "Managers and admins: the studios' royalty statements by month, with their state",
  getRoyaltyStatement: 'Managers and admins: one royalty statement with its line items',
  recordRoyaltyPayment:
    'Managers and admins: record the payment of a final statement (idempotent by reference)',
  adminListUsers:
    'Admins only: users newest first, searched by e-mail, filtered by role, affiliate, verified, suspended',
  adminGetUser:
    'Admins only: one user with their orders, owned videos, referrals, sessions and history',
  adminUpdateUser:
    'Admins only: set role, affiliate flag and name at the version (409 when stale; the last admin stays)',
  adminSuspendUser:
    'Admins only: suspend (sign-in and refresh refused, sessions revoked) or reinstate a user',
  adminSignOutUser: "Admins only: revoke every one of a user's sessions (refresh tokens)",
  adminPasswordResetLink: 'Admins only: a one-time password-reset link for a user (24 h)',
  adminSearchOrders:
    'Admins only: orders filtered by status, gateway, dates, coupon, affiliate, amount; number or e-mail search; sorted',
  adminGetOrder:
    'Admins only: one order with lines, payments, coupon, attribution, refunds and timeline',
  adminRefundOrder:
    'Admins only: refund lines or the whole order with a reason (idempotent by refundKey; 409 when already refunded)',
  adminListCoupons: 'Admins only: coupons with their state and usage figures, searched by code',
  adminGetCoupon: 'Admins only: one coupon, its rules, usage figures and audit history',
  adminCreateCoupon: 'Admins only: create a coupon (code unique, any case; percent or amount off)',
  adminUpdateCoupon: 'Admins only: edit a coupon at its version; audit-logged',
  resetPassword: 'Set a new password with a one-time reset link; every session of the user ends',
  adminListAffiliates:
    'Admins only: affiliates with their figures over a period, searched by code/e-mail, filtered, sorted',
  adminGetAffiliate:
    'Admins only: one affiliate: status, rate override, masked payment info, payouts and history',
  adminUpdateAffiliate:
    'Admins only: set status and commission rate override at the version (409 when stale)',
  adminVerifyAffiliatePayment:
    "Admins only: mark an affiliate's current payment info verified (payouts need it) or not",
  adminAffiliateLedger: "Admins only: an affiliate's ledger entries with their state, paginated",
  adminMarkPayoutPaid:
    'Admins only: mark an open payout paid with its reference (idempotent for the same reference)',
  adminPreviewPayoutRun:
    'Admins only: who a payout run would pay how much, and who is below the minimum or not payable',
  adminConfirmPayoutRun:
    'Admins only: make the payouts of a run (idempotent: one payout per affiliate per run)',
  intakeOverview:
    'Admins only: studios with intake activity: open batches, items per state, the oldest waiting item',
  intakeStudio:
    "Admins only: a studio's intake batches with their progress, and its default prices",
  intakeSetDefaults: "Admins only: set a studio's default prices for published intake items",
  intakePreview:
    'Admins only: parse a manifest (CSV or JSON) without importing: its rows and its problems by line',
  intakeImport:
    'Admins only: import a manifest as a new batch; valid rows become items, invalid ones are reported by line',
  intakeBatch: "Admins only: a batch's items (path, title, state), optionally of one state",
  intakeItem: 'Admins only: one intake item by its path inside the batch, with its history',
  intakeSaveItem:
    "Admins only: save an item's fields at its version; it becomes ready or needs info",
  intakeDecide: 'Admins only: approve or reject (with a reason) items of a batch',
  intakePublish:
    'Admins only: publish approved items as videos with their products (idempotent per item)',
  adminDashboard:
    "Admins only: today's and this month's revenue and orders, items needing attention, recent admin activity",
  adminAuditLog:
    'Admins only: the audit log of admin writes, newest first (by entity with entityType + entityId)',
  adminSearch: 'Admins only: videos, users, orders (by number) and studios matching a text',
  adminOptions: 'Admins only: every studio, series, actress and category (for pickers)',
  adminListVideos: 'Admins only: videos incl. unpublished, searched, filtered and sorted',
  adminGetVideo: 'Admins only: one video with its products, sales and history',
  adminCreateVideo:
    'Admins only: create a video, unpublished (audited; created published → 400 `NOT_PURCHASABLE`: it has no product yet, decision 068)',
  adminUpdateVideo:
    'Admins only: edit a video at its version (409 when stale); a new slug keeps the old one redirecting; saved published without a product on sale → 400 `NOT_PURCHASABLE` (decision 068)',
  adminPublishVideos:
    'Admins only: publish or unpublish several videos (audited), answering how many and which it changed (`slugs`, the ones an undo sets back, decision 105); all or nothing: publishing one without a product on sale → 400 `NOT_PURCHASABLE` naming it (decision 068)',
  adminCreateProduct: 'Admins only: add a product to a video (own at a resolution, or a rental)',
  adminUpdateProduct:
    'Admins only: edit a product at its version (409 when stale; disabling the last product on sale of a published video → 400 `NOT_PURCHASABLE`, decision 068)',
  adminListProducts: 'Admins only: every product across videos, filtered and sorted',
  adminBulkPrice:
    'Admins only: preview or apply a price change (percent or fixed) to several products at their versions',
  adminListBanners: 'Admins only: every home banner in order, whether live now, and their history',
  adminCreateBanner: 'Admins only: add a home banner (last in order)',
  adminUpdateBanner: 'Admins only: edit a banner at its version (409 when stale)',
  adminOrderBanners: 'Admins only: set the order of every banner (the ids, first to last)',
  adminGetActress: 'Admins only: one actress with her videos and history',
  adminCreateActress: 'Admins only: create an actress (audited)',
  adminUpdateActress: 'Admins only: edit an actress at her version (409 when stale)',
  adminGetCategory: 'Admins only: one category with its videos and history',
  adminCreateCategory: 'Admins only: create a category (audited)',
  adminUpdateCategory: 'Admins only: edit a category at its version (409 when stale)',
  adminGetStudio: 'Admins only: one studio with its videos and history',
  adminCreateStudio: 'Admins only: create a studio (audited)',
  adminUpdateStudio: 'Admins only: edit a studio at its version (409 when stale)',
  adminListOrders: 'Admins only: every order, newest first',
  login: 'Sign in with e-mail and password',
  register: 'Create an account (optionally as an affiliate, optionally referred)',
  google: 'Sign in with a Google ID token',
  currentUser: 'The signed-in user',
  refreshToken: 'Exchange a refresh token for a new access token (and a rotated refresh token)',
  getCart: "The signed-in user's server cart with its validation result",
  pushCart:
    'Save the local cart: its optimisticOperations are applied on top of the current server cart, each once per user, whatever the cartVersion — but on a stale cartVersion an edit of a video whose last edit came with a later version and is newer by the edits’ timestamps is done without effect (decision 124); without operations the products replace the lines. 409 on a stale cartVersion that changes the coupon or the state (an edit of a cart in checkout reopens it); 400 with a validationResult for invalid products (decision 066)',
  abandonCart: 'Abandon a cart',
  completeCart: 'Complete a cart into an order, idempotent by key',
  validateCart: 'Full server validation of the cart',
  validateLite: 'Ownership-only validation of product ids',
  listVideos:
    'List videos (paginated, filterable by studio/series/actress/category/resolution, searchable)',
  getVideo: 'One video by slug, with its products',
  getProduct: 'One product by id, as a cart line (with its video)',
  listSeries: 'List series (paginated, searchable)',
  getSeries: 'One of the series by slug',
  listStudios: 'List studios (paginated, searchable)',
  getStudio: 'One of the studios by slug',
  listActresses: 'List actresses (paginated, searchable)',
  getActress: 'One of the actresses by slug',
  listCategories: "List categories (paginated, searchable; `sort=order` is the admins' ordering)",
  getCategory: 'One of the categories by slug',
  listBanners: 'Active banners in display order',
  search: 'One search across videos, series, studios, actresses and categories',
  listBillers: 'Payment gateways (billers) a checkout can use',
  checkout:
    'Pay for a validated cart through a biller; a paid order grants its products. With `expectedTotalCents` (the total shown) a different total is refused, 409 TOTAL_CHANGED, nothing charged',
  validateCoupon: 'Check a coupon code',
  validatePaymentMethod: 'Check that a coupon suits a payment gateway (billerId)',
  listOrders: "The signed-in user's orders, newest first",
  getOrder:
    "One order of the signed-in user, by order number or id: each line's share of the total (`paid`) and, after refunds, its refund, the refunds and the remaining total",
  listOwnedVideos: 'Videos the signed-in user owns or rents (expired rentals marked inactive)',
  contact: 'Send a message to the store (rate-limited per client address)',
  report: 'Report content or a page (rate-limited per client address)',
  log: 'Record an affiliate tracking event (failures are only logged by the caller)',
  ownedProducts: 'Videos the signed-in user owns or rents',
  mediaUrl:
    "A short-lived signed URL to stream or download a product's media the signed-in user is entitled to",
  joinAffiliate:
    'Join the affiliate programme: the account gets an affiliate code and a new token pair',
  adminListCreatives:
    'Admins only: affiliate creatives (banners, text links) with clicks and conversions over a period',
  adminGetCreative: 'Admins only: one creative with its figures, file facts and audit history',
  adminCreateCreative: 'Admins only: create a banner (checked image upload) or text link; audited',
  adminUpdateCreative:
    'Admins only: edit a creative at its version (image, text, landing page, active state); audited',
  adminListReports:
    'Admins only: the moderation queue (content reports and contact messages) filtered by status, kind, assignee and search, with counts per status',
  adminGetReport:
    'Admins only: one queue item with its notes, the reported video, replies and history',
  adminUpdateReport:
    'Admins only: set status and assignee at the version, appending a note (resolve/reject need one)',
  adminUnpublishReported:
    'Admins only: unpublish the reported video (it leaves the catalogue) and resolve the report with a note',
  adminReplyReport:
    "Admins only: reply to the sender by e-mail through the mail outbox (needs the sender's address)",
  adminListMail: 'Admins only: the mail outbox, newest first, filtered by status, kind, recipient',
  adminGetMail: 'Admins only: one outbox mail with its text (status only with SMTP in production)',
  adminRetryMail: 'Admins only: put a failed outbox mail back in the queue, due now',
};
