import type { ErrorCode } from '@reelcart/sdk/contract';
import { useCommerce } from '@reelcart/sdk/react';
import { useEffect } from 'react';
import { showToast } from '../lib/platform/toast';

/**
 * Cart errors that happen in the background — a sync that failed or conflicted, a cart that
 * could not be loaded — and so have no form to show them next to. Errors of a user's own command
 * (a coupon, a checkout) are answered to that command and shown where it was given.
 */
export const BACKGROUND_CART_ERRORS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'CART_UPDATE_FAILED',
  'CART_SYNC_CONFLICT',
  'CART_LOAD_FAILED',
  'CART_FINALIZE_FAILED',
]);

const reloadPage = () => window.location.reload();

/**
 * Shows background cart errors as toasts, one per kind at a time (a repeat replaces the toast
 * on screen rather than stacking). A sync conflict offers the refresh its message asks for.
 */
export function CartErrorToasts({ reload = reloadPage }: { reload?: () => void }) {
  const { cart } = useCommerce('CartErrorToasts');
  useEffect(
    () =>
      cart.on('cart.error', ({ error }) => {
        const code = error.code;
        if (!BACKGROUND_CART_ERRORS.has(code)) return;
        void showToast(
          error.message,
          {
            id: `cart-error:${code}`,
            ...(code === 'CART_SYNC_CONFLICT'
              ? { action: { label: 'Refresh', onClick: reload } }
              : {}),
          },
          'error',
        );
      }),
    [cart, reload],
  );
  return null;
}
