// The public API of @reelcart/sdk. What is not listed here is internal.
// The contract (schemas, call definitions) is its own entry: @reelcart/sdk/contract.

export {
  CommerceError,
  type CommerceErrorOptions,
  isCommerceError,
  type SerializedCommerceError,
} from '@reelcart/contract/core/commerceError';
export {
  ERROR_MESSAGES,
  type ErrorCode,
  PAYMENT_INFO_TOAST,
  type PaymentInfoToast,
} from '@reelcart/contract/core/errors';
export type { AffiliateService } from './affiliate/affiliateService';
export type { AffiliateReferral } from './affiliate/referral';
export { captureReferral, readAffiliateReferral, readReferralFromUrl } from './affiliate/referral';
export type { Tracker, TrackingDetails } from './affiliate/tracking';
export { createTracker } from './affiliate/tracking';
export { createAuthActors } from './auth/authActors';
export type { AuthCookieOptions } from './auth/authCookie';
export { authCookieAttributes, readAuthCookie, writeAuthCookie } from './auth/authCookie';
export type {
  AuthContext,
  AuthEmitted,
  AuthEvent,
  AuthInput,
  AuthMachine,
  AuthSnapshot,
  SignInMethod,
} from './auth/authMachine';
export { authMachine } from './auth/authMachine';
export type {
  AuthActor,
  AuthResult,
  AuthService,
  AuthServiceOptions,
  AuthStatus,
  AuthView,
} from './auth/authService';
export { createAuthService } from './auth/authService';
export type { TokenClaims, UserRole } from './auth/claims';
export { isExpired, readClaims } from './auth/claims';
export { AuthSession, sessionAfterRefresh, sessionFromAuthResponse } from './auth/session';
export type {
  CartCommand,
  CartContext,
  CartEmitted,
  CartEvent,
  CartInput,
  CartSnapshot,
} from './cart/cartMachine';
export { cartMachine, cartStateOf } from './cart/cartMachine';
export type {
  CartActor,
  CartResult,
  CartService,
  CartServiceOptions,
  CartView,
} from './cart/cartService';
export { createCartService } from './cart/cartService';
export type { CartAdapters } from './cart/createCartMachine';
export { createCartMachine } from './cart/createCartMachine';
export { cartTotals, couponSuitsGateway } from './checkout/coupons';
export * as constants from './constants';
export type {
  Commerce,
  CommerceClient,
  CommerceOptions,
  CommercePlatform,
} from './createCommerce';
export { createCommerce } from './createCommerce';
export type {
  ApiClient,
  CallArgs,
  CallInput,
  CallMap,
  ClientOptions,
  ClientSession,
  RequestOptions,
} from './http/client';
export { createClient, DEFAULT_TIMEOUT_MS } from './http/client';
export type { CoreCalls } from './http/coreCalls';
export { coreCalls } from './http/coreCalls';
export { ownershipReason, resolutionRank, validateAgainstOwned } from './ownership/rules';
export type { Channel } from './platform/channel';
export { createBroadcastChannel, createMemoryChannelHub } from './platform/channel';
export type { Clock } from './platform/clock';
export { systemClock } from './platform/clock';
export type { CookieJar, CookieOptions, ServerCookieJar } from './platform/cookieJar';
export {
  createBrowserCookieJar,
  createMemoryCookieJar,
  createRequestCookieJar,
  parseCookies,
  serializeCookie,
} from './platform/cookieJar';
export type { KeyValueStore } from './platform/keyValueStore';
export { createKeyValueStore, createMemoryKeyValueStore } from './platform/keyValueStore';
export type { Navigator, RecordingNavigator } from './platform/navigator';
export {
  createBrowserNavigator,
  createRecordingNavigator,
  LOGIN_PATH,
} from './platform/navigator';
export type { PageLifecycle, PageLifecycleEvent } from './platform/pageLifecycle';
export { createBrowserPageLifecycle, createManualPageLifecycle } from './platform/pageLifecycle';
export type { SyncStore } from './platform/syncStore';
export { createMemorySyncStore, createSyncStore } from './platform/syncStore';
export type { Subscribable } from './subscribable';
export { subscribableFromActor } from './subscribable';
