import { contract } from '@reelcart/contract/admin';
import { useNavigation } from 'react-router';
import { CouponsList } from '../../components/admin/coupons-list';
import { adminLoad, adminLoadAll } from '../../lib/admin.server';
import { couponListQuery } from '../../lib/admin-coupons';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/coupons';

/** `/admin/coupons`: coupons newest first with state and usage, searched and filtered in the URL. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const query = couponListQuery(url);
  if (url.searchParams.get('export') === 'csv')
    return { exportRows: await adminLoadAll(context, url, contract.adminListCoupons, query) };
  const list = await adminLoad(context, url, contract.adminListCoupons, {
    query: { ...query, limit: 25 },
  });
  return { list, query };
}

export function meta() {
  return pageMeta('Coupons');
}

export default function AdminCoupons({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { list, query } = loaderData;
  if (!list || !query) return null;
  return (
    <CouponsList
      list={list}
      query={query}
      loading={navigation.state === 'loading' && navigation.location.pathname === '/admin/coupons'}
    />
  );
}
