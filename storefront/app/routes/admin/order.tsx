import { useActionData } from 'react-router';
import { loadOrder, refundAction } from '../../admin/resources/orders.server';
import { adminCrumb } from '../../components/admin/breadcrumbs';
import { OrderDetail } from '../../components/admin/order-detail';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/order';

/** `/admin/orders/{id}`: one order with its lines, payments, attribution, timeline; refunds. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return loadOrder(context, url, params.id);
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  return refundAction(context, url, await request.formData(), params.id);
}

/** The breadcrumb names the record for people, not by its id. */
export const handle = adminCrumb(
  (data: Route.ComponentProps['loaderData']) => data.order.orderNumber,
);

export function meta({ data }: Route.MetaArgs) {
  return pageMeta(data ? `Order ${data.order.orderNumber}` : 'Order details');
}

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <OrderDetail
      key={loaderData.refundKey}
      order={loaderData.order}
      refundKey={loaderData.refundKey}
      result={result}
    />
  );
}
