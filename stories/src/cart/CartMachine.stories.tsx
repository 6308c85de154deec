import { cartMachine } from '@reelcart/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MachineDocsPage } from '../statechart/MachineDocsPage';
import { CartExplorer } from './CartExplorer';

/**
 * Every state of the cart machine the spec names, each reached by driving the real machine (the
 * actors `createCommerce` uses, over the fake server) with events, faults and the simulated clock.
 */
const meta = {
  title: 'SDK/Cart machine',
  component: CartExplorer,
  parameters: { docs: { page: () => <MachineDocsPage machine={cartMachine} /> } },
} satisfies Meta<typeof CartExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

const state = async (canvasElement: HTMLElement, path: string | RegExp) =>
  waitFor(() => expect(within(canvasElement).getByLabelText('State path')).toHaveTextContent(path));
const click = (canvasElement: HTMLElement, name: string) =>
  userEvent.click(within(canvasElement).getByRole('button', { name }));
const emitted = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText('Emitted events');

export const EmptyGuestCart: Story = {
  args: { scenario: 'emptyGuestCart' },
  play: async ({ canvas, canvasElement }) => {
    // Two regions: the cart's state (spec §4) and the sync machinery.
    await state(canvasElement, 'lifecycle.active | sync.idle.clean');
    await expect(canvas.getByText('Your cart is empty')).toBeVisible();
    await expect(canvas.getByText(/guest/)).toBeVisible();
    await click(canvasElement, 'Add v1 HD');
    await expect(canvas.getByText('Video v1 · HD · own')).toBeVisible();
    // A guest's cart is local only: no sync is scheduled.
    await state(canvasElement, 'sync.idle.clean');
  },
};

export const PendingOptimisticOperations: Story = {
  args: { scenario: 'pendingOptimisticOperations' },
  play: async ({ canvas, canvasElement }) => {
    await state(canvasElement, 'sync.idle.dirty.window.open | sync.idle.dirty.quiet.waiting');
    await expect(canvas.getByText('2 edit(s) not yet on the server')).toBeVisible();
    await expect(canvas.getByText('pending add')).toBeVisible();
    await expect(canvas.queryByText('Video v1 · HD · own')).toBeNull();
    // Ten quiet seconds flush both edits in one push.
    await click(canvasElement, 'Advance 10 s');
    await state(canvasElement, 'sync.idle.clean');
    await expect(canvas.queryByText(/not yet on the server/)).toBeNull();
    await expect(emitted(canvasElement)).toHaveTextContent('cart.synced');
  },
};

export const Syncing: Story = {
  args: { scenario: 'syncing' },
  play: async ({ canvas, canvasElement }) => {
    await state(canvasElement, 'sync.busy.push.pushing');
    await expect(canvas.getByText('Video v2 · HD · own')).toBeVisible();
    await expect(canvas.getByText('pending add')).toBeVisible();
    // Edits while the request is in flight are recorded at once, never dropped.
    await click(canvasElement, 'Add v3 rental');
    await expect(canvas.getByText('Video v3 · HD · rental')).toBeVisible();
  },
};

export const ConflictRetrying: Story = {
  args: { scenario: 'conflictRetrying' },
  play: async ({ canvas, canvasElement }) => {
    await state(canvasElement, 'sync.busy.push.refetching');
    await expect(canvas.getByLabelText('Context')).toHaveTextContent('"conflictRetries": 1');
    await expect(canvas.getByText('Video v2 · HD · own')).toBeVisible();
  },
};

export const ConflictExhausted: Story = {
  args: { scenario: 'conflictExhausted' },
  play: async ({ canvas, canvasElement }) => {
    await state(canvasElement, /sync\.idle/);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Cart sync conflict - please refresh the page',
    );
    await expect(canvas.getByText('Video v2 · HD · own')).toBeVisible();
  },
};

const invalid = (reason: string): Story['play'] =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    await state(canvasElement, /sync\.idle/);
    await expect(canvas.getByText(/^Video v1 · HD/)).toBeVisible();
    await expect(canvas.getByText(reason)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Cart validation failed: ${reason}`);
  };

export const InvalidAlreadyOwned: Story = {
  args: { scenario: 'invalidAlreadyOwned' },
  play: invalid('Already owned'),
};

export const InvalidOwnedInHigherResolution: Story = {
  args: { scenario: 'invalidOwnedInHigherResolution' },
  play: invalid('Already owned in 4K resolution'),
};

export const InvalidActiveRental: Story = {
  args: { scenario: 'invalidActiveRental' },
  play: invalid('Active rental exists'),
};

export const CouponApplied: Story = {
  args: { scenario: 'couponApplied' },
  play: async ({ canvas, canvasElement }) => {
    await state(canvasElement, /sync\.idle/);
    await expect(canvas.getByText('Coupon SAVE10 applied')).toBeVisible();
    await expect(emitted(canvasElement)).toHaveTextContent('coupon.applied');
    await click(canvasElement, 'Remove coupon');
    await waitFor(() => expect(canvas.queryByText('Coupon SAVE10 applied')).toBeNull());
  },
};

export const CouponInvalid: Story = {
  args: { scenario: 'couponInvalid' },
  play: async ({ canvas, canvasElement }) => {
    await state(canvasElement, /sync\.idle/);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid coupon');
    await expect(canvas.queryByText(/Coupon .* applied/)).toBeNull();
  },
};

export const CouponUnsuitableForGateway: Story = {
  args: { scenario: 'couponUnsuitableForGateway' },
  play: async ({ canvas, canvasElement }) => {
    await state(canvasElement, /sync\.idle/);
    await expect(canvas.getByText('Coupon CCBILL5 applied')).toBeVisible();
    // CCBILL5 lists only the ccbill gateway: refused locally for segpay, no request made.
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid coupon');
    await userEvent.selectOptions(canvas.getByLabelText('Pay with'), 'ccbill');
    await waitFor(() => expect(emitted(canvasElement)).toHaveTextContent('coupon.gatewayVerified'));
    await state(canvasElement, /sync\.idle/);
  },
};

export const Checkout: Story = {
  args: { scenario: 'checkout' },
  play: async ({ canvas, canvasElement }) => {
    await state(canvasElement, /^lifecycle\.checkout \| sync\.idle/);
    await expect(canvas.getByRole('heading')).toHaveTextContent('checkout');
    await expect(emitted(canvasElement)).toHaveTextContent('cart.checkedOut');
    // Checkout is no lock (decision 065): leaving billing makes the cart active again…
    await click(canvasElement, 'Leave billing');
    await state(canvasElement, /^lifecycle\.active/);
    await expect(canvas.getByRole('heading')).toHaveTextContent('active');
    // …and so does an edit: it is recorded, never refused.
    await click(canvasElement, 'Checkout');
    await state(canvasElement, /^lifecycle\.checkout \| sync\.idle/);
    await click(canvasElement, 'Add v2 FHD');
    await expect(canvas.getByText('Video v2 · FHD · own')).toBeVisible();
    await state(canvasElement, /^lifecycle\.active/);
  },
};

export const CheckoutValidationFailed: Story = {
  args: { scenario: 'checkoutValidationFailed' },
  play: async ({ canvas, canvasElement }) => {
    await state(canvasElement, /sync\.idle/);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Cart validation failed: Already owned',
    );
    await expect(canvas.getByRole('heading')).toHaveTextContent('active');
    // Checkout failed: the lifecycle region went back to active.
    await state(canvasElement, /^lifecycle\.active \| sync\.idle/);
  },
};

export const CompletedClearing: Story = {
  args: { scenario: 'completedClearing' },
  play: async ({ canvas, canvasElement }) => {
    await state(canvasElement, 'lifecycle.completed | sync.busy.completed');
    await expect(canvas.getByText(/^Order .* placed$/)).toBeVisible();
    await expect(emitted(canvasElement)).toHaveTextContent('cart.completed');
    // One second later the cart clears and the (new, empty) server cart is fetched.
    await click(canvasElement, 'Advance 1 s');
    await state(canvasElement, /^lifecycle\.active \| sync\.idle/);
    await expect(canvas.getByText('Your cart is empty')).toBeVisible();
  },
};

export const Abandoned: Story = {
  args: { scenario: 'abandoned' },
  play: async ({ canvas, canvasElement }) => {
    await state(canvasElement, /^lifecycle\.abandoned \| sync\.idle/);
    await expect(canvas.getByRole('heading')).toHaveTextContent('abandoned');
    // An edit makes an abandoned cart active again.
    await click(canvasElement, 'Add v2 FHD');
    await state(canvasElement, /^lifecycle\.active \| sync\.idle/);
    await expect(canvas.getByRole('heading')).toHaveTextContent('active');
  },
};

export const OfflineWithEditsPending: Story = {
  args: { scenario: 'offlineWithEditsPending' },
  play: async ({ canvas, canvasElement }) => {
    await state(canvasElement, /sync\.idle/);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to update cart');
    await expect(canvas.getByText('2 edit(s) not yet on the server')).toBeVisible();
    // Nothing was lost: back online, the same edits go out.
    await click(canvasElement, 'Back online');
    await click(canvasElement, 'Sync now');
    await waitFor(() => expect(canvas.queryByText(/not yet on the server/)).toBeNull());
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('Video v3 · HD · rental')).toBeVisible();
  },
};
