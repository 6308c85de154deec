// The public API of @reelcart/sdk. What is not listed here is internal.
// The contract (schemas, call definitions) is its own entry: @reelcart/sdk/contract.

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
export { AuthSession, sessionFromAuthResponse } from './auth/session';
export type {
  CommerceErrorOptions,
  SerializedCommerceError,
} from './contract/commerceError';
export { CommerceError, isCommerceError } from './contract/commerceError';
export type { ErrorCode, PaymentInfoToast } from './contract/errors';
export { ERROR_MESSAGES, PAYMENT_INFO_TOAST } from './contract/errors';
export type {
  Commerce,
  CommerceClient,
  CommerceOptions,
  CommercePlatform,
} from './createCommerce';
export { createCommerce } from './createCommerce';
export type { Subscribable } from './createCommerce.subscribable';
export { subscribableFromActor } from './createCommerce.subscribable';
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
export type { Navigator, RecordingNavigator } from './platform/navigator';
export {
  createBrowserNavigator,
  createRecordingNavigator,
  LOGIN_PATH,
} from './platform/navigator';
