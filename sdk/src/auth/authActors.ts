import { CommerceError } from '@reelcart/contract/core/commerceError';
import type {
  AuthResponse,
  GoogleRequest,
  LoginRequest,
  RegisterRequest,
} from '@reelcart/contract/store/auth';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../http/client';
import type { CoreCalls } from '../http/coreCalls';
import { malformedResponse } from '../http/responseErrors';
import { SessionMoved } from './authMachine.helpers';
import { isExpired } from './claims';
import { type AuthSession, sessionAfterRefresh, sessionFromAuthResponse } from './session';

/**
 * Runs a refresh alone across the browser's tabs: `navigator.locks.request(name, task)` in
 * `createCommerce` (Web Locks), so one tab refreshes and the others then find its session.
 */
export type RefreshLock = <T>(task: () => Promise<T>) => Promise<T>;

/** How the refresh meets other tabs (decision 062): the auth cookie they share, and a lock. */
export interface RefreshCoordination {
  /**
   * The session in the shared auth cookie, which another tab or a server render may have moved
   * on (null: signed out there); undefined when cookies do not work here.
   */
  shared?: () => AuthSession | null | undefined;
  lock?: RefreshLock | false | undefined;
}

function toSession(answer: AuthResponse, call: string): AuthSession {
  const session = sessionFromAuthResponse(answer);
  if (!session) {
    throw malformedResponse(call, 200, answer, [
      { path: ['token'], message: 'token is not a JWT' },
    ]);
  }
  return session;
}

/** The auth machine's actors over the API client, for `authMachine.provide({ actors })`. */
export function createAuthActors(
  client: ApiClient<CoreCalls>,
  { shared, lock }: RefreshCoordination = {},
) {
  const exclusive: RefreshLock = lock || ((task) => task());
  return {
    signIn: fromPromise<AuthSession, LoginRequest>(async ({ input, signal }) =>
      toSession(await client.call('login', { body: input, signal }), 'POST /api/auth/login'),
    ),
    register: fromPromise<AuthSession, RegisterRequest>(async ({ input, signal }) =>
      toSession(await client.call('register', { body: input, signal }), 'POST /api/auth/register'),
    ),
    signInWithGoogle: fromPromise<AuthSession, GoogleRequest>(async ({ input, signal }) =>
      toSession(await client.call('google', { body: input, signal }), 'POST /api/auth/google'),
    ),
    // The cookie is the tabs' truth: under the lock, a session another tab refreshed since is
    // adopted (or, expired too, refreshed with its newer refresh token): one refresh per browser.
    // A cookie that holds another identity (signed out, another user) ends the refresh: the
    // session it would renew is over (decision 080).
    refreshToken: fromPromise<AuthSession, { session: AuthSession }>(({ input, signal }) =>
      exclusive(async () => {
        const cookie = shared?.();
        if (cookie !== undefined && cookie?.userid !== input.session.userid) {
          throw new SessionMoved(cookie);
        }
        const moved = cookie != null && cookie.refreshToken !== input.session.refreshToken;
        if (moved && !isExpired(cookie.jwtExpiration, Date.now())) return cookie;
        const session = moved ? cookie : input.session;
        const { refreshToken } = session;
        if (!refreshToken) throw new CommerceError('NO_REFRESH_TOKEN');
        // keepalive: the request outlives the page, and the store's server writes its answer into
        // the cookie (a rotated token left there is later refused as reuse: signed out).
        const answer = await client.call('refreshToken', {
          body: { refreshToken },
          signal,
          keepalive: true,
        });
        const next = sessionAfterRefresh(session, answer);
        if (!next) {
          throw malformedResponse('POST /api/auth/refresh-token', 200, answer, [
            { path: ['token'], message: 'token is not a JWT' },
          ]);
        }
        const after = shared?.();
        if (after !== undefined && after?.userid !== input.session.userid) {
          throw new SessionMoved(after);
        }
        return next;
      }),
    ),
  };
}
