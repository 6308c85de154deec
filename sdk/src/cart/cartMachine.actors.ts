import { fromCallback, fromPromise } from 'xstate';
import type {
  AbandonCartInput,
  CartResponse,
  CheckoutValidationInput,
  CompleteCartRequest,
  CompleteCartResponse,
  OwnedProductsResponse,
  PushCartInput,
  ValidateCouponGatewayInput,
  ValidateCouponInput,
  ValidateCouponResponse,
  ValidateLiteInput,
  ValidatePaymentMethodResponse,
  ValidationResult,
} from './cartMachine.types';
import type { CartStorageEvent } from './cartStorage';
import type { JournalEvent } from './editJournal';
import type { CartChannelEvent, CartChannelInput } from './tabMessages';

/**
 * The actors the cart machine invokes, with their input and output types. The network ones
 * reject until `machine.provide({ actors })` gives real ones (see createCartActors); storage,
 * channel and page lifecycle default to none (the server, tests).
 */

function notProvided(name: string): () => Promise<never> {
  return () => Promise.reject(new Error(`[reelcart] cart actor "${name}" was not provided`));
}

export const defaultCartActors = {
  fetchCart: fromPromise<CartResponse>(notProvided('fetchCart')),
  pushCart: fromPromise<CartResponse, PushCartInput>(notProvided('pushCart')),
  abandonCart: fromPromise<unknown, AbandonCartInput>(notProvided('abandonCart')),
  completeCart: fromPromise<CompleteCartResponse, CompleteCartRequest>(notProvided('completeCart')),
  validateLite: fromPromise<ValidationResult, ValidateLiteInput>(notProvided('validateLite')),
  fetchOwnedProducts: fromPromise<OwnedProductsResponse>(notProvided('fetchOwnedProducts')),
  validateCoupon: fromPromise<ValidateCouponResponse, ValidateCouponInput>(
    notProvided('validateCoupon'),
  ),
  validateCouponGateway: fromPromise<ValidatePaymentMethodResponse, ValidateCouponGatewayInput>(
    notProvided('validateCouponGateway'),
  ),
  validateCheckout: fromPromise<ValidationResult, CheckoutValidationInput>(
    notProvided('validateCheckout'),
  ),
  /** No storage by default: answers "nothing stored" and drops writes. */
  cartStorage: fromCallback<CartStorageEvent>(({ sendBack }) => {
    sendBack({ type: 'storage.restored', cart: null });
  }),
  /** No write-ahead journal by default (the server, tests): edits live in the cart only. */
  cartJournal: fromCallback<JournalEvent>(({ sendBack, receive }) =>
    // No claims to compare without one: a claim is granted.
    receive((event) => {
      if (event.type === 'journal.claim') sendBack({ type: 'cart.sync' });
    }),
  ),
  /** No other tabs by default. */
  cartChannel: fromCallback<CartChannelEvent, CartChannelInput>(() => undefined),
  /** No page lifecycle by default (the server): send `page.hidden` to flush. */
  pageLifecycle: fromCallback(() => undefined),
};
