import { type ReactNode, useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import type { SupportFormResult } from '../lib/content/support-form.server';
import { PendingButton } from './pending-button';

/**
 * The shell of the /contact and /report forms: posts to the route's action (works without
 * JavaScript), announces a form-level error, moves focus to the first invalid field or to the
 * confirmation, and shows the confirmation instead of the form once sent.
 */
export function SupportForm({
  result,
  submitLabel,
  pendingLabel,
  confirmation,
  children,
}: {
  result: SupportFormResult | undefined;
  submitLabel: string;
  pendingLabel: string;
  confirmation: (id: string) => ReactNode;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!result) return;
    if (result.ok) doneRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);

  if (result?.ok) {
    return (
      <div
        ref={doneRef}
        tabIndex={-1}
        role="status"
        className="mt-8 rounded-md border border-emerald-700 bg-emerald-950 p-4"
      >
        {confirmation(result.id)}
      </div>
    );
  }
  return (
    <Form method="post" noValidate ref={formRef} className="mt-8 flex flex-col gap-4">
      {children}
      {result?.formError ? (
        <p role="alert" className="text-rose-300 text-sm">
          {result.formError}
        </p>
      ) : null}
      <PendingButton
        type="submit"
        className="btn btn-solid self-start"
        pending={pending}
        pendingLabel={pendingLabel}
      >
        {submitLabel}
      </PendingButton>
    </Form>
  );
}
