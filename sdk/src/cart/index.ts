/**
 * The cart: optimistic operations (pure), the cart machine and its adapters as actors.
 * What `createCommerce` wires and the public index re-exports.
 *
 * The folder, one file per statechart region or concern (docs/concepts/cart.md has the diagram):
 *
 * | file | holds |
 * |---|---|
 * | `cartMachine.ts` | the statechart: its two parallel regions, `lifecycle` and `sync` (idle, busy) |
 * | `cartMachine.lifecycleRegion.ts` | the `lifecycle` region (active, checkout, completed, abandoned) |
 * | `lifecycleRules.ts` | the region's allowed transitions as a table (pure, spec §4) |
 * | `cartMachine.syncStates.ts` | `sync.busy`'s requests: push (409 retry), fetch, login sync, owned refresh |
 * | `cartMachine.flowStates.ts` | `sync.busy`'s coupon, checkout, completion and reset states |
 * | `cartMachine.setup.ts` | `setup()`: types, delays, guards, the sync actions |
 * | `cartMachine.flowActions.ts` | the setup extended with the other flows' actions |
 * | `cartMachine.actors.ts` | the actors the machine invokes, typed, with defaults that reject |
 * | `cartMachine.types.ts` | context, events, emitted events, actor inputs |
 * | `cartMachine.context.ts` | pure functions of the context: initial, lines, adoption, errors |
 * | `createCartActors.ts` | the real actors over the HTTP client and the page lifecycle |
 * | `createCartMachine.ts` | the machine provided with its adapters |
 * | `cartService.ts` | the Subscribable service over the running machine (what the UI reads) |
 * | `operations.ts` | optimistic edits as pure data: record, rebase, drop, roll back |
 * | `deferredEdits.ts` | edits that waited (completed cart, journal), replayed in order (pure) |
 * | `cartStorage.ts` | the stored cart: its schema and the storage actor |
 * | `editJournal.ts` | the write-ahead journal of edits (decision 067) |
 * | `cartChannel.ts` | the tabs: the channel actor and what a tab takes in from another |
 * | `tabMessages.ts` | the tabs' messages on 'cart-sync' (schemas) |
 * | tests | `cartMachine.{flows,session,coupons,sync,model}.test.ts`, `cartChannel{,.adopt}.test.ts`, … beside what they test |
 * | `*.testing.ts` | test helpers (harness, fixtures): imported by tests only, never by this code |
 */

export { createCartChannelActor } from './cartChannel';
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
} from './cartStorage';
export {
  createCartActors,
  createPageLifecycleActor,
  createValidateCheckoutActor,
} from './createCartActors';
export { type CartAdapters, createCartMachine } from './createCartMachine';
export {
  allowedLifecycleTransitions,
  isAllowedLifecycleTransition,
  LIFECYCLE_STATES,
  type LifecycleRule,
} from './lifecycleRules';
export {
  adoptServerCart,
  type CartLines,
  type EditResult,
  type EditUndo,
  rebase,
  recordAdd,
  recordRemove,
  rejectOperations,
  rollbackEdit,
  subtotal,
} from './operations';
export {
  CART_CHANNEL_NAME,
  type CartChannelEvent,
  CartChannelMessage,
  SharedCart,
} from './tabMessages';
