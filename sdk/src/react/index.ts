// The public API of @reelcart/sdk/react. What is not listed here is internal.
export type { CommerceProviderProps } from './CommerceProvider';
export { CommerceProvider } from './CommerceProvider';
export type { UseAuthResult } from './useAuth';
export { useAuth, useAuthEvent } from './useAuth';
export type { UseCartResult } from './useCart';
export { useCart, useCartSelector } from './useCart';
export type { CheckoutStatus, UseCheckoutResult } from './useCheckout';
export { useCheckout } from './useCheckout';
export { useCommerce, useOptionalCommerce } from './useCommerce';
export type { Ownership } from './useOwnership';
export { useOwnership } from './useOwnership';
export { useSubscribable } from './useSubscribable';
