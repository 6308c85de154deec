import { useCartSelector } from '@reelcart/sdk/react';
import { Link } from 'react-router';
import { useLiveCommerce, usePageViewer, usePendingAdds } from './deferred-commerce';

function CartLink({ count }: { count: number }) {
  return (
    <Link to="/cart" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      Cart{' '}
      <span data-testid="cart-count" className="rounded-full bg-rose-600 px-1.5 text-white text-xs">
        {count}
      </span>
    </Link>
  );
}

/** The live count: the SDK's cart (optimistic: changes on the click) once it has restored. */
function LiveCartBadge({ fallback }: { fallback: number }) {
  const count = useCartSelector((cart) => (cart.status === 'restoring' ? null : cart.count));
  return <CartLink count={count ?? fallback} />;
}

/**
 * The header's cart link with the line count. Before the SDK runs: the count the server read from
 * the request, plus the additions queued meanwhile (so a click still shows at once).
 */
export function CartBadge() {
  const live = useLiveCommerce();
  const fallback = usePageViewer().cartCount + usePendingAdds();
  return live ? <LiveCartBadge fallback={fallback} /> : <CartLink count={fallback} />;
}
