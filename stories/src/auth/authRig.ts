import {
  type AuthService,
  CommerceError,
  coreCalls,
  createAuthService,
  createClient,
  createRecordingNavigator,
  type RecordingNavigator,
} from '@reelcart/sdk';
import {
  createFakeServer,
  createMemoryCookieJar,
  DEFAULT_PASSWORD,
  type FakeServer,
} from '@reelcart/sdk/testing';
import { waitFor } from 'xstate';
import { type EmittedLog, recordEmitted } from '../explorer/emittedLog';

/** The auth machine running for real: the SDK's auth service over the fake server. */
export interface AuthRig {
  server: FakeServer;
  auth: AuthService;
  navigator: RecordingNavigator;
  emitted: EmittedLog;
  stop(): void;
}

export const ACCOUNTS = {
  shopper: 'shopper@example.test',
  affiliate: 'affiliate@example.test',
  manager: 'manager@example.test',
  admin: 'admin@example.test',
} as const;
export type Account = keyof typeof ACCOUNTS;

export function createAuthRig(): AuthRig {
  const server = createFakeServer();
  const navigator = createRecordingNavigator();
  let auth: AuthService | undefined;
  const client = createClient({
    baseURL: 'http://fake-server.test',
    calls: coreCalls,
    fetch: server.fetch,
    timeoutMs: 0,
    session: {
      getToken: () => auth?.getToken() ?? null,
      refresh: () => auth?.refresh() ?? Promise.reject(new CommerceError('UNAUTHORIZED')),
    },
  });
  auth = createAuthService({ client, cookies: createMemoryCookieJar(), navigator });
  const emitted = recordEmitted(auth.actor);
  const service = auth;
  return { server, auth: service, navigator, emitted, stop: () => service.stop() };
}

export const signInEvent = (account: Account, password = DEFAULT_PASSWORD) =>
  ({ type: 'auth.signIn', email: ACCOUNTS[account], password }) as const;

/** How each story's state is reached: only events and fake-server faults, never a made-up snapshot. */
export const authScenarios = {
  signedOut: async () => undefined,
  signingIn: async (rig: AuthRig) => {
    rig.server.inject('POST /api/auth/login', 'hang');
    rig.auth.actor.send(signInEvent('shopper'));
  },
  registering: async (rig: AuthRig) => {
    rig.server.inject('POST /api/auth/register', 'hang');
    rig.auth.actor.send({
      type: 'auth.register',
      email: 'new@example.test',
      password: DEFAULT_PASSWORD,
    });
  },
  signingInWithGoogle: async (rig: AuthRig) => {
    rig.server.inject('POST /api/auth/google', 'hang');
    rig.auth.actor.send({ type: 'auth.signInWithGoogle', credential: 'google-credential-1' });
  },
  googleFailed: async (rig: AuthRig) => {
    await rig.auth.signInWithGoogle({ credential: 'a credential nobody has' });
  },
  failed: async (rig: AuthRig) => {
    await rig.auth.signIn({ email: ACCOUNTS.shopper, password: 'wrong password' });
  },
  signedInShopper: (rig: AuthRig) => signInAs(rig, 'shopper'),
  signedInAffiliate: (rig: AuthRig) => signInAs(rig, 'affiliate'),
  signedInManager: (rig: AuthRig) => signInAs(rig, 'manager'),
  signedInAdmin: (rig: AuthRig) => signInAs(rig, 'admin'),
  refreshing: async (rig: AuthRig) => {
    await signInAs(rig, 'shopper');
    rig.server.inject('POST /api/auth/refresh-token', 'hang');
    rig.auth.actor.send({ type: 'auth.refresh' });
  },
  refreshRetrying: async (rig: AuthRig) => {
    await signInAs(rig, 'shopper');
    // The refresh endpoint is down for a while (503s): the session stays, retried with backoff.
    rig.server.inject('POST /api/auth/refresh-token', 503, 503, 503, 503, 503);
    rig.auth.actor.send({ type: 'auth.refresh' });
    await waitFor(rig.auth.actor, (s) => s.matches({ signedIn: 'retrying' }));
  },
  refreshFailed: async (rig: AuthRig) => {
    await signInAs(rig, 'shopper');
    // Another tab rotates the refresh token first: this tab's copy is now spent (a real 401).
    await rotateElsewhere(rig);
    rig.auth.actor.send({ type: 'auth.refresh' });
    await waitFor(rig.auth.actor, (s) => s.matches('signedOut'));
  },
} satisfies Record<string, (rig: AuthRig) => Promise<void>>;

export type AuthScenario = keyof typeof authScenarios;

async function signInAs(rig: AuthRig, account: Account): Promise<void> {
  const { error } = await rig.auth.signIn({ email: ACCOUNTS[account], password: DEFAULT_PASSWORD });
  if (error) throw new Error(`story setup: ${account} could not sign in: ${error.message}`);
}

/** Uses the session's refresh token behind the machine's back, as another tab would. */
export async function rotateElsewhere(rig: AuthRig): Promise<void> {
  const refreshToken = rig.auth.getSnapshot().session?.refreshToken;
  await rig.server.fetch('/api/auth/refresh-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
}
