/**
 * `@reelcart/contract/affiliate`: what an affiliate's dashboard calls (summary, payment and payout
 * method, overview, analytics, payouts, creatives, links) and the payout method's pure checks
 * (IBAN, BIC, USDT, postal address). Every call needs `access: 'affiliate'`. Shared schemas
 * (`Id`, `CommerceError`, …) come from `@reelcart/contract/store`.
 */
export * from './affiliate';

import { affiliateCalls } from './affiliate';

/** Every call of the affiliate's dashboard. */
export const contract = { ...affiliateCalls } as const;

export type Contract = typeof contract;
export type CallName = keyof Contract;
