import { useCartSelector } from '@reelcart/sdk/react';
import { Link } from 'react-router';

/** The header's cart link with the line count (optimistic: changes on the click). */
export function CartBadge() {
  const count = useCartSelector((cart) => cart.count);
  return (
    <Link to="/cart" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      Cart{' '}
      <span data-testid="cart-count" className="rounded-full bg-rose-600 px-1.5 text-white text-xs">
        {count}
      </span>
    </Link>
  );
}
