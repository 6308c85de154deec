import type { OwnedVideo } from '@reelcart/sdk/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  MyVideoItem,
  MyVideosFilters,
  MyVideosList,
} from '../../../storefront/app/components/account/my-videos';
import { withShop } from './shop';
import { withRouter } from './withRouter';

const HOUR = 3_600_000;

function held(n: number, overrides: Partial<OwnedVideo> = {}): OwnedVideo {
  return {
    videoId: `vid_${n}`,
    productId: `prd_${n}_own_hd`,
    slug: `video-${n}`,
    title: `Video ${n}`,
    thumbnail: '',
    dvdId: `RC01-00${n}`,
    orderType: 'own',
    resolution: 'HD',
    download: true,
    stream: true,
    expiresAt: null,
    active: true,
    acquiredAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}
const rental = (n: number, endsInMs: number) =>
  held(n, {
    productId: `prd_${n}_rental`,
    orderType: 'rental',
    download: false,
    expiresAt: new Date(Date.now() + endsInMs).toISOString(),
    active: endsInMs > 0,
  });

/** `/dashboard/my-videos`: what the account holds, with Watch, Download, and expired rentals. */
const meta = {
  title: 'Storefront/Account/My videos',
  component: MyVideosList,
  decorators: [withRouter, withShop],
  args: {
    videos: [
      held(1),
      rental(2, 2 * HOUR),
      rental(3, -HOUR),
      held(4, { resolution: 'SD', download: false }),
    ],
    total: 4,
    now: new Date().toISOString(),
    filter: 'all',
    q: '',
  },
} satisfies Meta<typeof MyVideosList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EverythingHeld: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByTestId('my-video');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Owned');
    await expect(canvas.getAllByRole('button', { name: 'Watch' })).toHaveLength(3);
    // Own HD downloads; rentals and this SD do not.
    await expect(canvas.getAllByRole('button', { name: 'Download' })).toHaveLength(1);
    const countdown = items[1]?.querySelector('time');
    await expect(countdown?.textContent).toMatch(/^1 h 59 min \d\d s left$/);
    const first = countdown?.textContent;
    await waitFor(() => expect(countdown?.textContent).not.toBe(first), { timeout: 2500 });
    await expect(items[2]).toHaveTextContent('Rental expired');
    await expect(canvas.getByRole('button', { name: 'Rent again: Video 3' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Buy to own' })).toHaveAttribute(
      'href',
      '/videos/video-3#purchase-title',
    );
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'My videos' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const NothingHeldYet: Story = {
  args: { videos: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You do not own or rent any videos yet.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Browse videos' })).toHaveAttribute(
      'href',
      '/videos',
    );
  },
};

export const NoMatch: Story = {
  args: { videos: [], total: 4, filter: 'expired', q: 'harbour' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No expired videos match “harbour”.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Show all my videos' })).toBeInTheDocument();
  },
};

export const Filters: StoryObj<typeof MyVideosFilters> = {
  render: () => <MyVideosFilters filter="renting" q="harbour" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Renting')).toBeChecked();
    await expect(canvas.getByLabelText('Search my videos')).toHaveValue('harbour');
    await expect(canvas.getByRole('search', { name: 'My videos' })).toBeInTheDocument();
  },
};

export const Playing: StoryObj<typeof MyVideoItem> = {
  render: () => (
    <ul>
      <MyVideoItem
        video={held(1)}
        now={new Date().toISOString()}
        player={{
          ok: true,
          productId: 'prd_1_own_hd',
          purpose: 'stream',
          url: 'data:video/mp4;base64,',
          expiresAt: new Date(Date.now() + 600_000).toISOString(),
        }}
      />
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Player: Video 1')).toHaveAttribute('controls');
  },
};

export const NoLongerAvailable: StoryObj<typeof MyVideoItem> = {
  render: () => (
    <ul>
      <MyVideoItem
        video={held(1)}
        now={new Date().toISOString()}
        player={{
          ok: false,
          productId: 'prd_1_own_hd',
          message: 'This video is no longer available to you (a rental may have ended).',
        }}
      />
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('no longer available');
  },
};
