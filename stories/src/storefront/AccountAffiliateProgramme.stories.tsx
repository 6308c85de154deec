import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  AffiliateOverview,
  JoinAffiliateProgramme,
} from '../../../storefront/app/components/account/affiliate-programme';
import { overviewWith } from './affiliate-fixtures';
import { signInShopper, withShop } from './shop';
import { withRouter } from './withRouter';

const summary = (hasPaymentInfo: boolean) => ({
  affiliateCode: 'REELPAID',
  hasPaymentInfo,
  referredUsers: 3,
  events: { click: 12, addToCart: 4, register: 3, checkout: 1 },
});

const EMPTY = { pendingCents: 0, approvedCents: 0, paidCents: 0 };

/** `/dashboard/affiliate`: an affiliate's summary, or joining the programme. */
const meta = {
  title: 'Storefront/Account/Affiliate programme',
  component: AffiliateOverview,
  decorators: [withRouter, withShop],
  args: { summary: summary(true), origin: 'https://shop.example', overview: overviewWith(EMPTY) },
} satisfies Meta<typeof AffiliateOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Affiliate: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('affiliate-code')).toHaveTextContent('REELPAID');
    await expect(canvas.getByText('https://shop.example/?dkr=REELPAID')).toBeInTheDocument();
    await expect(canvas.getByText('No commissions yet.')).toBeInTheDocument();
    await expect(canvas.getByText('Your payout information is set.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Open the affiliate area' })).toHaveAttribute(
      'href',
      '/affiliate',
    );
  },
};

export const WithBalance: Story = {
  args: {
    overview: overviewWith({ pendingCents: 7_176, approvedCents: 12_345, paidCents: 98_000 }),
  },
  play: async ({ canvas }) => {
    const balance = canvas.getByTestId('affiliate-balance');
    await expect(balance).toHaveTextContent('Approved (next payout)$123.45');
    await expect(balance).toHaveTextContent('Pending (30-day hold)$71.76');
    await expect(balance).toHaveTextContent('Paid to date$980.00');
    await expect(canvas.getByText(/Next payout date: 2026-12-01/)).toHaveTextContent(
      'reaches $25.00',
    );
  },
};

export const BalanceUnavailable: Story = {
  args: { overview: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your balance could not be loaded just now.',
    );
    await expect(canvas.queryByText('No commissions yet.')).toBeNull();
  },
};

export const PayoutInfoMissing: Story = {
  args: { summary: summary(false) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your payout information is missing.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Set up payout information' })).toHaveAttribute(
      'href',
      '/affiliate/payout-setup',
    );
  },
};

export const Join: StoryObj<typeof JoinAffiliateProgramme> = {
  render: () => <JoinAffiliateProgramme />,
  play: async ({ canvas }) => {
    await signInShopper();
    const join = canvas.getByRole('button', { name: 'Join the affiliate programme' });
    await userEvent.click(join);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Accept the affiliate terms to join.',
    );
    await userEvent.click(canvas.getByLabelText(/I accept the/));
    await userEvent.click(join);
    // The story's fake server does not know the call: the failure is said, the session kept.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not make you an affiliate just now.',
    );
  },
};
