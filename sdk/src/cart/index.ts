/**
 * The cart: optimistic operations (pure), the cart machine and its adapters as actors.
 * What `createCommerce` wires and the public index re-exports.
 */
export {
  createCartActors,
  createPageLifecycleActor,
  createValidateCheckoutActor,
} from './cartActors';
export {
  CART_CHANNEL_NAME,
  type CartChannelEvent,
  CartChannelMessage,
  createCartChannelActor,
  SharedCart,
} from './cartChannel';
export {
  allowedLifecycleTransitions,
  isAllowedLifecycleTransition,
  LIFECYCLE_STATES,
  type LifecycleRule,
} from './cartLifecycle';
export {
  type AbandonCartInput,
  type CartCommand,
  type CartContext,
  type CartEmitted,
  type CartEvent,
  type CartInput,
  type CartMachine,
  type CartSnapshot,
  type CheckoutValidationInput,
  cartMachine,
  cartStateOf,
  type PushCartInput,
  type PushPurpose,
  type StoredError,
  type ValidateCouponGatewayInput,
  type ValidateCouponInput,
  type ValidateLiteInput,
} from './cartMachine';
export {
  CART_STORAGE_KEY,
  type CartStorageEvent,
  type CartStorageOptions,
  createCartStorageActor,
  loadPersistedCart,
  PersistedCart,
} from './cartPersistence';
export { type CartAdapters, createCartMachine } from './createCartMachine';
export {
  adoptServerCart,
  type CartLines,
  dropReflected,
  type EditResult,
  type EditUndo,
  rebase,
  recordAdd,
  recordRemove,
  rejectOperations,
  rollbackEdit,
  subtotal,
} from './operations';
