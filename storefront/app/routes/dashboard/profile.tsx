import { useNavigation } from 'react-router';
import { ChangePasswordForm } from '../../components/account/change-password-form';
import { EmailVerification } from '../../components/account/email-verification';
import { LoadError } from '../../components/account/load-error';
import { SignOutEverywhere } from '../../components/account/sign-out-buttons';
import { changePassword, loadProfile, resendVerification } from '../../lib/account/account.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/profile';

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadProfile(context, url);
}

/** `intent=resend` sends a new verification mail; `intent=password` changes the password. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return form.get('intent') === 'resend'
    ? resendVerification(context)
    : changePassword(context, form);
}

export function meta() {
  return pageMeta('Profile', 'Your e-mail address, password and sessions.');
}

const SECTION = 'mt-6 rounded-md border border-zinc-800 p-4';

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        Profile
      </h1>
      {loaderData.ok ? (
        <>
          <section aria-labelledby="email-title" className={SECTION}>
            <h2 id="email-title" className="font-semibold text-lg">
              E-mail address
            </h2>
            <EmailVerification
              profile={loaderData.data}
              outcome={actionData?.intent === 'resend' ? actionData : null}
              pending={submitting === 'resend'}
            />
          </section>
          <section aria-labelledby="password-title" className={SECTION}>
            <h2 id="password-title" className="mb-3 font-semibold text-lg">
              Change password
            </h2>
            <ChangePasswordForm
              outcome={actionData?.intent === 'password' ? actionData : null}
              pending={submitting === 'password'}
            />
          </section>
          <section aria-labelledby="sessions-title" className={SECTION}>
            <h2 id="sessions-title" className="font-semibold text-lg">
              Sessions
            </h2>
            <SignOutEverywhere />
          </section>
        </>
      ) : (
        <LoadError message={loaderData.message} />
      )}
    </section>
  );
}
