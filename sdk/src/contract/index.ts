export * from './auth';
export * from './call';
export * from './cart';
export * from './commerceError';
export * from './common';
export * from './coupons';
export * from './errors';
export * from './tracking';
export * from './user';

import { authCalls } from './auth';
import { cartCalls } from './cart';
import { couponCalls } from './coupons';
import { trackingCalls } from './tracking';
import { userCalls } from './user';

/** Every call of spec §7. Later areas (catalogue, checkout, orders) add their own `*Calls` maps here. */
export const contract = {
  ...authCalls,
  ...cartCalls,
  ...couponCalls,
  ...userCalls,
  ...trackingCalls,
} as const;

export type Contract = typeof contract;
export type CallName = keyof Contract;
