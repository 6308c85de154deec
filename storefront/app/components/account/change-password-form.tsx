import { Form } from 'react-router';
import { FormField } from '../form-field';
import { PendingButton } from '../pending-button';

export interface ChangePasswordOutcome {
  ok: boolean;
  revokedSessions?: number;
  fieldErrors?: Record<string, string>;
  formError?: string | null;
}

const signedOutText = (n: number) =>
  n === 0
    ? 'Your password has been changed. You had no other sessions to sign out.'
    : `Your password has been changed and ${n} other ${n === 1 ? 'session was' : 'sessions were'} signed out. You stay signed in here.`;

/** Current and new password; on success the other sessions are signed out, this one stays. */
export function ChangePasswordForm({
  outcome,
  pending = false,
}: {
  outcome?: ChangePasswordOutcome | null;
  pending?: boolean;
}) {
  const errors = outcome && !outcome.ok ? (outcome.fieldErrors ?? {}) : {};
  return (
    // A new key after a success empties the fields.
    <Form
      method="post"
      key={outcome?.ok ? 'changed' : 'form'}
      className="flex max-w-md flex-col gap-4"
    >
      <input type="hidden" name="intent" value="password" />
      <FormField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
      />
      <FormField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        required
        error={errors.newPassword}
      />
      <div>
        <PendingButton
          type="submit"
          className="btn btn-solid"
          pending={pending}
          pendingLabel="Changing…"
        >
          Change password
        </PendingButton>
      </div>
      {outcome?.ok ? (
        <p role="status" className="text-sm">
          {signedOutText(outcome.revokedSessions ?? 0)}
        </p>
      ) : outcome?.formError ? (
        <p role="alert" className="text-rose-400 text-sm">
          {outcome.formError}
        </p>
      ) : null}
    </Form>
  );
}
