import type { CallName } from '@reelcart/contract/affiliate';
import type { Sample } from './sampleFixtures';

/** A valid request for every call of an affiliate's dashboard (`@reelcart/contract/affiliate`). */
export const AFFILIATE_SAMPLES: Record<CallName, Sample> = {
  affiliateSummary: async () => ({ path: '/api/affiliate/summary' }),
  setPaymentInfo: async () => ({
    path: '/api/affiliate/payment-info',
    body: { method: 'paypal', account: 'payouts@example.test' },
  }),
  affiliateOverview: async () => ({
    path: '/api/affiliate/overview?from=2026-01-01&to=2026-01-31',
  }),
  affiliateAnalytics: async () => ({ path: '/api/affiliate/analytics' }),
  affiliatePayoutMethod: async () => ({ path: '/api/affiliate/payout-method' }),
  affiliateSavePayoutMethod: async () => ({
    path: '/api/affiliate/payout-method',
    body: { method: 'paxum', email: 'payouts@example.test' },
  }),
  affiliatePayouts: async () => ({ path: '/api/affiliate/payouts' }),
  affiliatePayout: async () => ({ path: '/api/affiliate/payouts/po_seed_reelpaid_1' }),
  affiliateCreatives: async () => ({ path: '/api/affiliate/creatives' }),
  affiliateLinks: async () => ({ path: '/api/affiliate/links' }),
  affiliateCreateLink: async () => ({
    path: '/api/affiliate/links',
    body: { landingPage: '/videos', source: 'newsletter', subId: 'nov' },
  }),
};
