import { fromPromise } from 'xstate';
import type { AuthResponse, GoogleRequest, LoginRequest, RegisterRequest } from '../contract/auth';
import { CommerceError } from '../contract/commerceError';
import type { ApiClient } from '../http/client';
import type { CoreCalls } from '../http/coreCalls';
import { malformedResponse } from '../http/responseErrors';
import { type AuthSession, sessionAfterRefresh, sessionFromAuthResponse } from './session';

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
export function createAuthActors(client: ApiClient<CoreCalls>) {
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
    refreshToken: fromPromise<AuthSession, { session: AuthSession }>(async ({ input, signal }) => {
      const { refreshToken } = input.session;
      if (!refreshToken) throw new CommerceError('NO_REFRESH_TOKEN');
      const answer = await client.call('refreshToken', { body: { refreshToken }, signal });
      const next = sessionAfterRefresh(input.session, answer);
      if (!next) {
        throw malformedResponse('POST /api/auth/refresh-token', 200, answer, [
          { path: ['token'], message: 'token is not a JWT' },
        ]);
      }
      return next;
    }),
  };
}
