import { authMachine, PAYMENT_INFO_TOAST } from '@reelcart/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MachineDocsPage } from '../statechart/MachineDocsPage';
import { AuthExplorer } from './AuthExplorer';

/**
 * Every reachable state of the auth machine, each reached by driving the real machine (the SDK's
 * auth service) through the fake server: sign-ins, failures and faults, never a made-up snapshot.
 */
const meta = {
  title: 'SDK/Auth machine',
  component: AuthExplorer,
  parameters: { docs: { page: () => <MachineDocsPage machine={authMachine} /> } },
} satisfies Meta<typeof AuthExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the explorer to show `path`: a sign-in answers after a few tasks, not at once. */
const statePath = (canvasElement: HTMLElement, path: string) =>
  waitFor(() => expect(within(canvasElement).getByLabelText('State path')).toHaveTextContent(path));

export const SignedOut: Story = {
  args: { scenario: 'signedOut' },
  play: async ({ canvas, canvasElement }) => {
    await statePath(canvasElement, 'signedOut.idle');
    await expect(canvas.getByText('Signed out')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in: shopper' }));
    await statePath(canvasElement, 'signedIn.active');
    await expect(await canvas.findByText('shopper@example.test')).toBeVisible();
  },
};

export const SigningIn: Story = {
  args: { scenario: 'signingIn' },
  play: async ({ canvas, canvasElement }) => {
    await statePath(canvasElement, 'signedOut.signingIn');
    await expect(canvas.getByText('signingIn')).toBeVisible();
    await expect(canvas.getByText('(busy)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in: admin' })).toBeDisabled();
  },
};

export const Registering: Story = {
  args: { scenario: 'registering' },
  play: async ({ canvas, canvasElement }) => {
    await statePath(canvasElement, 'signedOut.registering');
    await expect(canvas.getByText('registering')).toBeVisible();
  },
};

export const SigningInWithGoogle: Story = {
  args: { scenario: 'signingInWithGoogle' },
  play: async ({ canvas, canvasElement }) => {
    await statePath(canvasElement, 'signedOut.signingInWithGoogle');
    await expect(canvas.getByText('(busy)')).toBeVisible();
  },
};

export const GoogleFailed: Story = {
  args: { scenario: 'googleFailed' },
  play: async ({ canvas, canvasElement }) => {
    await statePath(canvasElement, 'signedOut.idle');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid Google credential');
    await expect(canvas.getByLabelText('Context')).toHaveTextContent(
      '"code": "GOOGLE_AUTH_FAILED"',
    );
  },
};

export const FailedWithServerMessage: Story = {
  args: { scenario: 'failed' },
  play: async ({ canvas, canvasElement }) => {
    await statePath(canvasElement, 'signedOut.idle');
    // The server's own message, not the catalogue's generic 'Login failed'.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(canvas.getByLabelText('Emitted events')).toHaveTextContent('auth.failed');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in: shopper' }));
    await statePath(canvasElement, 'signedIn.active');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const SignedInShopper: Story = {
  args: { scenario: 'signedInShopper' },
  play: async ({ canvas, canvasElement }) => {
    await statePath(canvasElement, 'signedIn.active');
    await expect(canvas.getByText(/\(user\)/)).toBeVisible();
    await expect(canvas.getByLabelText('Context')).toHaveTextContent('"userRole": null');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await statePath(canvasElement, 'signedOut.idle');
    await expect(canvas.getByLabelText('Emitted events')).toHaveTextContent('auth.signedOut');
  },
};

export const SignedInAffiliateWithoutPaymentInfo: Story = {
  args: { scenario: 'signedInAffiliate' },
  play: async ({ canvas, canvasElement }) => {
    await statePath(canvasElement, 'signedIn.active');
    await expect(canvas.getByText(/affiliate\)/)).toBeVisible();
    await expect(canvas.getByLabelText('Emitted events')).toHaveTextContent(
      'auth.paymentInfoMissing',
    );
    const body = within(canvasElement.ownerDocument.body);
    // sonner fades the toast in: wait until the user can see it.
    await waitFor(() => expect(body.getByText(PAYMENT_INFO_TOAST.title)).toBeVisible());
    await expect(body.getByText(PAYMENT_INFO_TOAST.description)).toBeVisible();
    await expect(body.getByRole('button', { name: PAYMENT_INFO_TOAST.action.label })).toBeVisible();
  },
};

export const SignedInManager: Story = {
  args: { scenario: 'signedInManager' },
  play: async ({ canvas, canvasElement }) => {
    await statePath(canvasElement, 'signedIn.active');
    await expect(canvas.getByText(/\(manager\)/)).toBeVisible();
    await expect(canvas.getByLabelText('Context')).toHaveTextContent('"userRole": "manager"');
  },
};

export const SignedInAdmin: Story = {
  args: { scenario: 'signedInAdmin' },
  play: async ({ canvas, canvasElement }) => {
    await statePath(canvasElement, 'signedIn.active');
    await expect(canvas.getByText(/\(admin\)/)).toBeVisible();
    await expect(canvas.getByLabelText('Context')).toHaveTextContent('"role": "admin"');
  },
};

export const Refreshing: Story = {
  args: { scenario: 'refreshing' },
  play: async ({ canvas, canvasElement }) => {
    await statePath(canvasElement, 'signedIn.refreshing');
    await expect(canvas.getByText('refreshing')).toBeVisible();
    // Still signed in while the refresh runs.
    await expect(canvas.getByText('shopper@example.test')).toBeVisible();
  },
};

export const RefreshRetrying: Story = {
  args: { scenario: 'refreshRetrying' },
  play: async ({ canvas, canvasElement }) => {
    await statePath(canvasElement, 'signedIn.retrying');
    // A refresh that fails for a reason that may pass (503) keeps the session (decision 080).
    await expect(canvas.getByText('shopper@example.test')).toBeVisible();
    await expect(canvas.getByLabelText('Emitted events')).not.toHaveTextContent('auth.signedOut');
  },
};

export const RefreshFailedSignsOut: Story = {
  args: { scenario: 'refreshFailed' },
  play: async ({ canvas, canvasElement }) => {
    await statePath(canvasElement, 'signedOut.idle');
    // Another tab spent the refresh token first: the server's 401, then signed out and sent to /login.
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid refresh token');
    await expect(canvas.getByText('Redirected to /login')).toBeVisible();
    await expect(canvas.getByLabelText('Emitted events')).toHaveTextContent('auth.signedOut');
  },
};
