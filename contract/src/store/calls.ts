/**
 * Every call a shopper's frontend makes, in one map, in a module of its own: an object spread
 * may run getters, so a bundler keeps it wherever its module is kept; here, only what uses
 * `contract` pays for every store call (the SDK's core does not: decision 072).
 */
import { accountCalls } from './account';
import { authCalls } from './auth';
import { cartCalls } from './cart';
import { catalogueCalls } from './catalogue';
import { checkoutCalls } from './checkout';
import { couponCalls } from './coupons';
import { mediaCalls } from './media';
import { orderCalls } from './orders';
import { supportCalls } from './support';
import { trackingCalls } from './tracking';
import { userCalls } from './user';

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
  ...supportCalls,
  ...mediaCalls,
} as const;

export type Contract = typeof contract;
export type CallName = keyof Contract;
