import type { PayoutMethodView } from '@reelcart/contract/affiliate';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PayoutForm } from '../../../storefront/app/components/affiliate/payout-form';

const CURRENT: PayoutMethodView = {
  method: null,
  masked: null,
  hasPaymentInfo: false,
  minimums: { paxum: 2500, usdt: 10000, wire: 50000, check: 10000 },
  fees: { paxum: 0, usdt: 100, wire: 1500, check: 500 },
};

/** `/affiliate/payout-setup`: the four methods, masks and inline validation (the contract's checks). */
const meta = {
  title: 'Storefront/Affiliate/Payout form',
  component: PayoutForm,
  args: { current: CURRENT, onSave: fn(async (): Promise<string | null> => null) },
} satisfies Meta<typeof PayoutForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Paxum account e-mail')).toHaveValue('');
    await expect(canvas.getByText(/Minimum payout \$25\.00/)).toBeVisible();
  },
};

export const InvalidIban: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByLabelText('Wire / SEPA'));
    const iban = canvas.getByLabelText('IBAN');
    await userEvent.type(iban, 'de00370400440532013000');
    await expect(iban).toHaveValue('DE00 3704 0044 0532 0130 00');
    await userEvent.tab();
    await expect(canvas.getByText('IBAN check digits do not match')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save payout method' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please correct the highlighted fields.',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Paxum account e-mail'), 'payouts@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save payout method' }));
    await expect(await canvas.findByText('Payout method saved.')).toBeVisible();
    await expect(args.onSave).toHaveBeenCalledWith({
      method: 'paxum',
      email: 'payouts@example.com',
    });
  },
};

export const ServerError: Story = {
  args: { onSave: fn(async (): Promise<string | null> => 'Invalid email: not an e-mail address') },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Paxum account e-mail'), 'payouts@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save payout method' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email');
  },
};
