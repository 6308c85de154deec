import type { Commerce } from '@reelcart/sdk';
import { CommerceProvider } from '@reelcart/sdk/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/** For component tests only: a commerce instance over the SDK's in-memory fake server. */
export { createTestCommerce } from '@reelcart/sdk/testing';

/** The providers a storefront component needs: the commerce instance and a router. */
export function TestProviders({ commerce, children }: { commerce: Commerce; children: ReactNode }) {
  return (
    <CommerceProvider commerce={commerce}>
      <MemoryRouter>{children}</MemoryRouter>
    </CommerceProvider>
  );
}
