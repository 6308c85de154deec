import type { ReactNode } from 'react';
import type { Commerce } from '../createCommerce';
import { CommerceContext } from './commerceContext';

export interface CommerceProviderProps {
  /**
   * The instance the hooks below read: one per page in the browser, one per request on the
   * server (create it in your request handler, never at module level). `null` while the instance
   * is not started yet (a page that loads the SDK after hydration): `useOptionalCommerce` reads
   * null meanwhile and the other hooks throw, so render them once it is there.
   */
  commerce: Commerce | null;
  children?: ReactNode;
}

/** Makes a commerce instance available to `useAuth`, `useCart` and the other hooks. */
export function CommerceProvider({ commerce, children }: CommerceProviderProps) {
  return <CommerceContext.Provider value={commerce}>{children}</CommerceContext.Provider>;
}
