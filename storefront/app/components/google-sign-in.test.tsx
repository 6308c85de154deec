import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_CONFIG_GLOBAL } from '../lib/platform/app-config';
import { AuthForm } from './auth-form';
import type { GoogleIdentity } from './google-sign-in';
import { createTestCommerce, TestProviders } from './test-commerce.testing';

/** Stands in for Google's script: renders a button whose click answers an ID token. */
function stubGoogle(credential: string) {
  let callback: ((response: { credential: string }) => void) | undefined;
  const google: GoogleIdentity = {
    accounts: {
      id: {
        initialize: (options) => {
          callback = options.callback;
        },
        renderButton: (parent) => {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Continue with Google';
          button.onclick = () => callback?.({ credential });
          parent.append(button);
        },
      },
    },
  };
  Reflect.set(window, 'google', google);
}

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'google');
  Reflect.deleteProperty(window, APP_CONFIG_GLOBAL);
});

describe('Google sign-in on the auth forms', () => {
  it('is not offered without a configured client id', async () => {
    const { commerce } = createTestCommerce();
    render(
      <TestProviders commerce={commerce}>
        <AuthForm mode="login" />
      </TestProviders>,
    );
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByTestId('google-sign-in')).toBeNull();
  });

  it('signs in with the Google ID token when a client id is configured', async () => {
    Reflect.set(window, APP_CONFIG_GLOBAL, { apiBaseUrl: '', googleClientId: 'client-1' });
    stubGoogle('google-credential-1');
    const { commerce } = createTestCommerce();
    render(
      <TestProviders commerce={commerce}>
        <AuthForm mode="sign-up" />
      </TestProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(commerce.auth.getSnapshot().isSignedIn).toBe(true));
    expect(commerce.auth.getSnapshot().session?.username).toBe('google@example.test');
  });

  it("shows the server's refusal inline", async () => {
    Reflect.set(window, APP_CONFIG_GLOBAL, { apiBaseUrl: '', googleClientId: 'client-1' });
    stubGoogle('not-a-known-credential');
    const { commerce } = createTestCommerce();
    render(
      <TestProviders commerce={commerce}>
        <AuthForm mode="login" />
      </TestProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(commerce.auth.getSnapshot().isSignedIn).toBe(false);
  });
});
