import { useContext } from 'react';
import type { Commerce } from '../createCommerce';
import { CommerceContext } from './commerceContext';

/** The commerce instance of the nearest `CommerceProvider`; throws a clear error outside one. */
export function useCommerce(hookName = 'useCommerce'): Commerce {
  const commerce = useContext(CommerceContext);
  if (!commerce) {
    throw new Error(
      `${hookName} must be used inside <CommerceProvider commerce={...}>. ` +
        'Wrap your app (or the part that uses the cart) in a CommerceProvider.',
    );
  }
  return commerce;
}

/**
 * The commerce instance of the nearest `CommerceProvider`, or null when there is none or it is not
 * started yet (`<CommerceProvider commerce={null}>`): for parts of a page that render before the SDK.
 */
export function useOptionalCommerce(): Commerce | null {
  return useContext(CommerceContext);
}
