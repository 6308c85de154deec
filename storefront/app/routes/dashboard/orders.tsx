import { useNavigation } from 'react-router';
import { LoadError } from '../../components/account/load-error';
import { OrderList } from '../../components/account/order-list';
import { loadOrders } from '../../lib/account/account.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/orders';

/** The signed-in user's orders, newest first, `?page=` in the URL. */
export async function loader({ url, context }: Route.LoaderArgs) {
  return loadOrders(context, url);
}

export function meta() {
  return pageMeta('Orders', 'Your orders, newest first.');
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading =
    navigation.state === 'loading' && navigation.location.pathname === '/dashboard/orders';
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        Orders
      </h1>
      {loaderData.ok ? (
        <OrderList
          orders={loaderData.data.items}
          page={loaderData.data.page}
          totalPages={loaderData.data.totalPages}
          total={loaderData.data.total}
          loading={loading}
        />
      ) : (
        <LoadError message={loaderData.message} />
      )}
    </section>
  );
}
