import type { AuthSession } from '@reelcart/sdk';
import { createContext } from 'react-router';
import { ANONYMOUS, type Viewer } from '../../guards';

/** Who is visiting, for this request; set by the root middleware before any check or loader runs. */
export const viewerContext = createContext<Viewer>(ANONYMOUS);

/**
 * The visitor from the SDK's session (read from the auth cookie; a corrupt or foreign cookie
 * reads as signed out). The role is the token's `userRole` claim, unverified here: page checks
 * decide what to show, the API authorises every call (docs/decisions/003-route-checks.md).
 */
export function viewerFromSession(session: AuthSession | null): Viewer {
  if (!session) return ANONYMOUS;
  return {
    signedIn: true,
    role: session.role === 'admin' ? 'admin' : session.userRole,
    isAffiliate: session.isAffiliate,
    hasPaymentInfo: session.hasPaymentInfo,
  };
}
