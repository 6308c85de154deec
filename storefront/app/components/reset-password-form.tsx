import { Form, Link, useNavigation } from 'react-router';
import { FormField } from './form-field';
import { PendingButton } from './pending-button';

export type ResetOutcome =
  | { status: 'done'; email: string }
  | { status: 'invalid'; message: string }
  | { status: 'retry'; fieldErrors: { password?: string; confirm?: string }; message: string };

/**
 * `/reset-password?token=`: a new password (twice) for the one-time link an admin made
 * (decision 042); the answer says what happened and where to go next.
 */
export function ResetPasswordForm({
  token,
  outcome,
}: {
  token: string;
  outcome: ResetOutcome | undefined;
}) {
  const navigation = useNavigation();
  if (!token)
    return (
      <p>
        Open the password-reset link you were sent. If it does not work any more, ask{' '}
        <Link to="/contact">support</Link> for a new one.
      </p>
    );
  if (outcome?.status === 'done')
    return (
      <div role="status">
        <p>
          The password of <strong>{outcome.email}</strong> is changed, and every device that was
          signed in is signed out.
        </p>
        <p>
          <Link to="/login">Log in</Link> with the new password.
        </p>
      </div>
    );
  if (outcome?.status === 'invalid')
    return (
      <div role="alert">
        <p>{outcome.message}</p>
        <p>
          Links work once and expire after 24 hours. Ask <Link to="/contact">support</Link> for a
          new one.
        </p>
      </div>
    );
  const errors = outcome?.status === 'retry' ? outcome.fieldErrors : {};
  return (
    <Form method="post" className="flex max-w-md flex-col gap-4" aria-label="Choose a new password">
      <input type="hidden" name="token" value={token} />
      {outcome?.status === 'retry' ? (
        <p role="alert" className="text-rose-400 text-sm">
          {outcome.message}
        </p>
      ) : null}
      <FormField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters."
        error={errors.password}
      />
      <FormField
        label="New password again"
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm}
      />
      <PendingButton
        type="submit"
        className="btn btn-solid self-start"
        pending={navigation.state === 'submitting'}
        pendingLabel="Saving…"
      >
        Set the new password
      </PendingButton>
    </Form>
  );
}
