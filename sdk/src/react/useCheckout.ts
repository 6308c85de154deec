import type { SerializedCommerceError } from '@reelcart/contract/core/commerceError';
import { useCallback, useState } from 'react';
import type { CartResult, CartView } from '../cart/cartService';
import { useCartSelector } from './useCart';
import { useCommerce } from './useCommerce';

export type CheckoutStatus = 'idle' | 'validating' | 'completing';

export interface UseCheckoutResult {
  status: CheckoutStatus;
  /** The last checkout or completion failure ('Cart validation failed: …', 'Cart is empty', …). */
  error: SerializedCommerceError | null;
  cartState: CartView['cartState'];
  validationErrors: CartView['validationErrors'];
  /** Validates the cart and moves it to checkout. */
  checkout(): Promise<CartResult<CartView>>;
  /** Completes the cart into an order. */
  complete(): Promise<CartResult<{ orderId: string }>>;
}

/** Checkout validation and completion, with their pending state and last error. */
export function useCheckout(): UseCheckoutResult {
  const { cart } = useCommerce('useCheckout');
  const [status, setStatus] = useState<CheckoutStatus>('idle');
  const [error, setError] = useState<SerializedCommerceError | null>(null);
  const cartState = useCartSelector((view) => view.cartState);
  const validationErrors = useCartSelector((view) => view.validationErrors);

  const track = useCallback(
    async <T>(next: CheckoutStatus, run: () => Promise<CartResult<T>>): Promise<CartResult<T>> => {
      setStatus(next);
      setError(null);
      try {
        const result = await run();
        setError(result.error);
        return result;
      } finally {
        setStatus('idle');
      }
    },
    [],
  );
  const checkout = useCallback(() => track('validating', cart.checkout), [track, cart]);
  const complete = useCallback(() => track('completing', cart.complete), [track, cart]);
  return { status, error, cartState, validationErrors, checkout, complete };
}
