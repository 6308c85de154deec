import { slow } from '@reelcart/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CouponForm } from '../../../storefront/app/components/coupon-form';
import { line, shop, signInShopper, withShop } from './shop';

/**
 * The cart's coupon form: apply a code through the SDK cart, see it applied or the server's
 * refusal inline, remove it. A signed-in shopper with one line (Video v1, own HD, $12.99).
 */
const meta = {
  title: 'Storefront/Coupon form',
  component: CouponForm,
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
    withShop,
  ],
} satisfies Meta<typeof CouponForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function withOneLine() {
  await signInShopper();
  shop().commerce.cart.add(line('v1-own-HD'));
}

async function apply(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], code: string) {
  await userEvent.type(canvas.getByLabelText('Coupon code'), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
}

/** The code is applied and the apply has finished (its button no longer pending). */
async function expectApplied(
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  code: string,
) {
  await expect(await canvas.findByTestId('applied-coupon')).toHaveTextContent(code);
  await canvas.findByRole('button', { name: 'Remove coupon' }, { timeout: 5_000 });
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Coupon code')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Apply with nothing typed: checked here, no request. */
export const NoCodeEntered: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a coupon code.');
    await expect(canvas.getByLabelText('Coupon code')).toHaveAttribute('aria-invalid', 'true');
    await expect(shop().server.count('/api/coupons/validate')).toBe(0);
  },
};

export const Applied: Story = {
  play: async ({ canvas }) => {
    await withOneLine();
    await apply(canvas, 'SAVE10');
    await expectApplied(canvas, 'SAVE10');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(shop().commerce.cart.getSnapshot().discount).toBeCloseTo(1.3);
  },
};

export const Removed: Story = {
  play: async (context) => {
    await Applied.play?.(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Remove coupon' }));
    await expect(await canvas.findByLabelText('Coupon code')).toBeVisible();
    await expect(canvas.queryByTestId('applied-coupon')).toBeNull();
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    await withOneLine();
    await apply(canvas, 'NOPE');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid coupon');
    await expect(canvas.getByLabelText('Coupon code')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByTestId('applied-coupon')).toBeNull();
  },
};

/** A slow answer: the button says so and cannot be pressed twice, then the coupon shows. */
export const Applying: Story = {
  play: async ({ canvas }) => {
    await withOneLine();
    shop().server.inject('/api/coupons/validate', slow(1500));
    await apply(canvas, 'SAVE10');
    const button = await canvas.findByRole('button', { name: 'Applying…' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(await canvas.findByTestId('applied-coupon', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The server fails: its error is shown and the code can be tried again. */
export const ServerError: Story = {
  play: async ({ canvas }) => {
    await withOneLine();
    shop().server.inject('/api/coupons/validate', 500);
    await apply(canvas, 'SAVE10');
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await expect(canvas.queryByTestId('applied-coupon')).toBeNull();
  },
};

/**
 * CCBILL5 is for the 'ccbill' gateway only. Paying with another gateway is refused by the SDK's
 * gateway check (the billing page shows that refusal); the form itself keeps the coupon applied
 * and shows no message, since it only reports its own apply/remove results.
 */
export const UnsuitableForGateway: Story = {
  play: async ({ canvas }) => {
    await withOneLine();
    await apply(canvas, 'CCBILL5');
    await expectApplied(canvas, 'CCBILL5');
    const verified = await shop().commerce.cart.verifyCouponGateway('segpay');
    await expect(verified.error?.message).toBe('Invalid coupon');
    await waitFor(() => expect(shop().commerce.cart.getSnapshot().error).not.toBeNull());
    await expect(canvas.getByTestId('applied-coupon')).toHaveTextContent('CCBILL5');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
