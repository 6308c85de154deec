import { fromCallback, fromPromise } from 'xstate';
import type { CheckoutValidator, CheckoutValidatorDeps } from '../checkout/checkoutValidator';
import type { ApiClient } from '../http/client';
import type { CoreCalls } from '../http/coreCalls';
import type { PageLifecycle } from '../platform/pageLifecycle';
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

/**
 * The cart machine's network actors over the API client, for `cartMachine.provide({ actors })`.
 * Each passes the actor's abort signal, so leaving a state (sign-out, say) cancels its request.
 * `validateCheckout` is not here: it is the checkout validation procedure of `../checkout`.
 */
export function createCartActors(client: ApiClient<CoreCalls>) {
  return {
    fetchCart: fromPromise<CartResponse>(({ signal }) => client.call('getCart', { signal })),
    pushCart: fromPromise<CartResponse, PushCartInput>(({ input, signal }) =>
      client.call('pushCart', { body: input.request, keepalive: input.keepalive, signal }),
    ),
    abandonCart: fromPromise<unknown, AbandonCartInput>(({ input, signal }) =>
      client.call('abandonCart', { body: input, signal }),
    ),
    completeCart: fromPromise<CompleteCartResponse, CompleteCartRequest>(({ input, signal }) =>
      client.call('completeCart', { body: input, signal }),
    ),
    validateLite: fromPromise<ValidationResult, ValidateLiteInput>(({ input, signal }) =>
      client.call('validateLite', { body: input, signal }),
    ),
    fetchOwnedProducts: fromPromise<OwnedProductsResponse>(({ signal }) =>
      client.call('ownedProducts', { signal }),
    ),
    validateCoupon: fromPromise<ValidateCouponResponse, ValidateCouponInput>(({ input, signal }) =>
      client.call('validateCoupon', { query: { code: input.code }, signal }),
    ),
    validateCouponGateway: fromPromise<ValidatePaymentMethodResponse, ValidateCouponGatewayInput>(
      ({ input, signal }) => client.call('validatePaymentMethod', { query: input, signal }),
    ),
  };
}

/** Page hide, unload and visibility change as `page.hidden` (the machine flushes with keepalive). */
export function createPageLifecycleActor(lifecycle: PageLifecycle) {
  return fromCallback(({ sendBack }) =>
    lifecycle.subscribe(() => {
      sendBack({ type: 'page.hidden' });
    }),
  );
}

type CheckoutValidatorModule = typeof import('../checkout/checkoutValidator');
let checkoutValidatorModule: CheckoutValidatorModule | undefined;

/**
 * Loads the checkout validation procedure (its rules, cache and merge: ~1 KB gzip the page does
 * not need until a checkout). Fetched once; `cartService.checkout()` starts it as the checkout
 * begins, so the fetch overlaps the push that comes before validation.
 */
export async function loadCheckoutValidator(): Promise<CheckoutValidatorModule> {
  checkoutValidatorModule ??= await import('../checkout/checkoutValidator');
  return checkoutValidatorModule;
}

/**
 * The checkout validation procedure of `../checkout` as the machine's `validateCheckout` actor,
 * loaded on the first checkout (`load`). The validator (and its validation cache) lives as long
 * as the returned actor logic; the owned-products cache comes from the machine with each call.
 * A failed load (offline) fails that checkout only: the next one calls `load` again. (A browser
 * may keep a failed module fetch until the page reloads; that is the platform's.)
 */
export function createValidateCheckoutActor(
  deps: Omit<CheckoutValidatorDeps, 'getOwnedProducts'>,
  load: () => Promise<CheckoutValidatorModule> = loadCheckoutValidator,
) {
  let owned: Pick<CheckoutValidationInput, 'ownedProducts' | 'ownedProductsLastUpdated'> = {
    ownedProducts: [],
    ownedProductsLastUpdated: null,
  };
  let validator: CheckoutValidator | undefined;
  return fromPromise<ValidationResult, CheckoutValidationInput>(async ({ input }) => {
    const { createCheckoutValidator } = await load();
    validator ??= createCheckoutValidator({ ...deps, getOwnedProducts: () => owned });
    owned = {
      ownedProducts: input.ownedProducts,
      ownedProductsLastUpdated: input.ownedProductsLastUpdated,
    };
    return validator.validate(input);
  });
}
