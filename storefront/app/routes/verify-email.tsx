import { accountCalls, isCommerceError } from '@reelcart/sdk/contract';
import { Link } from 'react-router';
import { ContentPage } from '../components/content-page';
import { getCommerce } from '../lib/commerce/commerce.server';
import { pageMeta } from '../lib/platform/page-meta';
import type { Route } from './+types/verify-email';

type Outcome =
  | { status: 'verified'; email: string }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/** Confirms the address with the `?token=` of the verification link, through the SDK. */
export async function loader({ url, context }: Route.LoaderArgs): Promise<Outcome> {
  const token = url.searchParams.get('token')?.trim() ?? '';
  if (!token) return { status: 'missing' };
  try {
    const answer = await getCommerce(context).client.request(accountCalls.verifyEmail, {
      body: { token: token.slice(0, 200) },
    });
    return { status: 'verified', email: answer.email };
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    const message =
      error.status === 400 || error.status === 404 || error.status === 410
        ? 'This verification link is invalid or has expired.'
        : 'We could not verify your e-mail address just now. Please try again later.';
    return { status: 'failed', message };
  }
}

export function meta() {
  return pageMeta('Verify your e-mail', 'Confirm the e-mail address of your Reelcart account.');
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage title="Verify your e-mail">
      {loaderData.status === 'verified' ? (
        <div role="status">
          <p>
            Thank you: <strong>{loaderData.email}</strong> is confirmed. Receipts and account
            messages will go to this address.
          </p>
          <p>
            <Link to="/videos">Browse videos</Link> or go to your{' '}
            <Link to="/dashboard">dashboard</Link>.
          </p>
        </div>
      ) : loaderData.status === 'missing' ? (
        <p>
          Open the link from the verification e-mail we sent you. If it has expired, log in and ask
          for a new one from your <Link to="/dashboard/profile">profile</Link>.
        </p>
      ) : (
        <div role="alert">
          <p>{loaderData.message}</p>
          <p>
            Links work once and expire after a while. Log in and send a new one from your{' '}
            <Link to="/dashboard/profile">profile</Link>, or <Link to="/contact">contact us</Link>{' '}
            if this keeps happening.
          </p>
        </div>
      )}
    </ContentPage>
  );
}
