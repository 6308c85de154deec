// @vitest-environment happy-dom
import { createCommerce } from '@reelcart/sdk';
import { createFakeServer, createMemoryCookieJar, DEFAULT_PASSWORD } from '@reelcart/sdk/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { App } from './react-quick-start';

describe('docs/getting-started.md, React', () => {
  it('signs an affiliate in and shows the payment-info toast, then signs out', async () => {
    const server = createFakeServer();
    const commerce = createCommerce({
      baseURL: 'http://fake-server.test',
      fetch: server.fetch,
      cookies: createMemoryCookieJar(),
    });
    const user = userEvent.setup();
    render(createElement(App, { commerce }));

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
    expect(screen.getByRole('status').textContent).toBe('Setup Payment Information');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    commerce.destroy();
  });
});
