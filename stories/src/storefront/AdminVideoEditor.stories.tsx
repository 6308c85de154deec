import { PUBLISH_REFUSALS } from '@reelcart/contract/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  NewProductForm,
  ProductRow,
} from '../../../storefront/app/components/admin/product-editor';
import { VideoForm } from '../../../storefront/app/components/admin/video-form';
import {
  NO_OPTIONS,
  OWN_HD as product,
  adminVideoWith as video,
} from '../../../storefront/app/components/admin/video-form.testing';
import { withRouter } from './withRouter';

/**
 * The back office's video editor (`/admin/videos/{slug}`): its details with "Published", and the
 * form that adds a product. A video is published only with a product on sale; a new rental is
 * stream-only unless the admin ticks Download (issue 28 item 7, decision 068).
 */
const meta = {
  title: 'Storefront/Admin video editor',
  component: VideoForm,
  decorators: [withRouter],
  args: { video: video([product]), options: NO_OPTIONS, result: undefined },
} satisfies Meta<typeof VideoForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A video with a product on sale: "Published" carries no warning. */
export const ReadyToPublish: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByLabelText(/^Published/);
    await expect(box).not.toBeChecked();
    await expect(box).not.toHaveAttribute('aria-describedby');
  },
};

/** A new video: created unpublished, the way to publish it said. */
export const NewVideo: Story = {
  args: { video: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText(/^Published/)).toBeNull();
    await expect(
      canvas.getByText('Created unpublished: add a product, then publish it.'),
    ).toBeVisible();
  },
};

/** Nothing on sale (no product, or none enabled): said at "Published" before the admin tries. */
export const NothingOnSale: Story = {
  args: { video: video([{ ...product, enabled: false }]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Published/)).toHaveAccessibleDescription(
      'Not for sale yet: add a product (or enable one) before publishing.',
    );
  },
};

/** The server refused to publish it: the reason at the box and in the alert, the tick kept. */
export const PublishRefused: Story = {
  args: {
    video: video([]),
    result: {
      ok: false,
      intent: 'save-video',
      fieldErrors: { published: PUBLISH_REFUSALS.noProduct },
      formError: PUBLISH_REFUSALS.noProduct,
      values: { title: 'A placeholder video', published: 'on' },
    },
  },
  play: async ({ canvas }) => {
    const box = canvas.getByLabelText(/^Published/);
    await expect(box).toBeChecked();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(PUBLISH_REFUSALS.noProduct);
  },
};

/** Adding a product: an owned copy downloads and streams; a rental streams only by default. */
export const NewRentalIsStreamOnly: Story = {
  render: () => <NewProductForm result={undefined} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Download')).toBeChecked();
    await userEvent.selectOptions(canvas.getByLabelText('Kind'), 'rental');
    await expect(canvas.getByLabelText('Download')).not.toBeChecked();
    await expect(canvas.getByLabelText('Stream')).toBeChecked();
    await expect(canvas.getByLabelText('Enabled')).toBeChecked();
  },
};

/** Disabling the last product on sale of a published video: refused, the reason in its row. */
export const LastProductRefused: Story = {
  render: () => (
    <table>
      <tbody>
        <ProductRow
          product={product}
          result={{
            ok: false,
            intent: `product:${product._id}`,
            fieldErrors: { enabled: PUBLISH_REFUSALS.lastProduct },
            formError: PUBLISH_REFUSALS.lastProduct,
            values: { price: '12.99', download: 'on', stream: 'on' },
          }}
        />
      </tbody>
    </table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(PUBLISH_REFUSALS.lastProduct);
    // What the admin asked for is kept: Enabled unticked, as they left it.
    await expect(canvas.getByLabelText('Own HD enabled')).not.toBeChecked();
  },
};
