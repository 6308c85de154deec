// @vitest-environment happy-dom
import {
  createFakeServer,
  createMemoryCookieJar,
  DEFAULT_PASSWORD,
  makeProduct,
} from '@reelcart/sdk/testing';
import { describe, expect, it } from 'vitest';
import { quickStart } from './quick-start';

describe('docs/getting-started.md, vanilla TypeScript', () => {
  it('runs the quick start against a contract server (the fake one)', async () => {
    const server = createFakeServer();
    const seen = await quickStart(
      { baseURL: 'http://fake-server.test', fetch: server.fetch, cookies: createMemoryCookieJar() },
      { email: 'shopper@example.test', password: DEFAULT_PASSWORD },
      makeProduct({ video: { _id: 'v1' }, resolution: 'HD', orderType: 'own' }),
    );
    expect(seen).toEqual([
      'signedOut',
      'cart: 1 line(s), 1 pending',
      'signingIn',
      'signedOut',
      'error: Invalid email or password',
      'signingIn',
      'signed in as shopper@example.test',
      'token for shopper@example.test',
      'cart: 1 line(s), synced',
      'server cart: 1 line(s)',
      'signedOut',
    ]);
  });
});
