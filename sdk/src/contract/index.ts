/**
 * `@reelcart/sdk/contract`: the store contract (`@reelcart/contract/store`, bundled into the SDK's
 * build): what a shopper's frontend calls, with the error catalogue, `CommerceError`, `parseWith`
 * and the money rule. The back office's and the affiliate's calls are not shipped with the SDK
 * (docs/decisions/072); a back office imports them from `@reelcart/contract/admin` and
 * `@reelcart/contract/affiliate` inside this repository.
 */
export * from '@reelcart/contract/store';
