import { CommerceError, type SerializedCommerceError } from '@reelcart/contract/core/commerceError';
import type {
  AuthResponse,
  GoogleRequest,
  LoginRequest,
  RegisterRequest,
} from '@reelcart/contract/store/auth';
import { type Actor, createActor, waitFor } from 'xstate';
import type { ApiClient, ClientSession } from '../http/client';
import type { CoreCalls } from '../http/coreCalls';
import type { Channel } from '../platform/channel';
import type { CookieJar } from '../platform/cookieJar';
import { LOGIN_PATH, type Navigator } from '../platform/navigator';
import { type Subscribable, subscribableFromActor } from '../subscribable';
import { createAuthActors, type RefreshLock } from './authActors';
import { type AuthCookieOptions, readAuthCookie } from './authCookie';
import { type AuthEmitted, type AuthMachine, type AuthSnapshot, authMachine } from './authMachine';
import { writeRefusedUser } from './refusedSession';
import { type AuthSession, sessionFromAuthResponse } from './session';
import { createSharedSession, sameSession } from './sessionSharing';

export type AuthActor = Actor<AuthMachine>;

export type AuthStatus =
  | 'signedOut'
  | 'signingIn'
  | 'registering'
  | 'signingInWithGoogle'
  | 'signedIn'
  | 'refreshing';

/** What UIs read: a plain, stable object per machine snapshot. */
export interface AuthView {
  status: AuthStatus;
  session: AuthSession | null;
  error: SerializedCommerceError | null;
  isSignedIn: boolean;
  /** A sign-in, registration or refresh is in flight. */
  isBusy: boolean;
}

/** Supabase-style outcome: never throws for an expected failure. */
export type AuthResult =
  | { data: AuthSession; error: null }
  | { data: null; error: SerializedCommerceError };

export interface AuthService extends Subscribable<AuthView> {
  /** The running auth actor, for inspection, devtools and `useSelector`. */
  readonly actor: AuthActor;
  /** E-mail and password. Resolves once the attempt ends; ignored (resolves the current state) while signed in or busy. */
  signIn(input: LoginRequest): Promise<AuthResult>;
  register(input: RegisterRequest): Promise<AuthResult>;
  signInWithGoogle(input: GoogleRequest): Promise<AuthResult>;
  signOut(): void;
  /** A new access token (single refresh at a time); rejects and signs out when it cannot. */
  refresh(): Promise<string>;
  /**
   * Adopts a token pair a call answered for the signed-in user (e.g. `joinAffiliate`): the
   * session, its claims and the cookie change without a new sign-in. Answers whether it was
   * adopted (not when signed out, refreshing, or for another user).
   */
  adoptSession(answer: AuthResponse): boolean;
  getToken(): string | null;
  /**
   * Takes the auth cookie's session if another tab (or a server render) changed it: signed out,
   * signed in, another user, a refreshed pair (decision 080). Runs by itself when another tab
   * says so, before every API call and before every cart edit; cheap when nothing changed.
   */
  reconcile(): void;
  /** Listens to what the machine emits: `auth.signedIn`, `auth.signedOut`, `auth.failed`, `auth.paymentInfoMissing`. */
  on<T extends AuthEmitted['type']>(
    type: T,
    handler: (event: Extract<AuthEmitted, { type: T }>) => void,
  ): () => void;
  stop(): void;
}

export interface AuthServiceOptions {
  /** The API client; created with this service's `session` (see `createCommerce`). */
  client: ApiClient<CoreCalls>;
  cookies: CookieJar;
  cookie?: AuthCookieOptions;
  navigator: Navigator;
  /** Runs refreshes alone across tabs (Web Locks in `createCommerce`); without it they just run. */
  refreshLock?: RefreshLock | false;
  /** Where tabs say the session changed (the 'cart-sync' channel in `createCommerce`). */
  channel?: Channel<unknown>;
  /** Replaces the actors built from `client` (stories, tests, a custom backend). */
  actors?: Partial<ReturnType<typeof createAuthActors>>;
}

function statusOf(snapshot: AuthSnapshot): AuthStatus {
  if (snapshot.matches({ signedIn: 'refreshing' })) return 'refreshing';
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches({ signedOut: 'signingIn' })) return 'signingIn';
  if (snapshot.matches({ signedOut: 'registering' })) return 'registering';
  if (snapshot.matches({ signedOut: 'signingInWithGoogle' })) return 'signingInWithGoogle';
  return 'signedOut';
}

const isSettled = (s: AuthSnapshot) =>
  s.matches({ signedOut: 'idle' }) ||
  s.matches({ signedIn: 'active' }) ||
  s.matches({ signedIn: 'retrying' });

/**
 * The auth machine, running: restored from the cookie, mirrored into the cookie on every
 * change, and sending the user to /login when the session expires.
 */
export function createAuthService(options: AuthServiceOptions): AuthService {
  const shared = createSharedSession(options.cookies, options.cookie, options.channel);
  const actors = {
    ...createAuthActors(options.client, { shared: shared.read, lock: options.refreshLock }),
    ...options.actors,
  };
  const actor = createActor(authMachine.provide({ actors }), {
    input: { session: readAuthCookie(options.cookies, options.cookie) },
  });
  // The first subscriber: the cookie equals the context before any later subscriber hears of a
  // change. Only a change of session is written: a tab moving to `refreshing` with its old session
  // must not overwrite the newer one another tab put in the shared cookie (decision 062).
  let persisted = actor.getSnapshot().context.session;
  actor.subscribe(({ context: { session } }) => {
    if (session === persisted) return;
    persisted = session;
    shared.write(session);
    if (session) writeRefusedUser(options.cookies, undefined, options.cookie);
  });
  actor.on('auth.signedOut', ({ reason, ended }) => {
    if (reason !== 'expired') return;
    // Before the cookie is cleared (this runs first): a tab that then reads the cookie knows why.
    writeRefusedUser(options.cookies, ended?.userid, options.cookie);
    options.navigator.redirect(LOGIN_PATH);
  });
  actor.start();
  shared.write(actor.getSnapshot().context.session);

  /** The cookie is the browser's one session: a tab whose own differs takes it (decision 080). */
  function reconcile() {
    const snapshot = actor.getSnapshot();
    if (snapshot.status !== 'active') return;
    // A sign-in under way writes the cookie itself when it ends.
    if (snapshot.matches('signedOut') && !snapshot.matches({ signedOut: 'idle' })) return;
    if (!shared.changedSince()) return;
    const cookie = shared.read();
    if (cookie === undefined || sameSession(cookie, snapshot.context.session)) return;
    actor.send({ type: 'auth.adopt', session: cookie });
  }
  const unlisten = shared.listen(reconcile);

  const view = subscribableFromActor(actor, (snapshot): AuthView => {
    const status = statusOf(snapshot);
    return {
      status,
      session: snapshot.context.session,
      error: snapshot.context.error,
      isSignedIn: snapshot.context.session !== null,
      isBusy: !isSettled(snapshot),
    };
  });

  async function attempt(event: Parameters<AuthActor['send']>[0]): Promise<AuthResult> {
    actor.send(event);
    const settled = await waitFor(actor, isSettled).catch(() => null);
    // The service was stopped (commerce destroyed) before the attempt ended.
    if (!settled) return { data: null, error: new CommerceError('ABORTED').toJSON() };
    const { session, error } = settled.context;
    if (session) return { data: session, error: null };
    return { data: null, error: error ?? new CommerceError('INTERNAL').toJSON() };
  }

  return {
    actor,
    getSnapshot: view.getSnapshot,
    subscribe: view.subscribe,
    signIn: (input) => attempt({ type: 'auth.signIn', ...input }),
    register: (input) => attempt({ type: 'auth.register', ...input }),
    signInWithGoogle: (input) => attempt({ type: 'auth.signInWithGoogle', ...input }),
    signOut: () => actor.send({ type: 'auth.signOut' }),
    getToken: () => actor.getSnapshot().context.session?.token ?? null,
    reconcile,
    adoptSession(answer) {
      const session = sessionFromAuthResponse(answer);
      if (!session) return false;
      actor.send({ type: 'auth.sessionUpdated', session });
      return actor.getSnapshot().context.session === session;
    },
    async refresh() {
      if (!actor.getSnapshot().matches('signedIn')) throw new CommerceError('UNAUTHORIZED');
      actor.send({ type: 'auth.refresh' });
      const settled = await waitFor(actor, (s) => !s.matches({ signedIn: 'refreshing' })).catch(
        () => null,
      );
      if (!settled) throw new CommerceError('ABORTED');
      const { session, error } = settled.context;
      // A failure that may pass: the session stays, the call fails with it (retried later).
      if (settled.matches({ signedIn: 'retrying' })) {
        throw new CommerceError(error?.code ?? 'NETWORK_ERROR', {
          ...(error?.message ? { message: error.message } : {}),
          ...(error?.status !== undefined ? { status: error.status } : {}),
        });
      }
      if (session) return session.token;
      throw new CommerceError(error?.code ?? 'UNAUTHORIZED', {
        ...(error ? { message: error.message, status: error.status } : {}),
      });
    },
    on: (type, handler) => {
      const subscription = actor.on(type, handler as (event: AuthEmitted) => void);
      return () => subscription.unsubscribe();
    },
    stop: () => {
      unlisten();
      shared.close();
      actor.stop();
    },
  };
}

/** The session side the API client needs, backed by an auth service created later. */
export function lazyClientSession(getAuth: () => AuthService | undefined): ClientSession {
  return {
    getToken: () => {
      const auth = getAuth();
      auth?.reconcile();
      return auth?.getToken() ?? null;
    },
    refresh: () => getAuth()?.refresh() ?? Promise.reject(new CommerceError('UNAUTHORIZED')),
  };
}
