import { type Commerce, createCommerce, createRecordingNavigator } from '@reelcart/sdk';
import { CommerceProvider } from '@reelcart/sdk/react';
import {
  createFakeServer,
  createMemoryCookieJar,
  type FakeServerOptions,
} from '@reelcart/sdk/testing';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/** For component tests only: a commerce instance over the SDK's in-memory fake server. */
export function createTestCommerce(options?: FakeServerOptions) {
  const server = createFakeServer(options);
  const commerce = createCommerce({
    baseURL: 'http://fake-server.test',
    fetch: server.fetch,
    cookies: createMemoryCookieJar(),
    navigator: createRecordingNavigator(),
    storage: false,
    channel: false,
    pageLifecycle: false,
    captureReferral: false,
  });
  return { commerce, server };
}

/** The providers a storefront component needs: the commerce instance and a router. */
export function TestProviders({ commerce, children }: { commerce: Commerce; children: ReactNode }) {
  return (
    <CommerceProvider commerce={commerce}>
      <MemoryRouter>{children}</MemoryRouter>
    </CommerceProvider>
  );
}
