export * from './account';
export * from './admin';
export * from './adminAffiliates';
export * from './adminCatalogue';
export * from './adminCoupons';
export * from './adminCreatives';
export * from './adminMail';
export * from './adminOrders';
export * from './adminReports';
export * from './adminUsers';
export * from './affiliate';
export * from './auth';
export * from './bounded';
export * from './call';
export * from './cart';
export * from './cartOperations';
export * from './catalogue';
export * from './checkout';
export * from './commerceError';
export * from './common';
export * from './coupons';
export * from './errors';
export * from './intake';
export * from './media';
export * from './money';
export * from './orders';
export * from './parse';
export * from './reports';
export * from './summaries';
export * from './support';
export * from './tracking';
export * from './user';

import { accountCalls } from './account';
import { adminCalls } from './admin';
import { adminAffiliateCalls } from './adminAffiliates';
import {
  adminActressCalls,
  adminBannerCalls,
  adminCatalogueCalls,
  adminCategoryCalls,
  adminProductCalls,
} from './adminCatalogue';
import { adminCouponCalls } from './adminCoupons';
import { adminCreativeCalls } from './adminCreatives';
import { adminMailCalls } from './adminMail';
import { adminOrderCalls } from './adminOrders';
import { adminReportCalls } from './adminReports';
import { adminUserCalls } from './adminUsers';
import { affiliateCalls } from './affiliate';
import { authCalls } from './auth';
import { cartCalls } from './cart';
import { catalogueCalls } from './catalogue';
import { checkoutCalls } from './checkout';
import { couponCalls } from './coupons';
import { intakeCalls } from './intake';
import { mediaCalls } from './media';
import { orderCalls } from './orders';
import { reportCalls } from './reports';
import { supportCalls } from './support';
import { trackingCalls } from './tracking';
import { userCalls } from './user';

/** Every call of spec §7. Later areas (catalogue, checkout, orders) add their own `*Calls` maps here. */
export const contract = {
  ...authCalls,
  ...cartCalls,
  ...couponCalls,
  ...userCalls,
  ...trackingCalls,
  ...catalogueCalls,
  ...checkoutCalls,
  ...orderCalls,
  ...accountCalls,
  ...adminCalls,
  ...adminUserCalls,
  ...adminCatalogueCalls,
  ...adminProductCalls,
  ...adminBannerCalls,
  ...adminActressCalls,
  ...adminCategoryCalls,
  ...intakeCalls,
  ...supportCalls,
  ...mediaCalls,
  ...affiliateCalls,
  ...reportCalls,
  ...adminCreativeCalls,
  ...adminOrderCalls,
  ...adminAffiliateCalls,
  ...adminReportCalls,
  ...adminMailCalls,
  ...adminCouponCalls,
} as const;

export type Contract = typeof contract;
export type CallName = keyof Contract;
