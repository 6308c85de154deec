import { contract } from '@reelcart/contract/admin';
import { useNavigation } from 'react-router';
import { CreativesList } from '../../components/admin/creatives-list';
import { adminLoad } from '../../lib/admin.server';
import { creativeListQuery } from '../../lib/admin-creatives';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/creatives';

/** `/admin/creatives`: the affiliates' banners and text links with their figures; filters in the URL. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const query = creativeListQuery(url);
  const list = await adminLoad(context, url, contract.adminListCreatives, { query });
  return { list, query };
}

export function meta() {
  return pageMeta('Creatives');
}

export default function AdminCreatives({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { list, query } = loaderData;
  return (
    <CreativesList
      list={list}
      query={query}
      loading={
        navigation.state === 'loading' && navigation.location.pathname === '/admin/creatives'
      }
    />
  );
}
