import { CommerceProvider } from '@reelcart/sdk/react';
import { createTestCommerce, type TestCommerce } from '@reelcart/sdk/testing';
import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState } from 'react';

/**
 * A real commerce instance per story, over its own fake server, in memory only (no IndexedDB,
 * BroadcastChannel or page events shared between stories). Stories reach it through
 * `parameters.commerce` to sign in, add to the cart, inject faults.
 */
export type StoryCommerce = TestCommerce;

export const createStoryCommerce = (): StoryCommerce => createTestCommerce();

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
