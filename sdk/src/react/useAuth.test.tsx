// @vitest-environment happy-dom
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Commerce, createCommerce } from '../createCommerce';
import { createMemoryCookieJar } from '../platform/cookieJar';
import { createRecordingNavigator } from '../platform/navigator';
import { createFakeServer, DEFAULT_PASSWORD } from '../testing';
import { CommerceProvider } from './CommerceProvider';
import { useAuth, useAuthEvent } from './useAuth';

let commerce: Commerce | undefined;
afterEach(() => commerce?.destroy());

function setup() {
  const server = createFakeServer();
  commerce = createCommerce({
    baseURL: 'https://api.test',
    fetch: server.fetch,
    cookies: createMemoryCookieJar(),
    navigator: createRecordingNavigator(),
    server: false,
  });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <CommerceProvider commerce={commerce as Commerce}>{children}</CommerceProvider>
  );
  return { server, commerce, wrapper };
}

function SignInForm() {
  const auth = useAuth();
  return (
    <div>
      <p role="status">
        {auth.isSignedIn ? `Signed in as ${auth.session?.username}` : auth.status}
      </p>
      {auth.error && <p role="alert">{auth.error.message}</p>}
      <button
        type="button"
        disabled={auth.isBusy}
        onClick={() => auth.signIn({ email: 'shopper@example.test', password: DEFAULT_PASSWORD })}
      >
        Sign in
      </button>
      <button
        type="button"
        onClick={() => auth.signIn({ email: 'shopper@example.test', password: 'wrong' })}
      >
        Sign in badly
      </button>
      <button type="button" onClick={auth.signOut}>
        Sign out
      </button>
    </div>
  );
}

describe('useAuth', () => {
  it('signs in, shows the server error on failure and signs out', async () => {
    const { wrapper } = setup();
    const user = userEvent.setup();
    render(<SignInForm />, { wrapper });
    expect(screen.getByRole('status').textContent).toBe('signedOut');

    await user.click(screen.getByRole('button', { name: 'Sign in badly' }));
    expect(await screen.findByRole('alert')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByText('Signed in as shopper@example.test')).textContent).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('status').textContent).toBe('signedOut');
  });

  it('keeps its action callbacks stable across renders', async () => {
    const { wrapper, commerce } = setup();
    const { result, rerender } = renderHook(() => useAuth(), { wrapper });
    const first = result.current;
    await act(() =>
      commerce.auth.signIn({ email: 'manager@example.test', password: DEFAULT_PASSWORD }),
    );
    rerender();
    expect(result.current.session?.userRole).toBe('manager');
    expect(result.current.signIn).toBe(first.signIn);
    expect(result.current.signOut).toBe(first.signOut);
  });

  it('throws a clear error outside a CommerceProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used inside <CommerceProvider',
    );
  });
});

describe('useAuthEvent', () => {
  it("hands the affiliate's payment-info toast to the UI", async () => {
    const { wrapper, commerce } = setup();
    const seen: string[] = [];
    renderHook(
      () => useAuthEvent('auth.paymentInfoMissing', (event) => seen.push(event.toast.title)),
      {
        wrapper,
      },
    );
    await act(() =>
      commerce.auth.signIn({ email: 'affiliate@example.test', password: DEFAULT_PASSWORD }),
    );
    expect(seen).toEqual(['Setup Payment Information']);
  });
});
