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
import { isExpired } from './claims';
import { type AuthSession, sessionAfterRefresh, sessionFromAuthResponse } from './session';

/**
 * Runs a refresh alone across the browser's tabs: `navigator.locks.request(name, task)` in
 * `createCommerce` (Web Locks), so one tab refreshes and the others then find its session.
 */
export type RefreshLock = <T>(task: () => Promise<T>) => Promise<T>;

/** How the refresh meets other tabs (decision 062): the auth cookie they share, and a lock. */
export interface RefreshCoordination {
  /** The session in the shared auth cookie, which another tab or a server render may have moved on. */
  shared?: () => AuthSession | null;
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
    refreshToken: fromPromise<AuthSession, { session: AuthSession }>(({ input, signal }) =>
      exclusive(async () => {
        const cookie = shared?.();
        const moved =
          cookie?.userid === input.session.userid &&
          cookie.refreshToken !== input.session.refreshToken;
        if (moved && !isExpired(cookie.jwtExpiration, Date.now())) return cookie;
        const session = moved ? cookie : input.session;
        const { refreshToken } = session;
        if (!refreshToken) throw new CommerceError('NO_REFRESH_TOKEN');
        const answer = await client.call('refreshToken', { body: { refreshToken }, signal });
        const next = sessionAfterRefresh(session, answer);
        if (!next) {
          throw malformedResponse('POST /api/auth/refresh-token', 200, answer, [
            { path: ['token'], message: 'token is not a JWT' },
          ]);
        }
        return next;
      }),
    ),
  };
}
