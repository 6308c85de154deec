/** Money and numbers for the manager screens (Intl, en-US, USD; amounts arrive in cents). */
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const compactMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const count = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 });

export const formatCents = (cents: number) => money.format(cents / 100);
export const formatCompactDollars = (dollars: number) => compactMoney.format(dollars);
export const formatCount = (n: number) => count.format(n);
export const formatRate = (bp: number | null) =>
  bp === null ? 'mixed' : percent.format(bp / 10_000);

/** The change against the previous period, as "+12.5 %" (or "—" when there was nothing before). */
export function formatChange(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '0 %' : '—';
  const change = (current - previous) / Math.abs(previous);
  return `${change >= 0 ? '+' : ''}${percent.format(change)}`;
}
