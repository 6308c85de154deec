import type { CartService, CartView } from '../cart/cartService';
import { useCommerce } from './useCommerce';
import { useSubscribable } from './useSubscribable';

export interface UseCartResult extends CartView {
  add: CartService['add'];
  remove: CartService['remove'];
  applyCoupon: CartService['applyCoupon'];
  removeCoupon: CartService['removeCoupon'];
  verifyCouponGateway: CartService['verifyCouponGateway'];
  reset: CartService['reset'];
  sync: CartService['sync'];
}

/**
 * The cart as the user sees it (optimistic: an add shows before any answer) and its actions.
 * The actions are the service's own functions: stable across renders.
 */
export function useCart(): UseCartResult {
  const { cart } = useCommerce('useCart');
  const view = useSubscribable(cart);
  return {
    ...view,
    add: cart.add,
    remove: cart.remove,
    applyCoupon: cart.applyCoupon,
    removeCoupon: cart.removeCoupon,
    verifyCouponGateway: cart.verifyCouponGateway,
    reset: cart.reset,
    sync: cart.sync,
  };
}

/**
 * One slice of the cart: re-renders only when the selected value changes (by `compare`,
 * default `Object.is`), e.g. `useCartSelector((cart) => cart.count)` for a badge.
 */
export function useCartSelector<T>(
  selector: (cart: CartView) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  const { cart } = useCommerce('useCartSelector');
  // The service memoises its view per machine snapshot, so this selects from a stable object.
  return useSubscribable(cart, selector, compare);
}
