import { type Commerce, createCommerce, createRecordingNavigator } from '@reelcart/sdk';
import { CommerceProvider } from '@reelcart/sdk/react';
import { createFakeServer, createMemoryCookieJar, type FakeServer } from '@reelcart/sdk/testing';
import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState } from 'react';

/**
 * A real commerce instance per story, over its own fake server, in memory only (no IndexedDB,
 * BroadcastChannel or page events shared between stories). Stories reach it through
 * `parameters.commerce` to sign in, add to the cart, inject faults.
 */
export interface StoryCommerce {
  commerce: Commerce;
  server: FakeServer;
}

export function createStoryCommerce(): StoryCommerce {
  const server = createFakeServer();
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

/** The latest story's instance, for play functions (one story renders at a time in tests). */
export const current: { value: StoryCommerce | null } = { value: null };

export const withCommerce: Decorator = (Story) => {
  const [instance] = useState(() => {
    const created = createStoryCommerce();
    current.value = created;
    return created;
  });
  useEffect(() => () => instance.commerce.destroy(), [instance]);
  return (
    <CommerceProvider commerce={instance.commerce}>
      <Story />
    </CommerceProvider>
  );
};
