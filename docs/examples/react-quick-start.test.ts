// @vitest-environment happy-dom
import { createCommerce } from '@reelcart/sdk';
import {
  createFakeServer,
  createMemoryCookieJar,
  DEFAULT_PASSWORD,
  makeProduct,
} from '@reelcart/sdk/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { App } from './react-quick-start';

describe('docs/getting-started.md, React', () => {
  it('adds to a guest cart, signs an affiliate in with the payment-info toast, signs out', async () => {
    const server = createFakeServer();
    const commerce = createCommerce({
      baseURL: 'http://fake-server.test',
      fetch: server.fetch,
      cookies: createMemoryCookieJar(),
    });
    const user = userEvent.setup();
    const product = makeProduct({ video: { _id: 'v1' }, resolution: 'HD', orderType: 'own' });
    render(createElement(App, { commerce, product }));

    // The cart works for a guest: applied at once.
    await user.click(screen.getByRole('button', { name: 'Add Video v1' }));
    expect(screen.getByRole('status', { name: 'Cart' }).textContent).toBe('1 in cart, $12.99');

    await user.type(screen.getByLabelText('E-mail'), 'affiliate@example.test');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Invalid email or password',
    );

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), DEFAULT_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/Signed in as affiliate@example.test/)).toBeTruthy();
    expect(screen.getByText('Setup Payment Information')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    commerce.destroy();
  });
});
