import { CommerceError } from '@reelcart/contract/core/commerceError';
import type { GoogleRequest, LoginRequest, RegisterRequest } from '@reelcart/contract/store/auth';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { type AuthEmitted, authMachine } from './authMachine';
import type { AuthSession } from './session';
import { fakeSession } from './testTokens';

/** A promise the test settles by hand: actors finish exactly when the test says, no waiting. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(session: AuthSession | null = null) {
  const pending = {
    signIn: deferred<AuthSession>(),
    register: deferred<AuthSession>(),
    google: deferred<AuthSession>(),
    refresh: deferred<AuthSession>(),
  };
  const inputs: unknown[] = [];
  const machine = authMachine.provide({
    actors: {
      signIn: fromPromise<AuthSession, LoginRequest>(({ input }) => {
        inputs.push(input);
        return pending.signIn.promise;
      }),
      register: fromPromise<AuthSession, RegisterRequest>(({ input }) => {
        inputs.push(input);
        return pending.register.promise;
      }),
      signInWithGoogle: fromPromise<AuthSession, GoogleRequest>(({ input }) => {
        inputs.push(input);
        return pending.google.promise;
      }),
      refreshToken: fromPromise<AuthSession, { session: AuthSession }>(({ input }) => {
        inputs.push(input);
        return pending.refresh.promise;
      }),
    },
  });
  const actor = createActor(machine, { input: { session }, clock: new SimulatedClock() });
  const emitted: AuthEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  /** Lets settled actor promises deliver their done/error events. */
  const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => undefined);
  return { actor, pending, inputs, emitted, flush };
}

const httpFailure = (status: number, data?: unknown) =>
  new CommerceError('HTTP_ERROR', { status, data });

describe('authMachine', () => {
  it('restores to signedIn from a session and to signedOut without one', () => {
    expect(start(fakeSession()).actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(start(null).actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
  });

  it('signs in with e-mail and password and announces it', async () => {
    const { actor, pending, inputs, emitted, flush } = start();
    actor.send({ type: 'auth.signIn', email: 'ann@example.com', password: 'pw' });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'signingIn' });
    expect(inputs).toEqual([{ email: 'ann@example.com', password: 'pw' }]);
    const session = fakeSession();
    pending.signIn.resolve(session);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(actor.getSnapshot().context).toEqual({ session, error: null });
    expect(emitted).toEqual([{ type: 'auth.signedIn', session, method: 'password' }]);
  });

  it('tells an affiliate without payment information to set it up (spec §6 toast)', async () => {
    const { actor, pending, emitted, flush } = start();
    actor.send({ type: 'auth.register', email: 'a@b.c', password: 'pw', isAffiliate: true });
    pending.register.resolve(fakeSession({ isAffiliate: true, hasPaymentInfo: false }));
    await flush();
    expect(emitted.map((e) => e.type)).toEqual(['auth.signedIn', 'auth.paymentInfoMissing']);
    expect(emitted[1]).toEqual({
      type: 'auth.paymentInfoMissing',
      toast: {
        title: 'Setup Payment Information',
        description: 'Please setup your payment information to receive affiliate earnings.',
        action: { label: 'Setup Now', href: '/affiliate/payout-setup' },
      },
    });
  });

  it('does not nag affiliates who have payment information, nor restored sessions', async () => {
    const { actor, pending, emitted, flush } = start();
    actor.send({ type: 'auth.signInWithGoogle', credential: 'g' });
    pending.google.resolve(fakeSession({ isAffiliate: true, hasPaymentInfo: true }));
    await flush();
    expect(emitted.map((e) => e.type)).toEqual(['auth.signedIn']);
    expect(start(fakeSession({ isAffiliate: true })).emitted).toEqual([]);
  });

  it.each([
    ['auth.signIn', 'signIn', 'Login failed'],
    ['auth.register', 'register', 'Registration failed'],
    ['auth.signInWithGoogle', 'google', 'Google authentication failed'],
  ] as const)(
    '%s fails with the catalogue message, or the server message when sent',
    async (type, key, message) => {
      const event =
        type === 'auth.signInWithGoogle'
          ? { type, credential: 'c' }
          : { type, email: 'a@b.c', password: 'pw' };
      const first = start();
      first.actor.send(event);
      first.pending[key].reject(httpFailure(500));
      await first.flush();
      expect(first.actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
      expect(first.actor.getSnapshot().context.error).toMatchObject({ message, status: 500 });
      expect(first.emitted).toEqual([
        { type: 'auth.failed', error: first.actor.getSnapshot().context.error },
      ]);

      const second = start();
      second.actor.send(event);
      second.pending[key].reject(httpFailure(401, { message: 'Invalid credentials' }));
      await second.flush();
      expect(second.actor.getSnapshot().context.error).toMatchObject({
        message: 'Invalid credentials',
        status: 401,
      });
    },
  );

  it('ignores a second attempt while one is in flight and clears the old error on retry', async () => {
    const { actor, pending, inputs, flush } = start();
    actor.send({ type: 'auth.signIn', email: 'a', password: '1' });
    actor.send({ type: 'auth.signIn', email: 'b', password: '2' });
    expect(inputs).toHaveLength(1);
    pending.signIn.reject(new CommerceError('NETWORK_ERROR'));
    await flush();
    expect(actor.getSnapshot().context.error?.message).toBe('Login failed');
    pending.signIn = deferred();
    actor.send({ type: 'auth.signIn', email: 'a', password: '1' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('signs out', () => {
    const { actor, emitted } = start(fakeSession());
    actor.send({ type: 'auth.signOut' });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(emitted).toEqual([{ type: 'auth.signedOut', reason: 'user' }]);
  });

  it('refreshes the token, keeping the user', async () => {
    const { actor, pending, inputs, flush } = start(fakeSession());
    actor.send({ type: 'auth.refresh' });
    actor.send({ type: 'auth.refresh' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
    expect(inputs).toEqual([{ session: fakeSession() }]);
    const next = fakeSession({ token: 'new-token', refreshToken: 'refresh-2' });
    pending.refresh.resolve(next);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(actor.getSnapshot().context.session).toEqual(next);
  });

  it('adopts a new token pair for the same user (auth.sessionUpdated): claims change without a sign-in', () => {
    const { actor, emitted } = start(fakeSession());
    const joined = fakeSession({
      token: 'joined-token',
      refreshToken: 'refresh-joined',
      isAffiliate: true,
      affiliateCode: 'NEWCODE1',
    });
    actor.send({ type: 'auth.sessionUpdated', session: joined });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'active' });
    expect(actor.getSnapshot().context.session).toEqual(joined);
    // Not a sign-in: nothing announced (no payment-info toast either).
    expect(emitted).toEqual([]);
  });

  it('ignores a session update for another user, while signed out or during a refresh', () => {
    const other = fakeSession({ userid: 'u2', token: 'other' });
    const signedIn = start(fakeSession());
    signedIn.actor.send({ type: 'auth.sessionUpdated', session: other });
    expect(signedIn.actor.getSnapshot().context.session).toEqual(fakeSession());

    const signedOut = start(null);
    signedOut.actor.send({ type: 'auth.sessionUpdated', session: fakeSession() });
    expect(signedOut.actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(signedOut.actor.getSnapshot().context.session).toBeNull();

    const refreshing = start(fakeSession());
    refreshing.actor.send({ type: 'auth.refresh' });
    refreshing.actor.send({
      type: 'auth.sessionUpdated',
      session: fakeSession({ token: 'x', isAffiliate: true }),
    });
    expect(refreshing.actor.getSnapshot().context.session).toEqual(fakeSession());
  });

  it('signs out as expired when the refresh fails', async () => {
    const { actor, pending, emitted, flush } = start(fakeSession());
    actor.send({ type: 'auth.refresh' });
    pending.refresh.reject(httpFailure(401, { message: 'Refresh token reused' }));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(actor.getSnapshot().context.error).toMatchObject({ message: 'Refresh token reused' });
    expect(emitted).toEqual([{ type: 'auth.signedOut', reason: 'expired' }]);
  });

  it("signs out with 'No refresh token available' when there is none", () => {
    const { actor, inputs, emitted } = start(fakeSession({ refreshToken: null }));
    actor.send({ type: 'auth.refresh' });
    expect(inputs).toEqual([]);
    expect(actor.getSnapshot().context).toEqual({
      session: null,
      error: { code: 'NO_REFRESH_TOKEN', message: 'No refresh token available', status: 401 },
    });
    expect(emitted).toEqual([{ type: 'auth.signedOut', reason: 'expired' }]);
  });

  it('lets the user sign out during a refresh, and ignores its late answer', async () => {
    const { actor, pending, flush } = start(fakeSession());
    actor.send({ type: 'auth.refresh' });
    actor.send({ type: 'auth.signOut' });
    pending.refresh.resolve(fakeSession({ token: 'late' }));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(actor.getSnapshot().context.session).toBeNull();
  });
});
