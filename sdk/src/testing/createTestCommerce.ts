import { type Commerce, createCommerce } from '../createCommerce';
import { createMemoryCookieJar } from '../platform/cookieJar';
import { createRecordingNavigator } from '../platform/navigator';
import { createFakeServer, type FakeServer, type FakeServerOptions } from './createFakeServer';

export interface TestCommerce {
  commerce: Commerce;
  server: FakeServer;
}

/**
 * A real commerce instance over its own in-memory fake server, for component tests and stories:
 * memory cookies, a recording navigator, and no IndexedDB, BroadcastChannel, page events or
 * referral capture, so instances never share state.
 */
export function createTestCommerce(options?: FakeServerOptions): TestCommerce {
  const server = createFakeServer(options);
  const commerce = createCommerce({
    baseURL: 'http://fake-server.test',
    fetch: server.fetch,
    cookies: createMemoryCookieJar(),
    navigator: createRecordingNavigator(),
    storage: false,
    journal: false,
    channel: false,
    pageLifecycle: false,
    captureReferral: false,
  });
  return { commerce, server };
}
