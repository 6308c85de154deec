import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthForm, type AuthFormMode } from './auth-form';
import { createTestCommerce, TestProviders } from './test-commerce.testing';

afterEach(cleanup);

describe('the auth forms before JavaScript runs', () => {
  // Issue 29 item 12: without a method the browser sent the password in the URL
  // (`/login?email=…&password=…`); the forms POST, to their route's action.
  it.each<AuthFormMode>(['login', 'sign-up', 'affiliate-sign-up'])(
    'the %s form posts, never a GET with the password in the URL',
    async (mode) => {
      const { commerce } = createTestCommerce();
      const { container } = render(
        <TestProviders commerce={commerce}>
          <AuthForm mode={mode} />
        </TestProviders>,
      );
      await screen.findByLabelText('Password');
      const form = container.querySelector('form');
      expect(form?.getAttribute('method')).toBe('post');
    },
  );

  it("shows the route action's failure and keeps the e-mail", async () => {
    const { commerce } = createTestCommerce();
    render(
      <TestProviders commerce={commerce}>
        <AuthForm
          mode="login"
          failure={{ error: 'Invalid email or password', email: 'ann@example.test' }}
        />
      </TestProviders>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('ann@example.test');
  });
});
