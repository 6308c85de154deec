import { useActionData, useNavigation } from 'react-router';
import { LoadError } from '../../components/account/load-error';
import { ManagerPage } from '../../components/manager/manager-page';
import { StatementDetail } from '../../components/manager/statement-detail';
import { StatementList } from '../../components/manager/statement-list';
import { loadRoyalties, recordPaymentAction } from '../../lib/manager/reports.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/royalties';

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadRoyalties(context, url);
}

export async function action({ request, context }: Route.ActionArgs) {
  return recordPaymentAction(context, request);
}

export function meta() {
  return pageMeta('Royalties', "The studios' royalty statements by month.");
}

export default function ManagerRoyalties({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = useActionData<typeof action>();
  const { list, statement } = loaderData;
  return (
    <ManagerPage title="Royalties" busy={navigation.state === 'loading'}>
      {!list.ok ? <LoadError message={list.message} /> : <StatementList items={list.data.items} />}
      {statement &&
        (statement.ok ? (
          <StatementDetail
            statement={statement.data}
            result={result}
            busy={navigation.state !== 'idle'}
          />
        ) : (
          <LoadError message={statement.message} />
        ))}
    </ManagerPage>
  );
}
