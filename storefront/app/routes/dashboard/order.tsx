import { OrderReceipt } from '../../components/account/order-receipt';
import { loadOrder } from '../../lib/account/account.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/order';

/** One order of the signed-in user; another user's number is the fatal 404 error page. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  return loadOrder(context, params.orderNumber, url);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData ? `Order ${loaderData.order.orderNumber}` : 'Order details');
}

export default function OrderDetails({ loaderData }: Route.ComponentProps) {
  return <OrderReceipt order={loaderData.order} billerName={loaderData.billerName} />;
}
