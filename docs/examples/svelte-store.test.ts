import { createCommerce } from '@reelcart/sdk';
import { createFakeServer, createMemoryCookieJar, DEFAULT_PASSWORD } from '@reelcart/sdk/testing';
import { describe, expect, it } from 'vitest';
import { toReadable } from './svelte-store';

describe('docs/embedding.md, a binding from subscribe/getSnapshot', () => {
  it('gives the current value at once, every change after, nothing after unsubscribing', async () => {
    const server = createFakeServer();
    const commerce = createCommerce({
      baseURL: 'http://fake-server.test',
      fetch: server.fetch,
      cookies: createMemoryCookieJar(),
    });
    const seen: string[] = [];
    const unsubscribe = toReadable(commerce.auth).subscribe((auth) => seen.push(auth.status));
    expect(seen).toEqual(['signedOut']);
    await commerce.auth.signIn({ email: 'shopper@example.test', password: DEFAULT_PASSWORD });
    expect(seen).toEqual(['signedOut', 'signingIn', 'signedIn']);
    unsubscribe();
    commerce.auth.signOut();
    expect(seen).toHaveLength(3);
    commerce.destroy();
  });
});
