// The public face of the coupons module: what other modules may use (issue 30, decision 074).
export {
  checkCoupon,
  couponByCode,
  couponRefused,
  couponRuleProblem,
  couponSuitsGateway,
  currentSubtotalCents,
  lockCouponUses,
  STALE_CLAIM_MS,
} from './coupons';
