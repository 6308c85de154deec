import { DEFAULT_PASSWORD, slow } from '@reelcart/sdk/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { expect, userEvent } from 'storybook/test';
import { AuthForm } from '../../../storefront/app/components/auth-form';
import { SHOPPER, shop, withShop } from './shop';

function Arrived() {
  const location = useLocation();
  return <p>Navigated to {`${location.pathname}${location.search}`}</p>;
}

/** A memory router opened at `parameters.url` (default /login); other paths name themselves. */
const withAuthRouter: Decorator = (Story, { parameters }) => {
  const url = typeof parameters.url === 'string' ? parameters.url : '/login';
  const router = createMemoryRouter(
    [
      { path: new URL(url, 'http://story.test').pathname, element: <Story /> },
      { path: '*', element: <Arrived /> },
    ],
    { initialEntries: [url] },
  );
  return <RouterProvider router={router} />;
};

/** Log in and sign up through the SDK (`signIn` / `register`), errors inline, then redirect. */
const meta = {
  title: 'Storefront/Auth form',
  component: AuthForm,
  decorators: [withAuthRouter, withShop],
  args: { mode: 'login' },
} satisfies Meta<typeof AuthForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function fill(canvas: Canvas, email: string, password: string) {
  await userEvent.type(canvas.getByLabelText('E-mail'), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
}

export const LogIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await fill(canvas, SHOPPER, DEFAULT_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Navigated to /dashboard')).toBeVisible();
    await expect(shop().commerce.auth.getSnapshot().status).toBe('signedIn');
  },
};

export const EmptyFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter your e-mail and password.');
    await expect(canvas.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(shop().server.count('/api/auth/login')).toBe(0);
  },
};

export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, SHOPPER, 'not the password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(canvas.queryByText(/Navigated to/)).toBeNull();
  },
};

export const LoggingIn: Story = {
  play: async ({ canvas }) => {
    shop().server.inject('/api/auth/login', slow(1500));
    await fill(canvas, SHOPPER, DEFAULT_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
    await expect(
      await canvas.findByText('Navigated to /dashboard', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** `?redirect=/cart`: back to the cart after logging in; the sign-up link keeps it. */
export const RedirectBack: Story = {
  parameters: { url: '/login?redirect=/cart' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/sign-up?redirect=%2Fcart',
    );
    await fill(canvas, SHOPPER, DEFAULT_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Navigated to /cart')).toBeVisible();
  },
};

/** A redirect to another origin is ignored. */
export const ForeignRedirectIgnored: Story = {
  parameters: { url: '/login?redirect=https://elsewhere.test/steal' },
  play: async ({ canvas }) => {
    await fill(canvas, SHOPPER, DEFAULT_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Navigated to /dashboard')).toBeVisible();
  },
};

export const SignUp: Story = {
  args: { mode: 'sign-up' },
  parameters: { url: '/sign-up' },
  play: async ({ canvas }) => {
    await fill(canvas, 'new@example.test', DEFAULT_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Navigated to /dashboard')).toBeVisible();
  },
};

export const SignUpEmailTaken: Story = {
  args: { mode: 'sign-up' },
  parameters: { url: '/sign-up' },
  play: async ({ canvas }) => {
    await fill(canvas, SHOPPER, DEFAULT_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Email already registered');
  },
};

export const AffiliateSignUp: Story = {
  args: { mode: 'affiliate-sign-up' },
  parameters: { url: '/become-an-affiliate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Become an affiliate' })).toBeVisible();
    await fill(canvas, 'partner@example.test', DEFAULT_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Create affiliate account' }));
    await expect(await canvas.findByText('Navigated to /affiliate')).toBeVisible();
  },
};

/** A form posted before the script ran: the route action's failure, the e-mail kept. */
export const FailedWithoutScript: Story = {
  args: { failure: { error: 'Invalid email or password', email: SHOPPER } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(canvas.getByLabelText('E-mail')).toHaveValue(SHOPPER);
    await expect(canvas.getByRole('button', { name: 'Log in' }).closest('form')).toHaveAttribute(
      'method',
      'post',
    );
  },
};
