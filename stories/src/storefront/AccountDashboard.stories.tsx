import type { OwnedVideo } from '@reelcart/sdk/contract';
import { makeOrder } from '@reelcart/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  AffiliateFigures,
  JoinAffiliates,
} from '../../../storefront/app/components/account/affiliate-card';
import {
  ActiveRentals,
  DashboardCard,
  OwnedCount,
  RecentOrders,
} from '../../../storefront/app/components/account/dashboard-cards';
import { overviewWith } from './affiliate-fixtures';
import { withRouter } from './withRouter';

const HOUR = 3_600_000;

function owned(n: number, overrides: Partial<OwnedVideo> = {}): OwnedVideo {
  return {
    videoId: `vid_${n}`,
    productId: `prd_${n}_own_hd`,
    slug: `video-${n}`,
    title: `Video ${n}`,
    thumbnail: '',
    dvdId: null,
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
const rental = (n: number, endsInMs: number): OwnedVideo =>
  owned(n, {
    orderType: 'rental',
    expiresAt: new Date(Date.now() + endsInMs).toISOString(),
    active: endsInMs > 0,
  });

/** `/dashboard`: the account at a glance, one card per subject. */
const meta = {
  title: 'Storefront/Account/Dashboard',
  component: DashboardCard,
  decorators: [withRouter],
  args: { id: 'orders', title: 'Recent orders', children: null },
} satisfies Meta<typeof DashboardCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RecentOrdersCard: Story = {
  args: {
    children: <RecentOrders orders={[1, 2, 3].map((n) => makeOrder(n))} total={7} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Recent orders' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'RC-100001' })).toHaveAttribute(
      'href',
      '/dashboard/orders/RC-100001',
    );
    await expect(canvas.getByRole('link', { name: 'All 7 orders' })).toBeInTheDocument();
  },
};

export const NoOrdersYet: Story = {
  args: { children: <RecentOrders orders={[]} total={0} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no orders yet.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Browse videos' })).toHaveAttribute(
      'href',
      '/videos',
    );
  },
};

export const RentalsCountingDown: Story = {
  args: {
    id: 'rentals',
    title: 'Active rentals',
    children: (
      <ActiveRentals
        videos={[rental(5, 50 * HOUR), rental(4, 2 * HOUR), rental(3, -HOUR), owned(1)]}
        now={new Date().toISOString()}
      />
    ),
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    // Expired rentals and owned videos are left out; the soonest to end comes first.
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Video 4');
    await expect(items[1]).toHaveTextContent(/2 d 0\d h \d\d min left/);
    const first = items[0]?.querySelector('time')?.textContent ?? '';
    await expect(first).toMatch(/^1 h 59 min \d\d s left$/);
    await waitFor(() => expect(items[0]?.querySelector('time')?.textContent).not.toBe(first), {
      timeout: 2500,
    });
  },
};

export const NoRentals: Story = {
  args: { id: 'rentals', title: 'Active rentals', children: <ActiveRentals videos={[]} now="" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no active rentals.')).toBeInTheDocument();
  },
};

export const VideosOwned: Story = {
  args: {
    id: 'owned',
    title: 'My videos',
    children: <OwnedCount videos={[owned(1), owned(1, { resolution: '4K' }), owned(2)]} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2')).toBeInTheDocument();
    await expect(canvas.getByText('videos owned')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to my videos' })).toBeInTheDocument();
  },
};

export const NothingOwned: Story = {
  args: { id: 'owned', title: 'My videos', children: <OwnedCount videos={[]} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Find something to own' })).toBeInTheDocument();
  },
};

const SUMMARY = {
  affiliateCode: 'AFF123',
  hasPaymentInfo: true,
  referredUsers: 4,
  events: { click: 31, addToCart: 6, register: 4, checkout: 2 },
};

export const AffiliateCard: Story = {
  args: {
    id: 'affiliate',
    title: 'Affiliate programme',
    children: <AffiliateFigures summary={SUMMARY} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('AFF123')).toBeInTheDocument();
    await expect(canvas.getByText('31')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Open the affiliate area' })).toHaveAttribute(
      'href',
      '/affiliate',
    );
    await expect(canvas.queryByRole('link', { name: 'Set up payout information' })).toBeNull();
  },
};

export const AffiliateCardThisMonth: Story = {
  args: {
    id: 'affiliate',
    title: 'Affiliate programme',
    children: (
      <AffiliateFigures
        summary={SUMMARY}
        month={{
          ...overviewWith({ pendingCents: 4_200, approvedCents: 15_000, paidCents: 60_000 }),
          clicks: 1_234,
          signups: 7,
          sales: 3,
          commissionCents: 4_200,
        }}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Clicks this month').nextElementSibling).toHaveTextContent(
      '1,234',
    );
    await expect(canvas.getByText('Commission this month').nextElementSibling).toHaveTextContent(
      '$42.00',
    );
    await expect(canvas.getByTestId('affiliate-card-balance')).toHaveTextContent(
      'Balance: $150.00 approved, $42.00 pending',
    );
  },
};

export const AffiliateWithoutPayoutInfo: Story = {
  args: {
    id: 'affiliate',
    title: 'Affiliate programme',
    children: <AffiliateFigures summary={{ ...SUMMARY, hasPaymentInfo: false }} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Set up payout information' })).toHaveAttribute(
      'href',
      '/affiliate/payout-setup',
    );
  },
};

export const JoinTheProgramme: Story = {
  args: { id: 'affiliate', title: 'Affiliate programme', children: <JoinAffiliates /> },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Join the affiliate programme' }),
    ).toHaveAttribute('href', '/dashboard/affiliate');
  },
};
