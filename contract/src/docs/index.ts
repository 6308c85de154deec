/**
 * `@reelcart/contract/docs`: the whole contract (every audience's calls in one map) and each
 * call's one-line summary, for what describes or walks all of it: the OpenAPI document, the
 * generated contract page (docs/contract.md), the server's authorization matrix, fuzz and
 * contract tests. Frontends import their audience's entry instead.
 */
export { type Audience, audiences, type CallName, type Contract, contract } from './calls';
export { callSummaries } from './summaries';
