// The reports module's public face (decision 074): what other modules call when money moves.
export { backfillSalesFacts } from './backfill';
export { recordSalesFacts } from './factWriter';
