import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CartExplorer } from './CartExplorer';

/**
 * The cart machine while a request is in flight, held there by a request the fake server never
 * answers. Edits still go through at once; other commands wait in `context.queue`.
 */
const meta = {
  title: 'SDK/Cart machine/Requests in flight',
  component: CartExplorer,
} satisfies Meta<typeof CartExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

const inState = (path: string): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('State path')).toHaveTextContent(path));
  };

export const Restoring: Story = {
  args: { scenario: 'restoring' },
  play: async (context) => {
    await inState('restoring')?.(context);
    // Edits are recorded while the stored cart loads; the sync waits in the queue.
    await expect(context.canvas.getByText('Video v2 · HD · own')).toBeVisible();
    await expect(context.canvas.getByLabelText('Context')).toHaveTextContent('"type": "cart.sync"');
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Storage answers' }));
    await waitFor(() =>
      expect(context.canvas.getByLabelText('State path')).toHaveTextContent(/^idle|busy/),
    );
  },
};

export const Fetching: Story = {
  args: { scenario: 'fetching' },
  play: async (context) => {
    await inState('busy.fetching')?.(context);
    // A command sent now waits for the answer instead of being dropped.
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Apply SAVE10' }));
    await expect(context.canvas.getByLabelText('Context')).toHaveTextContent('"code": "SAVE10"');
  },
};

export const LoginSync: Story = {
  args: { scenario: 'loginSync' },
  play: async (context) => {
    await inState('busy.loginSync.validating')?.(context);
    await expect(context.canvas.getByText('Video v1 · HD · own')).toBeVisible();
  },
};

export const ApplyingCoupon: Story = {
  args: { scenario: 'applyingCoupon' },
  play: inState('busy.applyingCoupon'),
};

export const CheckingOut: Story = {
  args: { scenario: 'checkingOut' },
  play: async (context) => {
    await inState('busy.checkingOut')?.(context);
    await expect(context.canvas.getByRole('heading')).toHaveTextContent('checkout');
  },
};

export const Completing: Story = {
  args: { scenario: 'completing' },
  play: inState('busy.completing'),
};

export const VerifyingCoupon: Story = {
  args: { scenario: 'verifyingCoupon' },
  play: inState('busy.verifyingCoupon'),
};

export const Finalizing: Story = {
  args: { scenario: 'finalizing' },
  play: async (context) => {
    await inState('busy.finalizing')?.(context);
    await expect(context.canvas.getByText('Your cart is empty')).toBeVisible();
  },
};

export const Resetting: Story = {
  args: { scenario: 'resetting' },
  play: async (context) => {
    await inState('busy.resetting')?.(context);
    // Cleared at once; the backup comes back if the server refuses.
    await expect(context.canvas.getByText('Your cart is empty')).toBeVisible();
    await expect(context.canvas.getByLabelText('Context')).toHaveTextContent('"resetBackup": {');
  },
};

export const RefreshingOwned: Story = {
  args: { scenario: 'refreshingOwned' },
  play: inState('busy.refreshingOwned'),
};
