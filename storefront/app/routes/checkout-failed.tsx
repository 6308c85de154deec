import { Link, useLocation } from 'react-router';
import { pageMeta } from '../lib/platform/page-meta';

export function meta() {
  return pageMeta('Checkout failed');
}

function messageOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('message' in state)) return null;
  return typeof state.message === 'string' ? state.message : null;
}

/** A declined or failed payment: what happened, and the way back to the (intact) cart. */
export default function CheckoutFailed() {
  const { state } = useLocation();
  const message = messageOf(state);
  return (
    <section aria-labelledby="page-title" className="container-content px-0">
      <h1 id="page-title" className="font-semibold text-2xl">
        Checkout failed
      </h1>
      <p className="mt-2" data-testid="failure-message">
        {message ?? 'The payment did not go through. Nothing was charged.'}
      </p>
      <p className="mt-2 text-zinc-400">
        Your cart is still there: try again or pick another method.
      </p>
      <p className="mt-6">
        <Link to="/cart" className="btn btn-solid">
          Back to the cart
        </Link>
      </p>
    </section>
  );
}
