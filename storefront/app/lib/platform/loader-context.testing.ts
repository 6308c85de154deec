import { createCommerce } from '@reelcart/sdk';
import { createMemoryCookieJar } from '@reelcart/sdk/testing';
import { RouterContextProvider } from 'react-router';
import { afterEach } from 'vitest';
import { commerceContext } from '../commerce/commerce.server';

/** Test-only: what an SDK call saw (its URL) and how the fake API answers it. */
export type FakeAnswer = (url: URL) => [status: number, body: unknown];

const made: Array<{ destroy(): void }> = [];
afterEach(() => {
  for (const commerce of made.splice(0)) commerce.destroy();
});

/**
 * A loader's request context whose SDK answers every API call from `answer`, and the URLs it
 * was asked for (path and query). Each instance is destroyed after its test.
 */
export function contextAnswering(answer: FakeAnswer) {
  const seen: string[] = [];
  const commerce = createCommerce({
    baseURL: 'http://api.test',
    fetch: async (input, init) => {
      const url = new URL(new Request(input, init).url);
      seen.push(url.pathname + url.search);
      const [status, body] = answer(url);
      return Response.json(body, { status });
    },
    cookies: createMemoryCookieJar(),
    server: true,
  });
  made.push(commerce);
  const context = new RouterContextProvider();
  context.set(commerceContext, commerce);
  return { context, seen };
}
