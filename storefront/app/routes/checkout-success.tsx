import { Link, useLocation } from 'react-router';
import { useHydrated } from '../components/deferred-commerce';
import { formatPrice, orderTypeLabel, RESOLUTION_LABEL } from '../lib/cart/product';
import type { PaidOrderState } from '../lib/checkout/payment';
import { pageMeta } from '../lib/platform/page-meta';
import type { Route } from './+types/checkout-success';

export function meta() {
  return pageMeta('Order confirmed');
}

function isPaidOrder(value: unknown): value is PaidOrderState {
  return typeof value === 'object' && value !== null && 'orderNumber' in value;
}

/** After a paid checkout: the order and what is now owned (from the payment's answer). */
export default function CheckoutSuccess({ params }: Route.ComponentProps) {
  const { state } = useLocation();
  // The payment's answer travels in the location state, which the server never sees (a reload
  // keeps it in history.state): shown once hydrated, so the hydrating render matches the server's.
  const hydrated = useHydrated();
  const order = hydrated && isPaidOrder(state) ? state : null;
  return (
    <section aria-labelledby="page-title" className="container-content px-0">
      <h1 id="page-title" className="font-semibold text-2xl">
        Order confirmed
      </h1>
      <p className="mt-2 text-zinc-400">
        {order
          ? `Order ${order.orderNumber}, ${formatPrice(order.total)}`
          : `Order ${params.orderId}`}
      </p>
      {order && order.products.length > 0 ? (
        <>
          <h2 className="mt-6 font-semibold text-lg">Now yours</h2>
          <ul className="mt-2 flex flex-col gap-1" aria-label="Purchased videos">
            {order.products.map((p) => (
              <li key={p._id}>
                {p.video.slug ? (
                  <Link to={`/videos/${p.video.slug}`}>{p.video.title}</Link>
                ) : (
                  p.video.title
                )}{' '}
                <span className="text-sm text-zinc-400">
                  {orderTypeLabel(p.orderType)} · {RESOLUTION_LABEL[p.resolution]}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-6 flex gap-4">
        <Link to="/dashboard/my-videos" className="btn btn-solid">
          My videos
        </Link>
        <Link to="/videos" className="btn btn-outline">
          Keep browsing
        </Link>
      </p>
    </section>
  );
}
