// The public API of @reelcart/sdk/react. What is not listed here is internal.
export type { CommerceProviderProps } from './CommerceProvider';
export { CommerceProvider } from './CommerceProvider';
export type { UseAuthResult } from './useAuth';
export { useAuth, useAuthEvent } from './useAuth';
export { useCommerce } from './useCommerce';
export { useSubscribable } from './useSubscribable';
