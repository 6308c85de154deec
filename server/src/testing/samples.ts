import type { CallName } from '@reelcart/contract/docs';
import { ADMIN_CATALOGUE_SAMPLES } from './adminCatalogueSamples';
import { ADMIN_SAMPLES } from './adminSamples';
import { AFFILIATE_SAMPLES } from './affiliateSamples';
import type { Sample } from './sampleFixtures';
import { STORE_SAMPLES } from './storeSamples';

export { ensureCart, freshProduct, productInput, videoInput } from './sampleFixtures';

/**
 * A valid request for every call of the contract, given the caller's session (set up so that it
 * succeeds): the authorization matrix and the contract test send each as every role. One file per
 * audience (`storeSamples.ts`, `affiliateSamples.ts`, `adminCatalogueSamples.ts`,
 * `adminSamples.ts`), each complete for its calls; the fixtures they share are `sampleFixtures.ts`.
 */
export const SAMPLES: Record<CallName, Sample> = {
  ...STORE_SAMPLES,
  ...AFFILIATE_SAMPLES,
  ...ADMIN_CATALOGUE_SAMPLES,
  ...ADMIN_SAMPLES,
};
