import type { ExternalToast } from 'sonner';

/**
 * Toasts without sonner in the initial bundle: the toaster loads after hydration
 * (components/app-toaster.tsx) and a toast waits until it is listening, so none is lost.
 */
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the toaster once it is mounted and subscribed. */
export function toasterReady(): void {
  markReady();
}

export async function showToast(
  message: string,
  options?: ExternalToast,
  variant: 'default' | 'success' | 'error' = 'default',
): Promise<void> {
  await ready;
  const { toast } = await import('sonner');
  if (variant === 'success') toast.success(message, options);
  else if (variant === 'error') toast.error(message, options);
  else toast(message, options);
}

/** Closes every visible toast (e.g. the payment-info toast once payout details are saved). */
export async function dismissToasts(): Promise<void> {
  await ready;
  const { toast } = await import('sonner');
  toast.dismiss();
}
