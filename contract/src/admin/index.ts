/**
 * `@reelcart/contract/admin`: the back office's calls (catalogue, users, orders and refunds,
 * coupons, creatives, affiliates and payout runs, the moderation queue, mail, studio intake) and
 * the manager's sales reports and royalty statements. Every call needs `access: 'admin'` or
 * `'manager'`. Shared schemas (`Id`, `PageQuery`, `CommerceError`, …) come from
 * `@reelcart/contract/store`, the affiliate's from `@reelcart/contract/affiliate`.
 */
export * from './affiliates';
export * from './catalogue';
export * from './coupons';
export * from './creatives';
export * from './intake';
export * from './mail';
export * from './moderation';
export * from './orders';
export * from './reports';
export * from './users';

import { adminAffiliateCalls } from './affiliates';
import {
  adminActressCalls,
  adminBannerCalls,
  adminCatalogueCalls,
  adminCategoryCalls,
  adminProductCalls,
} from './catalogue';
import { adminCouponCalls } from './coupons';
import { adminCreativeCalls } from './creatives';
import { intakeCalls } from './intake';
import { adminMailCalls } from './mail';
import { adminModerationCalls } from './moderation';
import { adminOrderCalls } from './orders';
import { reportCalls } from './reports';
import { adminUserCalls } from './users';

/** Every call of the back office (admins) and of the manager's reports (managers and admins). */
export const contract = {
  ...adminOrderCalls,
  ...adminUserCalls,
  ...adminCatalogueCalls,
  ...adminProductCalls,
  ...adminBannerCalls,
  ...adminActressCalls,
  ...adminCategoryCalls,
  ...intakeCalls,
  ...reportCalls,
  ...adminCreativeCalls,
  ...adminAffiliateCalls,
  ...adminModerationCalls,
  ...adminMailCalls,
  ...adminCouponCalls,
} as const;

export type Contract = typeof contract;
export type CallName = keyof Contract;
