import type { CartProduct } from '@reelcart/contract/store/cart';
import { useSelector } from '@xstate/react';
import { useCommerce } from './useCommerce';

export interface Ownership {
  /** Bought or rented already: the product cannot be added. */
  owned: boolean;
  /** The spec's reason ('Already owned', 'Already owned in FHD resolution', 'Active rental exists'), or null. */
  reason: string | null;
  /** This product's line is in the cart. */
  inCart: boolean;
}

/** Whether the user owns (or rents) this product, why, and whether it is in the cart. */
export function useOwnership(
  product: Pick<CartProduct, '_id' | 'resolution' | 'video'>,
): Ownership {
  const { cart } = useCommerce('useOwnership');
  const owned = useSelector(cart.actor, (s) => s.context.ownedProducts);
  const inCart = useSelector(cart.actor, (s) =>
    s.context.products.some((p) => p._id === product._id),
  );
  // `owned` is read so the hook re-renders when the owned products change.
  const reason = owned ? cart.ownershipOf(product) : null;
  return { owned: reason !== null, reason, inCart };
}
