import type { ReactNode } from 'react';
import type { Commerce } from '../createCommerce';
import { CommerceContext } from './commerceContext';

export interface CommerceProviderProps {
  /**
   * The instance the hooks below read: one per page in the browser, one per request on the
   * server (create it in your request handler, never at module level).
   */
  commerce: Commerce;
  children?: ReactNode;
}

/** Makes a commerce instance available to `useAuth`, `useCart` and the other hooks. */
export function CommerceProvider({ commerce, children }: CommerceProviderProps) {
  return <CommerceContext.Provider value={commerce}>{children}</CommerceContext.Provider>;
}
