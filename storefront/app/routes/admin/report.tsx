import {
  AdminReportReply,
  AdminReportUnpublish,
  AdminReportUpdate,
  contract,
} from '@reelcart/contract/admin';
import { useActionData } from 'react-router';
import {
  replyFromForm,
  reportUpdateFromForm,
  unpublishFromForm,
} from '../../admin/resources/reports';
import { adminCrumb } from '../../components/admin/breadcrumbs';
import { ReportDetail } from '../../components/admin/report-detail';
import { adminLoad, submitAdminForm } from '../../lib/admin/admin.server';
import type { FormResult } from '../../lib/admin/forms';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/report';

/** `/admin/reports/{id}`: one report or contact message with its actions (decision 047). */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const report = await adminLoad(context, url, contract.adminGetReport, {
    params: { id: params.id },
  });
  return { report };
}

export async function action({ context, url, request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  const target = { params: { id: params.id } };
  if (intent === 'update') {
    const result = await submitAdminForm(context, url, form, {
      intent,
      call: contract.adminUpdateReport,
      schema: AdminReportUpdate,
      body: reportUpdateFromForm(form),
      ...target,
    });
    return result.ok ? { ok: true, intent, message: 'Saved.' } : result;
  }
  if (intent === 'unpublish') {
    const result = await submitAdminForm(context, url, form, {
      intent,
      call: contract.adminUnpublishReported,
      schema: AdminReportUnpublish,
      body: unpublishFromForm(form),
      ...target,
    });
    return result.ok
      ? {
          ok: true,
          intent,
          message: `“${result.data.video?.title ?? 'The video'}” is unpublished and the report resolved.`,
        }
      : result;
  }
  if (intent === 'reply') {
    const result = await submitAdminForm(context, url, form, {
      intent,
      call: contract.adminReplyReport,
      schema: AdminReportReply,
      body: replyFromForm(form),
      ...target,
    });
    return result.ok
      ? {
          ok: true,
          intent,
          message: `Reply queued for ${result.data.email ?? ''} in the mail outbox.`,
        }
      : result;
  }
  return { ok: false, intent: 'update', fieldErrors: {}, formError: 'Unknown action.', values: {} };
}

/** The breadcrumb names the record for people, not by its id. */
export const handle = adminCrumb((data: Route.ComponentProps['loaderData']) => data.report?.title);

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.report ? `Report: ${loaderData.report.title}` : 'Report');
}

export default function AdminReportPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>() as FormResult | undefined;
  return <ReportDetail report={loaderData.report} result={result} />;
}
