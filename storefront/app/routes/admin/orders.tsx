import { isRouteErrorResponse, useNavigation } from 'react-router';
import { loadOrders } from '../../admin/resources/orders.server';
import { OrdersList, OrdersListError } from '../../components/admin/orders-list';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/orders';

/** `/admin/orders`: orders searched, filtered and sorted in the URL, paged on the server. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return loadOrders(context, url);
}

export function meta() {
  return pageMeta('Orders');
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <OrdersList
      list={loaderData.list}
      query={loaderData.query}
      loading={navigation.state === 'loading' && navigation.location.pathname === '/admin/orders'}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) throw error;
  return <OrdersListError message="The server did not answer. Please try again in a moment." />;
}
