import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BannerOrder } from '../../../storefront/app/components/admin/banner-order';

/** `/admin/banners`: the order, by drag or by the keyboard (Move up / Move down), announced. */
const meta = {
  title: 'Storefront/Admin/BannerOrder',
  component: BannerOrder,
  args: {
    banners: [
      { _id: 'ban_1', title: 'New this week', live: true },
      { _id: 'ban_2', title: 'Studio spotlight', live: true },
      { _id: 'ban_3', title: 'Next month', live: false },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof BannerOrder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Order: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[2]).toHaveTextContent('(not on the home page)');
    await expect(canvas.getByRole('button', { name: 'Move New this week up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move Next month down' })).toBeDisabled();
  },
};

export const MovedByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Move New this week down' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(['ban_2', 'ban_1', 'ban_3']);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'New this week moved to position 2 of 3.',
    );
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Studio spotlight');
  },
};

export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('banner-order')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Move Studio spotlight up' })).toBeDisabled();
  },
};
