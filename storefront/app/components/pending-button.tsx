import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface PendingButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true the button is disabled, marked aria-busy, and shows `pendingLabel`. */
  pending: boolean;
  pendingLabel: ReactNode;
  type?: 'button' | 'submit';
}

/** A button for an action that takes a while: one place for its disabled and busy states. */
export function PendingButton({
  pending,
  pendingLabel,
  children,
  type = 'button',
  ...rest
}: PendingButtonProps) {
  return (
    <button {...rest} type={type} disabled={pending} aria-busy={pending || undefined}>
      {pending ? pendingLabel : children}
    </button>
  );
}
