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
  type SnapshotFrom,
  setup,
} from 'xstate';
import { failureOf, requireSession } from './authMachine.helpers';
import type { AuthSession } from './session';

export interface AuthContext {
  /** The auth state of spec §3; null when signed out. Mirrored in the auth cookie. */
  session: AuthSession | null;
  /** The last failure, as `{ code, message, status }`; cleared by the next attempt. */
  error: SerializedCommerceError | null;
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
  | { type: 'auth.sessionUpdated'; session: AuthSession };

export type SignInMethod = 'password' | 'register' | 'google';

/** What the machine emits (listen with `actor.on(type, handler)`). */
export type AuthEmitted =
  | { type: 'auth.signedIn'; session: AuthSession; method: SignInMethod }
  | { type: 'auth.signedOut'; reason: 'user' | 'expired' }
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
    emitSignedOut: emit((_, params: { reason: 'user' | 'expired' }) => ({
      type: 'auth.signedOut' as const,
      reason: params.reason,
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
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ session: input?.session ?? null, error: null }),
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
            'clearSession',
            'clearError',
            { type: 'emitSignedOut', params: { reason: 'user' } },
          ],
        },
      },
      states: {
        active: {
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
                  'clearSession',
                  'assignNoRefreshToken',
                  { type: 'emitSignedOut', params: { reason: 'expired' } },
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
            onError: {
              target: '#auth.signedOut',
              actions: [
                'clearSession',
                { type: 'assignFailure', params: { code: 'UNAUTHORIZED' } },
                { type: 'emitSignedOut', params: { reason: 'expired' } },
              ],
            },
          },
        },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
