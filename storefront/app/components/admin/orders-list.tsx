import type { AdminOrderList } from '@reelcart/contract/admin';
import { Link } from 'react-router';
import { ORDER_GATEWAYS, orderList, orders } from '../../admin/resources/orders';
import { ResourceList } from './resource-list';

/** `/admin/orders`: the orders resource's list (`admin/resources/orders.tsx`, decision 076). */
export function OrdersList({
  list,
  query,
  gateways = ORDER_GATEWAYS,
  loading = false,
}: {
  list: AdminOrderList;
  query: Record<string, string>;
  gateways?: string[];
  loading?: boolean;
}) {
  const resource = gateways === ORDER_GATEWAYS ? orders : orderList(gateways);
  return <ResourceList resource={resource} list={list} query={query} loading={loading} />;
}

/** The list's error state: the orders could not be loaded (the filters stay in the URL). */
export function OrdersListError({ message }: { message: string }) {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        Orders
      </h1>
      <div role="alert" className="mt-4 rounded-md border border-rose-700 p-4 text-sm">
        <p className="font-semibold">The orders could not be loaded.</p>
        <p className="mt-1 text-zinc-300">{message}</p>
        <p className="mt-2">
          <Link to="/admin/orders" className="underline">
            Try again without filters
          </Link>
        </p>
      </div>
    </section>
  );
}
