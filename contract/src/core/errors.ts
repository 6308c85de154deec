/**
 * The error catalogue of spec §8: every user-facing message exactly once.
 * Codes are stable identifiers; messages are the spec's exact text.
 */
export const ERROR_MESSAGES = {
  LOGIN_FAILED: 'Login failed',
  REGISTRATION_FAILED: 'Registration failed',
  GOOGLE_AUTH_FAILED: 'Google authentication failed',
  NO_REFRESH_TOKEN: 'No refresh token available',
  CART_LOAD_FAILED: 'Failed to load cart data.',
  CART_CLEAR_FAILED: 'Failed to clear cart on server.',
  CART_FINALIZE_FAILED: 'Failed to finalize cart clearing after checkout.',
  CART_UPDATE_FAILED: 'Failed to update cart',
  CART_SYNC_CONFLICT: 'Cart sync conflict - please refresh the page',
  COUPON_INVALID: 'Invalid coupon',
  COUPON_APPLY_FAILED: 'Failed to apply coupon',
  COUPON_REMOVE_FAILED: 'Failed to remove coupon',
  USER_NOT_AUTHENTICATED: 'User not authenticated',
  CART_EMPTY: 'Cart is empty',
  CART_VALIDATION_FAILED: 'Cart validation failed',
  ROUTE_INVALID: 'Page Not Found: {path}',
  ROUTE_NOT_FOUND: 'Page not found: {fullPath}',
  UNKNOWN_ROUTE_MIDDLEWARE: 'Unknown route middleware',
  INTERNAL: 'An unexpected error occurred.',
  ICON_LOAD_FAILED: 'Icon loading failed',
  // Not in the spec's catalogue: the SDK's own transport failures, so every failure is a typed value.
  NETWORK_ERROR: 'Network request failed',
  TIMEOUT: 'Request timed out',
  ABORTED: 'Request aborted',
  MALFORMED_RESPONSE: 'Malformed response',
  HTTP_ERROR: 'Request failed',
  UNAUTHORIZED: 'Not authorised',
  // A signed-in visitor whose role a route check refuses (the admin and manager checks).
  FORBIDDEN: 'You do not have access to this page.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** HTTP status the catalogue attaches to a code when no response gave one. */
export const ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  ROUTE_INVALID: 404,
  ROUTE_NOT_FOUND: 404,
  INTERNAL: 500,
  ICON_LOAD_FAILED: 424,
  USER_NOT_AUTHENTICATED: 401,
  NO_REFRESH_TOKEN: 401,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CART_SYNC_CONFLICT: 409,
};

/** The default error of spec §8. */
export const DEFAULT_ERROR = {
  status: 500,
  statusMessage: 'Internal Server Error',
  message: ERROR_MESSAGES.INTERNAL,
} as const;

/** Ownership reasons of spec §5, shared by the SDK's rules and the reference server. */
export const OWNERSHIP_REASONS = {
  owned: 'Already owned',
  ownedInResolution: 'Already owned in {resolution} resolution',
  activeRental: 'Active rental exists',
} as const;

/**
 * Why a coupon cannot be used (issue 18, decision 045), shared by the reference server's rules and
 * the storefront. `invalid` is the catalogue's 'Invalid coupon' (unknown or inactive); the others
 * are the specific reasons, checked in this order. `{date}` and `{amount}` are filled in.
 */
export const COUPON_REASONS = {
  invalid: 'Invalid coupon',
  notYetValid: 'This coupon is not valid yet: it starts on {date}',
  expired: 'This coupon has expired',
  usageLimit: 'This coupon has reached its usage limit',
  perUser: 'You have already used this coupon',
  minSubtotal: 'Minimum subtotal {amount} not met for this coupon',
  gateway: 'This coupon is not valid with the chosen payment method',
} as const;
export type CouponReason = keyof typeof COUPON_REASONS;

/** Fills `{name}` placeholders of a catalogue message. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The toast of spec §6 for an affiliate without payout information. */
export const PAYMENT_INFO_TOAST = {
  title: 'Setup Payment Information',
  description: 'Please setup your payment information to receive affiliate earnings.',
  action: { label: 'Setup Now', href: '/affiliate/payout-setup' },
} as const;
export type PaymentInfoToast = typeof PAYMENT_INFO_TOAST;
