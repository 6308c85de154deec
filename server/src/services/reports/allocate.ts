/**
 * Splits an integer amount over weights (line amounts) pro rata: every share but the first is
 * trunc(total × weight / Σweights); the first takes the remainder, so the shares always sum to the
 * total. The SQL in salesFacts.ts applies the same rule (ordered by product id) — keep them equal.
 */
export function allocateProRata(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((s, w) => s + w, 0);
  const shares = weights.map((w, i) => (i === 0 || sum === 0 ? 0 : Math.trunc((total * w) / sum)));
  shares[0] = total - shares.reduce((s, x) => s + x, 0);
  return shares;
}

/** a × bp / 10000 rounded half away from zero, in integers. */
export function applyBasisPoints(amountCents: number, bp: number): number {
  const product = amountCents * bp;
  const sign = product < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(product) + 5000) / 10000);
}
