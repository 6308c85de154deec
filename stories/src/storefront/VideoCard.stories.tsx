import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { VideoCard, type VideoCardData } from '../../../storefront/app/components/video-card';
import { withCensoredImages } from './shop';
import { withRouter } from './withRouter';

/** Artwork as a data URI: stories never reach the network (Chromium resolves no outside host). */
const artwork = (label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#3f3f46"/><text x="160" y="95" fill="#fafafa" font-size="20" text-anchor="middle">${label}</text></svg>`,
  )}`;

const video: VideoCardData = {
  _id: 'v1',
  slug: 'video-v1',
  title: 'Video v1',
  thumbnail: artwork('v1'),
  studio: 'Studio One',
  fromPrice: 4.99,
};

/** A video in a grid: artwork, title (the link to the video), studio and the lowest price. */
const meta = {
  title: 'Storefront/Video card',
  component: VideoCard,
  decorators: [
    withRouter,
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  args: { video },
} satisfies Meta<typeof VideoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Video v1' })).toHaveAttribute(
      'href',
      '/videos/video-v1',
    );
    await expect(canvas.getByText('Studio One')).toBeVisible();
    await expect(canvas.getByText('from $4.99')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Video v1' }));
    await expect(await canvas.findByText('Navigated away')).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: {
    video: {
      ...video,
      title: `An extremely long title that keeps going ${'and going '.repeat(10)}until it wraps`,
      studio: 'A studio with a name far too long to fit on one line of the card',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /until it wraps/ })).toBeVisible();
    // The price never gives way to a long studio name.
    await expect(canvas.getByText('from $4.99')).toBeVisible();
  },
};

/** No artwork: the card keeps its 16:9 placeholder, so the grid does not jump. */
export const NoArtwork: Story = {
  args: { video: { ...video, thumbnail: '' } },
  play: async ({ canvasElement }) => {
    // The frame keeps its place in the grid; no <img src=""> (which would refetch the page).
    await expect(canvasElement.querySelector('img')).toBeNull();
    const frame = canvasElement.querySelector('[data-artwork]');
    await expect(frame).not.toBeNull();
    await expect(frame?.getBoundingClientRect().height).toBeGreaterThan(100);
  },
};

/** Nothing of the video is on sale: the card says so, as its page does, never "from $0.00". */
export const NotForSale: Story = {
  args: { video: { ...video, fromPrice: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('card-price')).toHaveTextContent('Not for sale');
    await expect(canvas.queryByText(/\$0\.00/)).toBeNull();
  },
};

/** The cheapest option costs nothing: "Free", not "from $0.00". */
export const Free: Story = {
  args: { video: { ...video, fromPrice: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('card-price')).toHaveTextContent('Free');
    await expect(canvas.queryByText(/\$0\.00/)).toBeNull();
  },
};

export const NoStudio: Story = {
  args: { video: { ...video, studio: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Independent')).toBeVisible();
  },
};

export const FirstRowEager: Story = {
  args: { eager: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'eager');
  },
};

/** The developer setting "censor images": the artwork is blurred through its CSS hook. */
export const CensoredImages: Story = {
  decorators: [withCensoredImages],
  play: async ({ canvas, canvasElement }) => {
    const image = canvasElement.querySelector('img[data-artwork]');
    if (!image) throw new Error('no artwork');
    await expect(getComputedStyle(image).filter).toContain('blur');
    // Only the picture: title and price stay readable.
    await expect(canvas.getByRole('link', { name: 'Video v1' })).toBeVisible();
  },
};
