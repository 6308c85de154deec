/** What a hand-off URL carries (the schema is `CartHandoff` in ./handoff; no zod here, for the drop-in). */
export interface CartHandoffFields {
  add: string[];
  coupon?: string | undefined;
  dkr?: string | undefined;
  source?: string | undefined;
}

/** The hand-off URL: `checkoutUrl` (the store's `/cart`) with the cart's lines, coupon and referral. */
export function cartHandoffUrl(checkoutUrl: string | URL, handoff: CartHandoffFields): string {
  const url = new URL(checkoutUrl);
  url.searchParams.set('add', handoff.add.join(','));
  for (const key of ['coupon', 'dkr', 'source'] as const) {
    const value = handoff[key];
    if (value) url.searchParams.set(key, value);
  }
  return url.href;
}
