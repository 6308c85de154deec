import { BillingPage } from '../components/billing-page';
import { loadBilling } from '../lib/checkout/billing.server';
import { pageMeta } from '../lib/platform/page-meta';
import type { Route } from './+types/billing';

/** `/billing`: the order summary and the payment methods (the payment itself: `usePayment`). */
export function loader({ context }: Route.LoaderArgs) {
  return loadBilling(context);
}

export function meta() {
  return pageMeta('Billing');
}

export default function Billing({ loaderData }: Route.ComponentProps) {
  return <BillingPage billers={loaderData.billers} />;
}
