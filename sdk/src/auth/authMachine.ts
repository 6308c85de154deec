import { CommerceError, type SerializedCommerceError } from '@reelcart/contract/core/commerceError';
import {
  type ErrorCode,
  PAYMENT_INFO_TOAST,
  type PaymentInfoToast,
} from '@reelcart/contract/core/errors';
import type { GoogleRequest, LoginRequest, RegisterRequest } from '@reelcart/contract/store/auth';
import {
  assertEvent,
  assign,
  emit,
  enqueueActions,
  fromPromise,
  raise,
  type SnapshotFrom,
  setup,
} from 'xstate';
import {
  failureOf,
  isTransientFailure,
  refreshBackoffMs,
  requireSession,
  SessionMoved,
} from './authMachine.helpers';
import type { AuthSession } from './session';

export interface AuthContext {
  /** The auth state of spec §3; null when signed out. Mirrored in the auth cookie. */
  session: AuthSession | null;
  /** The last failure, as `{ code, message, status }`; cleared by the next attempt. */
  error: SerializedCommerceError | null;
  /** Refreshes failed in a row for a reason that may pass (the backoff's exponent). */
  retries: number;
}

export interface AuthInput {
  /** A session restored from the cookie (browser: document.cookie; server: the request's header). */
  session?: AuthSession | null;
}

export type AuthEvent =
  | ({ type: 'auth.signIn' } & LoginRequest)
  | ({ type: 'auth.register' } & RegisterRequest)
  | ({ type: 'auth.signInWithGoogle' } & GoogleRequest)
  | { type: 'auth.signOut' }
  | { type: 'auth.refresh' }
  /**
   * A new token pair for the same user from a call that changed the account's claims (joining
   * the affiliate programme): adopted as the session, no new sign-in. A refresh alone keeps the
   * user's flags (isAffiliate, affiliateCode) as they were at sign-in.
   */
  | { type: 'auth.sessionUpdated'; session: AuthSession }
  /**
   * The session the auth cookie holds now, which another tab (or a server render) changed: a
   * sign-in, a sign-out, another user, a refreshed pair. The cookie is the browser's one session
   * (decision 080): the tab takes it as it is.
   */
  | { type: 'auth.adopt'; session: AuthSession | null };

/** How a session began; `tab`: taken from the cookie after another tab signed in. */
export type SignInMethod = 'password' | 'register' | 'google' | 'tab';

/** Why a session ended: the user here, a definitive refusal of the refresh, or another tab. */
export type SignOutReason = 'user' | 'expired' | 'elsewhere';

/** What the machine emits (listen with `actor.on(type, handler)`). */
export type AuthEmitted =
  | { type: 'auth.signedIn'; session: AuthSession; method: SignInMethod }
  /** `ended`: the session that ended (its token may still send the last edits: decision 080). */
  | { type: 'auth.signedOut'; reason: SignOutReason; ended: AuthSession | null }
  | { type: 'auth.failed'; error: SerializedCommerceError }
  | { type: 'auth.paymentInfoMissing'; toast: PaymentInfoToast };

/** Placeholder implementation: `createCommerce()` (or a test) provides the real actor. */
function notProvided(name: string): never {
  throw new CommerceError('INTERNAL', { message: `authMachine: provide the "${name}" actor` });
}

/** A sign-in attempt's success: keep the session and announce how it was made. */
const signedInWith = (method: SignInMethod) => ({
  target: '#auth.signedIn' as const,
  actions: [
    {
      type: 'assignSession' as const,
      params: ({ event }: { event: { output: AuthSession } }) => ({ session: event.output }),
    },
    {
      type: 'announceSignIn' as const,
      params: ({ event }: { event: { output: AuthSession } }) => ({
        session: event.output,
        method,
      }),
    },
  ],
});

type AdoptEvent = { event: AuthEvent };
const adoptedSession = ({ event }: AdoptEvent) => ({
  session: (event as { session: AuthSession }).session,
});
const adoptedSignIn = ({ event }: AdoptEvent) => ({
  session: (event as { session: AuthSession }).session,
  method: 'tab' as const,
});

const failedWith = (code: ErrorCode) => ({
  target: 'idle' as const,
  actions: [{ type: 'assignFailure' as const, params: { code } }, 'emitFailed' as const],
});

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    emitted: {} as AuthEmitted,
  },
  actors: {
    signIn: fromPromise<AuthSession, LoginRequest>(async () => notProvided('signIn')),
    register: fromPromise<AuthSession, RegisterRequest>(async () => notProvided('register')),
    signInWithGoogle: fromPromise<AuthSession, GoogleRequest>(async () =>
      notProvided('signInWithGoogle'),
    ),
    /** Exchanges the session's refresh token for a new access token: the session after it. */
    refreshToken: fromPromise<AuthSession, { session: AuthSession }>(async () =>
      notProvided('refreshToken'),
    ),
  },
  actions: {
    assignSession: assign((_, params: { session: AuthSession }) => ({
      session: params.session,
      error: null,
    })),
    clearSession: assign({ session: null }),
    clearError: assign({ error: null }),
    resetRetries: assign({ retries: 0 }),
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    /** The refresh met another identity in the cookie: take it once the refresh state is left. */
    adoptMoved: raise((_, params: { error: unknown }) => ({
      type: 'auth.adopt' as const,
      session: params.error instanceof SessionMoved ? params.error.session : null,
    })),
    assignFailure: assign({
      error: ({ event }, params: { code: ErrorCode }) =>
        failureOf((event as { error?: unknown }).error, params.code),
    }),
    assignNoRefreshToken: assign({ error: new CommerceError('NO_REFRESH_TOKEN').toJSON() }),
    /** Announces a sign-in; an affiliate without payout information also gets the spec's toast. */
    announceSignIn: enqueueActions(
      ({ enqueue }, params: { session: AuthSession; method: SignInMethod }) => {
        enqueue.emit({ type: 'auth.signedIn', session: params.session, method: params.method });
        if (params.session.isAffiliate && !params.session.hasPaymentInfo) {
          enqueue.emit({ type: 'auth.paymentInfoMissing', toast: PAYMENT_INFO_TOAST });
        }
      },
    ),
    emitSignedOut: emit(({ context }, params: { reason: SignOutReason }) => ({
      type: 'auth.signedOut' as const,
      reason: params.reason,
      ended: context.session,
    })),
    emitFailed: emit(({ context }) => ({
      type: 'auth.failed' as const,
      error: context.error ?? new CommerceError('INTERNAL').toJSON(),
    })),
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    hasRefreshToken: ({ context }) => Boolean(context.session?.refreshToken),
    sameUser: ({ context, event }) =>
      event.type === 'auth.sessionUpdated' && event.session.userid === context.session?.userid,
    adoptsSignOut: ({ event }) => event.type === 'auth.adopt' && event.session === null,
    adoptsSession: ({ event }) => event.type === 'auth.adopt' && event.session !== null,
    adoptsAnotherUser: ({ context, event }) =>
      event.type === 'auth.adopt' && event.session?.userid !== context.session?.userid,
    isSessionMoved: (_, params: { error: unknown }) => params.error instanceof SessionMoved,
    isTransient: (_, params: { error: unknown }) => isTransientFailure(params.error),
  },
  delays: {
    refreshBackoff: ({ context }) => refreshBackoffMs(context.retries),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ session: input?.session ?? null, error: null, retries: 0 }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasSession', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            // Another tab signed in: this one takes the cookie's session (decision 080).
            'auth.adopt': {
              guard: 'adoptsSession',
              target: '#auth.signedIn',
              actions: [
                { type: 'assignSession', params: adoptedSession },
                { type: 'announceSignIn', params: adoptedSignIn },
              ],
            },
            'auth.signIn': 'signingIn',
            'auth.register': 'registering',
            'auth.signInWithGoogle': 'signingInWithGoogle',
          },
        },
        signingIn: {
          entry: 'clearError',
          invoke: {
            src: 'signIn',
            input: ({ event }) => {
              assertEvent(event, 'auth.signIn');
              return { email: event.email, password: event.password };
            },
            onDone: signedInWith('password'),
            onError: failedWith('LOGIN_FAILED'),
          },
        },
        registering: {
          entry: 'clearError',
          invoke: {
            src: 'register',
            input: ({ event }) => {
              assertEvent(event, 'auth.register');
              const { type: _type, ...request } = event;
              return request;
            },
            onDone: signedInWith('register'),
            onError: failedWith('REGISTRATION_FAILED'),
          },
        },
        signingInWithGoogle: {
          entry: 'clearError',
          invoke: {
            src: 'signInWithGoogle',
            input: ({ event }) => {
              assertEvent(event, 'auth.signInWithGoogle');
              const { type: _type, ...request } = event;
              return request;
            },
            onDone: signedInWith('google'),
            onError: failedWith('GOOGLE_AUTH_FAILED'),
          },
        },
      },
    },
    signedIn: {
      initial: 'active',
      on: {
        'auth.signOut': {
          target: 'signedOut',
          actions: [
            { type: 'emitSignedOut', params: { reason: 'user' } },
            'clearSession',
            'clearError',
          ],
        },
        // Another tab signed out or in as someone else: the cookie wins (decision 080). A
        // refresh under way is abandoned; its answer, if any, belongs to a session that ended.
        'auth.adopt': [
          {
            guard: 'adoptsSignOut',
            target: 'signedOut',
            actions: [
              { type: 'emitSignedOut', params: { reason: 'elsewhere' } },
              'clearSession',
              'clearError',
            ],
          },
          {
            guard: 'adoptsAnotherUser',
            target: '#auth.signedIn',
            reenter: true,
            actions: [
              { type: 'emitSignedOut', params: { reason: 'elsewhere' } },
              { type: 'assignSession', params: adoptedSession },
              { type: 'announceSignIn', params: adoptedSignIn },
            ],
          },
          { target: '.active', actions: { type: 'assignSession', params: adoptedSession } },
        ],
      },
      states: {
        active: {
          entry: 'resetRetries',
          on: {
            'auth.sessionUpdated': {
              guard: 'sameUser',
              actions: {
                type: 'assignSession',
                params: ({ event }) => ({ session: event.session }),
              },
            },
            'auth.refresh': [
              { guard: 'hasRefreshToken', target: 'refreshing' },
              {
                target: '#auth.signedOut',
                actions: [
                  { type: 'emitSignedOut', params: { reason: 'expired' } },
                  'clearSession',
                  'assignNoRefreshToken',
                ],
              },
            ],
          },
        },
        refreshing: {
          invoke: {
            src: 'refreshToken',
            input: ({ context }) => ({ session: requireSession(context) }),
            onDone: {
              target: 'active',
              actions: {
                type: 'assignSession',
                params: ({ event }) => ({ session: event.output }),
              },
            },
            onError: [
              // The cookie changed identity meanwhile: take it (the refresh's answer is moot).
              {
                guard: { type: 'isSessionMoved', params: ({ event }) => ({ error: event.error }) },
                target: 'active',
                actions: {
                  type: 'adoptMoved',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
              // No network, a timeout, a 5xx: the session stays; the refresh is retried with
              // backoff (decision 080). Only the server refusing the token ends the session.
              {
                guard: { type: 'isTransient', params: ({ event }) => ({ error: event.error }) },
                target: 'retrying',
                actions: [
                  { type: 'assignFailure', params: { code: 'NETWORK_ERROR' } },
                  'countRetry',
                ],
              },
              {
                target: '#auth.signedOut',
                actions: [
                  { type: 'emitSignedOut', params: { reason: 'expired' } },
                  'clearSession',
                  { type: 'assignFailure', params: { code: 'UNAUTHORIZED' } },
                ],
              },
            ],
          },
        },
        /**
         * A refresh failed for a reason that may pass: it runs again after the backoff, or at
         * once when a call needs a token (a call that fails again fails with that failure, and
         * its own retries pick up later).
         */
        retrying: {
          after: { refreshBackoff: 'refreshing' },
          on: {
            // A call needs a token now (the shopper acts): try at once rather than fail it.
            'auth.refresh': 'refreshing',
            'auth.sessionUpdated': {
              guard: 'sameUser',
              target: 'active',
              actions: {
                type: 'assignSession',
                params: ({ event }) => ({ session: event.session }),
              },
            },
          },
        },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
