import { mails } from '../../admin/resources/mail';
import { ResourceListPage } from '../../components/admin/resource-list';
import { loadResourceList } from '../../lib/admin/list.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/mail';

/** `/admin/mail`: the mail outbox and development viewer (decision 046). */
export function loader({ context, url }: Route.LoaderArgs) {
  return loadResourceList(mails, context, url);
}

export function meta() {
  return pageMeta(mails.names.title);
}

export default function AdminMailPage({ loaderData }: Route.ComponentProps) {
  return <ResourceListPage resource={mails} data={loaderData} />;
}
