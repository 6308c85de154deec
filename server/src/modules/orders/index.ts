// The public face of the orders module: what other modules may use (issue 30, decision 074).

export type { OrderRow } from './orderNumber';
export { formatOrderNumber } from './orderNumber';
export { toOrders } from './orderView';
export {
  type Holding,
  type HoldingJson,
  holdingsFromJson,
  holdingsJson,
  holdingsOf,
  isResolution,
  notRefunded,
  ownershipReason,
  RESOLUTION_RANK,
} from './ownership';
export { refundConfirmationMail } from './refundMail';
export { displayStatus, paidShares, planRefund } from './refundRules';
