import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChangePasswordForm } from '../../../storefront/app/components/account/change-password-form';
import { EmailVerification } from '../../../storefront/app/components/account/email-verification';
import { WhoAmI } from '../../../storefront/app/components/account/who-am-i';
import { withRouter } from './withRouter';

const EMAIL = 'shopper@reelcart.test';

/** `/dashboard/profile`'s e-mail panel: the verification state and "resend the verification mail". */
const meta = {
  title: 'Storefront/Account/Profile',
  component: EmailVerification,
  decorators: [withRouter],
  args: { profile: { email: EMAIL, emailVerified: false } },
} satisfies Meta<typeof EmailVerification>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unverified: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not verified')).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Resend the verification mail' }),
    ).toBeInTheDocument();
  },
};

export const Verified: Story = {
  args: { profile: { email: EMAIL, emailVerified: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verified')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Resending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

export const Resent: Story = {
  args: { outcome: { ok: true, sent: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `A new verification link is on its way to ${EMAIL}.`,
    );
  },
};

export const ResendFailed: Story = {
  args: { outcome: { ok: false, formError: 'We could not send the verification mail just now.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not send');
  },
};

/** Change password: current + new; errors on their fields; the other sessions signed out. */
export const ChangePassword: StoryObj<typeof ChangePasswordForm> = {
  render: (args) => <ChangePasswordForm {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Current password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText(/New password/)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  },
};

export const ChangePasswordWrongCurrent: StoryObj<typeof ChangePasswordForm> = {
  render: () => (
    <ChangePasswordForm
      outcome={{ ok: false, fieldErrors: { currentPassword: 'Current password is incorrect' } }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Current password is incorrect');
  },
};

export const PasswordChanged: StoryObj<typeof ChangePasswordForm> = {
  render: () => <ChangePasswordForm outcome={{ ok: true, revokedSessions: 2 }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '2 other sessions were signed out. You stay signed in here.',
    );
  },
};

/** `/protected`: who is signed in. */
export const SignedInAs: StoryObj<typeof WhoAmI> = {
  render: () => (
    <WhoAmI
      email={EMAIL}
      id="usr_shopper"
      userRole="user"
      expiresAt={new Date(Date.UTC(2026, 10, 24, 9, 0)).toISOString()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('usr_shopper')).toBeInTheDocument();
    await expect(canvas.getByText('Nov 24, 2026, 09:00 UTC')).toBeInTheDocument();
  },
};
