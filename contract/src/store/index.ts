/**
 * `@reelcart/contract/store`: what a shopper's frontend calls (sign-in, cart, coupons, checkout,
 * catalogue, orders, owned products, tracking, support, media, the shopper's account) with the
 * core every audience shares: call definitions, bounded strings, `parseWith`, the error catalogue
 * and `CommerceError`, the money rule. The SDK bundles this entry, and only this one, as
 * `@reelcart/sdk/contract` (docs/decisions/072). No call here needs a role (`access`).
 */
export * from '../core/bounded';
export * from '../core/call';
export * from '../core/commerceError';
export * from '../core/common';
export * from '../core/errors';
export * from '../core/money';
export * from '../core/parse';
export * from './account';
export * from './auth';
export { type CallName, type Contract, contract } from './calls';
export * from './cart';
export * from './cartMoves';
export * from './cartOperations';
export * from './catalogue';
export * from './checkout';
export * from './coupons';
export * from './handoff';
export * from './media';
export * from './orders';
export * from './support';
export * from './tracking';
export * from './user';
