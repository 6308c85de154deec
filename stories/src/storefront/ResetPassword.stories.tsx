import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ResetPasswordForm } from '../../../storefront/app/components/reset-password-form';
import { withRouter } from './withRouter';

/** `/reset-password?token=`: the one-time link an admin made (decision 042), in each state. */
const meta = {
  title: 'Storefront/ResetPassword',
  component: ResetPasswordForm,
  decorators: [withRouter],
  args: { token: 'abc', outcome: undefined },
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewPassword: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText('New password again')).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Set the new password' })).toBeEnabled();
  },
};

export const TooShort: Story = {
  args: {
    outcome: {
      status: 'retry',
      fieldErrors: { password: 'At least 8 characters.' },
      message: 'Please choose a longer password.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent('choose a longer password');
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Done: Story = {
  args: { outcome: { status: 'done', email: 'person@example.test' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('person@example.test');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

export const InvalidLink: Story = {
  args: {
    outcome: { status: 'invalid', message: 'This reset link is invalid, already used or expired.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('already used or expired');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NoToken: Story = {
  args: { token: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Open the password-reset link/)).toBeVisible();
  },
};
