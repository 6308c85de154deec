import type { AdminCouponList } from '@reelcart/contract/admin';
import { coupons } from '../../admin/resources/coupons';
import { ResourceList } from './resource-list';

/** `/admin/coupons`: the coupons resource's list (`admin/resources/coupons.tsx`, decision 076). */
export function CouponsList({
  list,
  query,
  loading = false,
}: {
  list: AdminCouponList;
  query: Record<string, string>;
  loading?: boolean;
}) {
  return <ResourceList resource={coupons} list={list} query={query} loading={loading} />;
}
