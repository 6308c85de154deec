/**
 * `@reelcart/sdk/testing`: an in-memory fake of the API, fixtures and memory adapters, for the
 * SDK's own tests, stories and storefront tests. Not for production bundles.
 */

export {
  type Channel,
  createMemoryChannel,
  createMemoryChannelHub,
  type MemoryChannelHub,
  type MemoryChannelHubOptions,
} from '../platform/channel';
export { createMemoryCookieJar } from '../platform/cookieJar';
export {
  createMemoryKeyValueStore,
  type KeyValueStore,
  type MemoryKeyValueStoreOptions,
} from '../platform/keyValueStore';
export {
  createManualPageLifecycle,
  type ManualPageLifecycle,
  type PageLifecycle,
  type PageLifecycleEvent,
} from '../platform/pageLifecycle';
export {
  createFakeServer,
  type FakeRequestRecord,
  type FakeServer,
  type FakeServerOptions,
  type FetchFunction,
} from './createFakeServer';
export { createTestCommerce, type TestCommerce } from './createTestCommerce';
export type { FakeCart, FakeOrder, FakeUser } from './fakeServerState';
export {
  type FakeFault,
  type FaultInput,
  type FaultRequest,
  type FaultScript,
  slow,
} from './faults';
export {
  DEFAULT_PASSWORD,
  type FakeUserSeed,
  type MakeProductInput,
  makeCatalogue,
  makeCoupon,
  makeCoupons,
  makeOwnedProduct,
  makeProduct,
  makeRental,
  makeUsers,
  makeVideo,
  makeVideoProducts,
  PRICES,
  productId,
  RESOLUTIONS,
} from './fixtures';
export { makeOrder, withCoupon, withRefund } from './orders';
