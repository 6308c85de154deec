import { AdminRetryMail, contract } from '@reelcart/contract/admin';
import { useActionData } from 'react-router';
import { adminCrumb } from '../../components/admin/breadcrumbs';
import { MailDetail } from '../../components/admin/mail-outbox';
import { adminLoad, submitAdminForm } from '../../lib/admin/admin.server';
import type { FormResult } from '../../lib/admin/forms';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/mail-detail';

/** `/admin/mail/{id}`: one outbox mail, its text in the development viewer (decision 046). */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const mail = await adminLoad(context, url, contract.adminGetMail, { params: { id: params.id } });
  return { mail };
}

export async function action({ context, url, request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await submitAdminForm(context, url, form, {
    intent: 'retry',
    call: contract.adminRetryMail,
    schema: AdminRetryMail,
    body: {},
    params: { id: params.id },
  });
  return result.ok ? { ok: true, intent: 'retry', message: 'Queued again.' } : result;
}

/** The breadcrumb names the record for people, not by its id. */
export const handle = adminCrumb((data: Route.ComponentProps['loaderData']) => data.mail?.subject);

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.mail ? `Mail: ${loaderData.mail.subject}` : 'Mail');
}

export default function AdminMailDetailPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>() as FormResult | undefined;
  return <MailDetail mail={loaderData.mail} result={result} />;
}
