import { PAYMENT_INFO_TOAST } from '@reelcart/sdk';
import { ERROR_MESSAGES } from '@reelcart/sdk/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'sonner';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppToaster } from '../../../storefront/app/components/app-toaster';
import { showAddedToast } from '../../../storefront/app/lib/cart/added-toast';
import { showToast } from '../../../storefront/app/lib/platform/toast';
import { withRouter } from './withRouter';

/**
 * The storefront's toaster (spec §9 constants: 4 s, 3 visible, bottom right; sonner loads after
 * hydration) with real toasts through the storefront's `showToast`, which waits for it.
 */
function ToastDemo() {
  return (
    <div className="flex flex-wrap gap-2 p-4">
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => showToast('Added to cart', {}, 'success')}
      >
        Success
      </button>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => showAddedToast('Video v1', 'Own · HD (720p)', null)}
      >
        Add to cart
      </button>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => toast.error(ERROR_MESSAGES.CART_UPDATE_FAILED)}
      >
        Error
      </button>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() =>
          showToast(PAYMENT_INFO_TOAST.title, {
            description: PAYMENT_INFO_TOAST.description,
            action: { label: PAYMENT_INFO_TOAST.action.label, onClick: () => undefined },
          })
        }
      >
        Payment info
      </button>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => {
          for (const n of [1, 2, 3, 4, 5]) toast(`Toast number ${n}`);
        }}
      >
        Five at once
      </button>
      <AppToaster />
    </div>
  );
}

const meta = {
  title: 'Storefront/Toasts',
  component: ToastDemo,
  // The added-to-cart toast links to the cart: the toaster sits inside the router, as in root.tsx.
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const ErrorToast: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const body = page(canvasElement);
    await waitFor(() => expect(body.getByText(ERROR_MESSAGES.CART_UPDATE_FAILED)).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: 'Close toast' }));
    await waitFor(() => expect(body.queryByText(ERROR_MESSAGES.CART_UPDATE_FAILED)).toBeNull());
  },
};

export const PaymentInfo: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Payment info' }));
    const body = page(canvasElement);
    await waitFor(() => expect(body.getByText(PAYMENT_INFO_TOAST.title)).toBeVisible());
    await expect(body.getByText(PAYMENT_INFO_TOAST.description)).toBeVisible();
    await expect(body.getByRole('button', { name: PAYMENT_INFO_TOAST.action.label })).toBeVisible();
  },
};

/** Five toasts at once: the newest three are shown, the rest wait behind them. */
export const AtMostThreeVisible: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Five at once' }));
    // Count only this story's toasts (sonner's store outlives a story).
    const mine = (selector: string) =>
      [...canvasElement.ownerDocument.querySelectorAll(selector)].filter((toastElement) =>
        toastElement.textContent?.includes('Toast number'),
      );
    await waitFor(() => expect(mine('[data-sonner-toast][data-visible="true"]')).toHaveLength(3));
    await expect(mine('[data-sonner-toast]')).toHaveLength(5);
    await waitFor(() => expect(page(canvasElement).getByText('Toast number 5')).toBeVisible());
  },
};

/** Through the storefront's `showToast`, which waits for the lazily loaded toaster. */
export const SuccessToast: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await waitFor(() => expect(page(canvasElement).getByText('Added to cart')).toBeVisible());
  },
};

/**
 * After "Add to cart": the video and option, and a link to the cart that the keyboard reaches
 * (sonner's hotkey Alt+T moves focus to the toasts). Sonner's list is the labelled region
 * "Notifications", not a `status`: the pages' own status messages stay the only ones.
 */
export const AddedToCart: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const body = page(canvasElement);
    const message = 'Added Video v1 (Own · HD (720p)) to your cart.';
    await waitFor(() => expect(body.getByText(message)).toBeVisible());
    const region = body.getByRole('region', { name: /Notifications/ });
    const link = within(region).getByRole('link', { name: 'View cart' });
    await expect(link).toHaveAttribute('href', '/cart');
    await expect(body.queryAllByRole('status')).toHaveLength(0);
    // A second add replaces the toast rather than stacking another.
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(body.getAllByText(message)).toHaveLength(1));
    // Alt+T, then Tab past the toast itself and its close button, reaches the link.
    await userEvent.keyboard('{Alt>}t{/Alt}');
    for (let n = 0; n < 4 && link.ownerDocument.activeElement !== link; n += 1) {
      await userEvent.tab();
    }
    await expect(link.ownerDocument.activeElement).toBe(link);
  },
};
