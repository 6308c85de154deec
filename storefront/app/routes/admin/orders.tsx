import { isRouteErrorResponse } from 'react-router';
import { orders } from '../../admin/resources/orders';
import { OrdersListError } from '../../components/admin/orders-list';
import { ResourceListPage } from '../../components/admin/resource-list';
import { loadResourceList } from '../../lib/admin/list.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/orders';

/** `/admin/orders`: orders searched, filtered and sorted in the URL, paged on the server. */
export function loader({ context, url }: Route.LoaderArgs) {
  return loadResourceList(orders, context, url);
}

export function meta() {
  return pageMeta(orders.names.title);
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return <ResourceListPage resource={orders} data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) throw error;
  return <OrdersListError message="The server did not answer. Please try again in a moment." />;
}
