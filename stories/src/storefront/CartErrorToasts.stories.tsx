import { DEFAULT_PASSWORD, makeProduct } from '@reelcart/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppToaster } from '../../../storefront/app/components/app-toaster';
import { CartErrorToasts } from '../../../storefront/app/components/cart-error-toasts';
import { current, withCommerce } from './withCommerce';

/**
 * Cart errors with no form to show them — a sync the server refused or that conflicted — as the
 * storefront shows them: toasts, over the story's fake server with faults injected.
 */
function SyncTrouble() {
  const trigger = async (status: number, times: number) => {
    const story = current.value;
    if (!story) throw new Error('no story commerce');
    const { commerce, server } = story;
    if (!commerce.auth.getSnapshot().isSignedIn) {
      await commerce.auth.signIn({ email: 'shopper@example.test', password: DEFAULT_PASSWORD });
    }
    server.inject('POST /api/cart', ...Array.from({ length: times }, () => status));
    commerce.cart.add(makeProduct({ video: { _id: `v${Date.now()}` } }));
    commerce.cart.sync();
  };
  return (
    <div className="flex flex-wrap gap-2 p-4">
      <button type="button" className="btn btn-outline" onClick={() => trigger(500, 1)}>
        Server error on sync
      </button>
      <button type="button" className="btn btn-outline" onClick={() => trigger(409, 3)}>
        Conflict on every retry
      </button>
      <CartErrorToasts reload={() => undefined} />
      <AppToaster />
    </div>
  );
}

const meta = {
  title: 'Storefront/Cart error toasts',
  component: SyncTrouble,
  decorators: [withCommerce],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SyncTrouble>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const FailedSync: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Server error on sync' }));
    await waitFor(() =>
      expect(page(canvasElement).getByText('Failed to update cart')).toBeVisible(),
    );
    await expect(current.value?.commerce.cart.getSnapshot().pendingOperations).toBe(1);
  },
};

export const SyncConflict: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Conflict on every retry' }));
    const body = page(canvasElement);
    await waitFor(() =>
      expect(body.getByText('Cart sync conflict - please refresh the page')).toBeVisible(),
    );
    await expect(body.getByRole('button', { name: 'Refresh' })).toBeVisible();
  },
};
