import { createRequestCookieJar, readAuthCookie } from '@reelcart/sdk';
import { createContext } from 'react-router';
import { ANONYMOUS, type Viewer } from '../guards';

/** Who is visiting, for this request; set by the root middleware before any check or loader runs. */
export const viewerContext = createContext<Viewer>(ANONYMOUS);

/**
 * The visitor from the request's auth cookie, read by the SDK (a corrupt or foreign cookie reads
 * as signed out). The role comes from the token's `userRole` claim, unverified here: page checks
 * decide what to show, the API authorises every call (docs/decisions/003-route-checks.md).
 */
export function readViewer(request: Request): Viewer {
  const session = readAuthCookie(createRequestCookieJar(request.headers.get('cookie')));
  if (!session) return ANONYMOUS;
  return {
    signedIn: true,
    role: session.role === 'admin' ? 'admin' : session.userRole,
    isAffiliate: session.isAffiliate,
    hasPaymentInfo: session.hasPaymentInfo,
  };
}
