/**
 * `@reelcart/contract/docs`: the whole contract (every audience's calls in one map) and each
 * call's one-line summary, for what describes or walks all of it: the OpenAPI document, the
 * generated contract page (docs/contract.md), the server's authorization matrix, fuzz and
 * contract tests. Frontends import their audience's entry instead.
 */
import { contract as adminContract } from '../admin/index';
import { contract as affiliateContract } from '../affiliate/index';
import { contract as storeContract } from '../store/index';

export { callSummaries } from './summaries';

/** The calls of each audience, in the order the contract page lists them. */
export const audiences = {
  store: storeContract,
  affiliate: affiliateContract,
  admin: adminContract,
} as const;
export type Audience = keyof typeof audiences;

/** Every call of the contract: the three audiences' calls (their names never overlap). */
export const contract = { ...storeContract, ...affiliateContract, ...adminContract } as const;

export type Contract = typeof contract;
export type CallName = keyof Contract;
