import { contract } from '@reelcart/contract/admin';
import { useNavigation } from 'react-router';
import { MailOutbox } from '../../components/admin/mail-outbox';
import { adminLoad } from '../../lib/admin.server';
import { MAIL_FILTERS, queryOf } from '../../lib/admin-reports';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/mail';

/** `/admin/mail`: the mail outbox and development viewer (decision 046). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const query = queryOf(url, MAIL_FILTERS);
  const list = await adminLoad(context, url, contract.adminListMail, {
    query: { ...query, limit: 25 },
  });
  return { list, query };
}

export function meta() {
  return pageMeta('Mail outbox');
}

export default function AdminMailPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <MailOutbox
      list={loaderData.list}
      query={loaderData.query}
      loading={navigation.state === 'loading' && navigation.location.pathname === '/admin/mail'}
    />
  );
}
