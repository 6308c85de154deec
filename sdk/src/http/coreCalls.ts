import { authCalls } from '@reelcart/contract/store/auth';
import { cartCalls } from '@reelcart/contract/store/cart';
import { couponCalls } from '@reelcart/contract/store/coupons';
import { trackingCalls } from '@reelcart/contract/store/tracking';
import { userCalls } from '@reelcart/contract/store/user';

/**
 * The calls of spec §7 that the core services (auth, cart, ownership, checkout, affiliate
 * tracking) make, by name. Other areas (catalogue, orders, admin) are not listed here so the
 * core bundle does not carry their schemas: call them with `client.request(definition, input)`.
 */
export const coreCalls = {
  ...authCalls,
  ...cartCalls,
  ...couponCalls,
  ...userCalls,
  ...trackingCalls,
} as const;
export type CoreCalls = typeof coreCalls;
