// Splitting an amount over lines is the contract's money rule (`allocateCents` in
// contract/src/core/money.ts, decision 063); the reports' SQL applies it in salesFacts.ts.

/** a × bp / 10000 rounded half away from zero, in integers. */
export function applyBasisPoints(amountCents: number, bp: number): number {
  const product = amountCents * bp;
  const sign = product < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(product) + 5000) / 10000);
}
