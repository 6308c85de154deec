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

/**
 * A decorator that gives each story its own instance from `create` (which reads the story's
 * parameters), publishes it as `current`, and destroys it when the story unmounts.
 */
export function commerceDecorator(
  create: (parameters: Parameters<Decorator>[1]['parameters']) => StoryCommerce,
): Decorator {
  return (Story, { parameters }) => {
    const [instance] = useState(() => {
      const created = create(parameters);
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
}

export const withCommerce = commerceDecorator(createStoryCommerce);
