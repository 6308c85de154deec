import type { Profile } from '@reelcart/sdk/contract';
import { Form } from 'react-router';
import { PendingButton } from '../pending-button';

export interface ResendOutcome {
  ok: boolean;
  sent?: boolean;
  formError?: string | null;
}

/** The account's e-mail, whether it is confirmed, and "resend the verification mail". */
export function EmailVerification({
  profile,
  outcome,
  pending = false,
}: {
  profile: Pick<Profile, 'email' | 'emailVerified'>;
  outcome?: ResendOutcome | null;
  pending?: boolean;
}) {
  return (
    <div>
      <p>
        <span className="font-medium">{profile.email}</span>{' '}
        <span
          className={
            profile.emailVerified
              ? 'ml-2 rounded bg-emerald-900 px-2 py-0.5 text-emerald-100 text-xs'
              : 'ml-2 rounded bg-amber-900 px-2 py-0.5 text-amber-100 text-xs'
          }
        >
          {profile.emailVerified ? 'Verified' : 'Not verified'}
        </span>
      </p>
      {profile.emailVerified ? null : (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="resend" />
          <p className="text-sm text-zinc-400">
            Confirm your address with the link we e-mailed you. Lost it, or did it expire?
          </p>
          <PendingButton
            type="submit"
            className="btn btn-outline mt-2"
            pending={pending}
            pendingLabel="Sending…"
          >
            Resend the verification mail
          </PendingButton>
        </Form>
      )}
      {outcome?.ok ? (
        <p role="status" className="mt-2 text-sm">
          {outcome.sent
            ? `A new verification link is on its way to ${profile.email}.`
            : 'Your e-mail address is already verified.'}
        </p>
      ) : outcome?.formError ? (
        <p role="alert" className="mt-2 text-rose-400 text-sm">
          {outcome.formError}
        </p>
      ) : null}
    </div>
  );
}
