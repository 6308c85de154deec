import { DEFAULT_PASSWORD } from '@reelcart/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SiteHeader } from '../../../storefront/app/components/site-header';
import { current, withCommerce } from './withCommerce';
import { withRouter } from './withRouter';

/** The storefront's header: browse links, and the account links from the SDK's auth state. */
const meta = {
  title: 'Storefront/Site header',
  component: SiteHeader,
  decorators: [withRouter, withCommerce],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    // Issue 33: a new shopper finds sign-up in the header.
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    await expect(canvas.getByRole('navigation', { name: 'Browse' })).toHaveTextContent('Videos');
  },
};

/** Signing in through the SDK swaps "Log in" for "Dashboard" without a reload. */
export const SignedIn: Story = {
  play: async ({ canvas }) => {
    const commerce = current.value?.commerce;
    if (!commerce) throw new Error('no story commerce');
    await commerce.auth.signIn({ email: 'shopper@example.test', password: DEFAULT_PASSWORD });
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard'),
    );
    await expect(canvas.queryByRole('link', { name: 'Log in' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Sign up' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Manager' })).toBeNull();
  },
};

/** A manager reaches the reports from the header (issue 33). */
export const SignedInManager: Story = {
  play: async ({ canvas }) => {
    const commerce = current.value?.commerce;
    if (!commerce) throw new Error('no story commerce');
    await commerce.auth.signIn({ email: 'manager@example.test', password: DEFAULT_PASSWORD });
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Manager' })).toHaveAttribute('href', '/manager'),
    );
    await expect(canvas.queryByRole('link', { name: 'Admin' })).toBeNull();
  },
};
