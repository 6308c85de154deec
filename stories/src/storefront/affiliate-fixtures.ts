import type { AffiliateOverview } from '@reelcart/contract/affiliate';

/** The commission ledger's all-time balance as the overview call answers it. */
export const overviewWith = (balance: AffiliateOverview['balance']): AffiliateOverview => ({
  from: '2026-10-26',
  to: '2026-11-24',
  affiliateCode: 'REELPAID',
  clicks: 412,
  uniqueClicks: 301,
  signups: 9,
  sales: 6,
  salesCents: 17_940,
  commissionCents: 7_176,
  epcCents: 1_742,
  period: { pendingCents: 7_176, approvedCents: 0, paidCents: 0 },
  balance,
  nextPayoutDate: '2026-12-01',
  payoutMethod: 'paxum',
  minimumCents: 2_500,
  recent: [],
});
