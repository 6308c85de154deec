// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Commerce, createCommerce } from '../createCommerce';
import { createMemoryCookieJar } from '../platform/cookieJar';
import { createRecordingNavigator } from '../platform/navigator';
import { useSubscribable } from './useSubscribable';

function Status({ commerce }: { commerce: Commerce }) {
  const auth = useSubscribable(commerce.auth);
  return <p>{auth.error ? auth.error.message : auth.status}</p>;
}

describe('useSubscribable', () => {
  it('renders a service snapshot and follows its changes', async () => {
    const fetch = async () =>
      new Response(JSON.stringify({ message: 'Wrong password' }), { status: 401 });
    const commerce = createCommerce({
      baseURL: 'https://api.test',
      fetch,
      cookies: createMemoryCookieJar(),
      navigator: createRecordingNavigator(),
    });
    render(<Status commerce={commerce} />);
    expect(screen.getByText('signedOut')).toBeTruthy();
    await act(() => commerce.auth.signIn({ email: 'a@b.c', password: 'x' }));
    expect(screen.getByText('Wrong password')).toBeTruthy();
  });
});
