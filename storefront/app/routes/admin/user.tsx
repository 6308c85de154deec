import {
  AdminPasswordResetRequest,
  AdminSignOutUser,
  AdminSuspendUser,
  AdminUserUpdate,
  contract,
} from '@reelcart/contract/admin';
import { useActionData } from 'react-router';
import { type UserActionResult, userFromForm } from '../../admin/resources/users';
import { adminCrumb } from '../../components/admin/breadcrumbs';
import { UserDetail } from '../../components/admin/user-detail';
import { adminEmail, adminLoad, submitAdminForm } from '../../lib/admin/admin.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/user';

/** `/admin/users/{id}`: one user, their role, access, orders, videos, referrals and history. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const user = await adminLoad(context, url, contract.adminGetUser, { params: { id: params.id } });
  return { user, self: user.email === adminEmail(context) };
}

export async function action({
  request,
  context,
  url,
  params,
}: Route.ActionArgs): Promise<UserActionResult> {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const target = { params: { id: params.id } };
  if (intent === 'save-user') {
    const result = await submitAdminForm(context, url, form, {
      intent,
      call: contract.adminUpdateUser,
      schema: AdminUserUpdate,
      body: userFromForm(form),
      ...target,
    });
    return result.ok ? { ok: true, intent, message: 'User saved.' } : result;
  }
  if (intent === 'suspend' || intent === 'reinstate') {
    const result = await submitAdminForm(context, url, form, {
      intent,
      call: contract.adminSuspendUser,
      schema: AdminSuspendUser,
      body: { suspended: intent === 'suspend' },
      ...target,
    });
    if (!result.ok) return result;
    const message =
      intent === 'suspend'
        ? 'User suspended: their sessions end at the next refresh and sign-in is refused.'
        : 'User reinstated: they can sign in again.';
    return { ok: true, intent, message };
  }
  if (intent === 'sign-out') {
    const result = await submitAdminForm(context, url, form, {
      intent,
      call: contract.adminSignOutUser,
      schema: AdminSignOutUser,
      body: {},
      ...target,
    });
    if (!result.ok) return result;
    const n = result.data.revokedSessions;
    return {
      ok: true,
      intent,
      message: `Signed out everywhere: ${n} ${n === 1 ? 'session' : 'sessions'} ended.`,
    };
  }
  if (intent === 'reset-link' || intent === 'reset-link-email') {
    const email = intent === 'reset-link-email';
    const result = await submitAdminForm(context, url, form, {
      intent: 'reset-link',
      call: contract.adminPasswordResetLink,
      schema: AdminPasswordResetRequest,
      body: email ? { email: true } : {},
      ...target,
    });
    if (!result.ok) return result;
    return {
      ok: true,
      intent: 'reset-link',
      message: result.data.emailedTo
        ? `Reset link made and queued for ${result.data.emailedTo} in the mail outbox. It is shown here once; it works once.`
        : 'Reset link made. Copy it and send it to the user; it works once.',
      ...result.data,
    };
  }
  return { ok: false, intent, fieldErrors: {}, formError: 'Unknown action.', values: {} };
}

/** The breadcrumb names the record for people, not by its id. */
export const handle = adminCrumb((data: Route.ComponentProps['loaderData']) => data.user?.email);

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.user ? `User ${loaderData.user.email}` : 'User');
}

export default function AdminUserPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { user, self } = loaderData;
  return <UserDetail key={user.version} user={user} result={result} self={self} />;
}
