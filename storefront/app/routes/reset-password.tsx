import { contract, isCommerceError } from '@reelcart/sdk/contract';
import { ContentPage } from '../components/content-page';
import { type ResetOutcome, ResetPasswordForm } from '../components/reset-password-form';
import { getCommerce } from '../lib/commerce/commerce.server';
import { pageMeta } from '../lib/platform/page-meta';
import type { Route } from './+types/reset-password';

const MIN_PASSWORD = 8;

export function loader({ url }: Route.LoaderArgs) {
  return { token: url.searchParams.get('token')?.trim().slice(0, 200) ?? '' };
}

/** Spends the one-time link (decision 042) through the API; the password is checked here first. */
export async function action({ request, context }: Route.ActionArgs): Promise<ResetOutcome> {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const token = text('token').trim().slice(0, 200);
  const password = text('password');
  if (password.length < MIN_PASSWORD)
    return {
      status: 'retry',
      fieldErrors: { password: `At least ${MIN_PASSWORD} characters.` },
      message: 'Please choose a longer password.',
    };
  if (text('confirm') !== password)
    return {
      status: 'retry',
      fieldErrors: { confirm: 'The two passwords differ.' },
      message: 'Please type the same password twice.',
    };
  try {
    const answer = await getCommerce(context).client.request(contract.resetPassword, {
      body: { token: token || '-', password: password.slice(0, 200) },
    });
    return { status: 'done', email: answer.email };
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    const field = (error.data as { field?: string } | undefined)?.field;
    if (error.status === 400 && field === 'password')
      return {
        status: 'retry',
        fieldErrors: { password: `At least ${MIN_PASSWORD} characters.` },
        message: 'Please choose a longer password.',
      };
    if (error.status === 400)
      return { status: 'invalid', message: 'This reset link is invalid, already used or expired.' };
    return {
      status: 'retry',
      fieldErrors: {},
      message: 'The password could not be changed just now. Please try again.',
    };
  }
}

export function meta() {
  return pageMeta('Reset your password', 'Choose a new password for your Reelcart account.');
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentPage title="Reset your password">
      <ResetPasswordForm token={loaderData.token} outcome={actionData} />
    </ContentPage>
  );
}
