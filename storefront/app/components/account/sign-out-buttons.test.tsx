import { createCommerce, createRecordingNavigator } from '@reelcart/sdk';
import { createFakeServer, createMemoryCookieJar, DEFAULT_PASSWORD } from '@reelcart/sdk/testing';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../test-commerce';
import { SignOutEverywhere } from './sign-out-buttons';

afterEach(cleanup);

/** A commerce over the fake server, with `POST /api/auth/sign-out-everywhere` answered by `status`. */
async function signedInCommerce(status: number) {
  const server = createFakeServer();
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname === '/api/auth/sign-out-everywhere') {
      calls.push(request.headers.get('authorization') ?? '');
      return Response.json(status === 200 ? { revokedSessions: 2 } : { message: 'down' }, {
        status,
      });
    }
    return server.fetch(request);
  };
  const commerce = createCommerce({
    baseURL: 'http://fake-server.test',
    fetch,
    cookies: createMemoryCookieJar(),
    navigator: createRecordingNavigator(),
    storage: false,
    journal: false,
    channel: false,
    pageLifecycle: false,
    captureReferral: false,
  });
  const email = 'everywhere@example.test';
  const registered = await commerce.auth.register({ email, password: DEFAULT_PASSWORD });
  if (registered.error) throw new Error(registered.error.message);
  return { commerce, calls };
}

describe('SignOutEverywhere', () => {
  it('revokes every session on the server, then signs this browser out', async () => {
    const { commerce, calls } = await signedInCommerce(200);
    render(
      <TestProviders commerce={commerce}>
        <SignOutEverywhere />
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    await waitFor(() => expect(commerce.auth.getSnapshot().isSignedIn).toBe(false));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^Bearer /);
    commerce.destroy();
  });

  it('keeps the user signed in and says so when the server fails', async () => {
    const { commerce } = await signedInCommerce(503);
    render(
      <TestProviders commerce={commerce}>
        <SignOutEverywhere />
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not sign you out of your other devices.',
    );
    expect(commerce.auth.getSnapshot().isSignedIn).toBe(true);
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Sign out of all devices' }).disabled,
    ).toBe(false);
    commerce.destroy();
  });
});
