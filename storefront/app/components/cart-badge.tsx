import type { Commerce } from '@reelcart/sdk';
import { Link } from 'react-router';
import { takesEdits } from '../lib/commerce-start';
import { useLiveSnapshot, usePageViewer, usePendingAdds } from './deferred-commerce';

const cartOf = (commerce: Commerce) => commerce.cart;

/**
 * The header's cart link with the line count. Before the SDK runs: the count the server read from
 * the request, plus the additions queued meanwhile (so a click still shows at once). Once the SDK's
 * cart is restored: the SDK's count (optimistic: it changes on the click; a cart just paid for
 * counts 0 at once: decision 065). One link element throughout, so a click that starts the SDK is
 * not lost to a remount.
 */
export function CartBadge() {
  const cart = useLiveSnapshot(cartOf);
  const fallback = usePageViewer().cartCount + usePendingAdds();
  const count = cart && takesEdits(cart) ? cart.count : fallback;
  return (
    <Link to="/cart" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      Cart{' '}
      <span data-testid="cart-count" className="rounded-full bg-rose-600 px-1.5 text-white text-xs">
        {count}
      </span>
    </Link>
  );
}
