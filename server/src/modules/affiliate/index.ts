// The public face of the affiliate module: what other modules may use (issue 30, decision 074).
export { backfillAffiliateFigures } from './backfill';
export { commissionLines, periodOf, statusSql } from './figures';
export { type ListStates, listStates } from './ledgerStates';
export { addToCreativeDaily, creativeRows } from './linkRollup';
export { previewPayoutRun, runPayouts } from './payouts';
export { daysOf, type Period } from './period';
export type { Visitor } from './programme';
export {
  attributeCustomer,
  bookCommission,
  maskDetails,
  recordEvent,
  refundCommission,
} from './programme';
export {
  commissionCents,
  DAY_MS,
  DEFAULT_RATE_BP,
  HOLD_DAYS,
  payoutRunKey,
  previousRunKey,
} from './rules';
export { encryptDetails } from './secrets';
export { visitorOf } from './visitor.http';
