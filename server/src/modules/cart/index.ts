// The public face of the cart module: what other modules may use (issue 30, decision 074).

export type { CartRow, CouponRow, LoadedProduct } from './cartView';
export {
  CURRENT_STATES,
  cartProductIds,
  couponById,
  currentCart,
  loadProducts,
  PRODUCT_NOT_FOUND,
  toCoupon,
  validateProductIds,
} from './cartView';
