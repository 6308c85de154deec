// The public API of @reelcart/sdk/react. What is not listed here is internal.
export { useSubscribable } from './useSubscribable';
