import { createFakeServer, createMemoryCookieJar, DEFAULT_PASSWORD } from '@reelcart/sdk/testing';
import { describe, expect, it } from 'vitest';
import { quickStart } from './quick-start';

describe('docs/getting-started.md, vanilla TypeScript', () => {
  it('runs the quick start against a contract server (the fake one)', async () => {
    const server = createFakeServer();
    const seen = await quickStart(
      { baseURL: 'http://fake-server.test', fetch: server.fetch, cookies: createMemoryCookieJar() },
      { email: 'shopper@example.test', password: DEFAULT_PASSWORD },
    );
    expect(seen).toEqual([
      'signedOut',
      'signingIn',
      'signedOut',
      'error: Invalid email or password',
      'signingIn',
      'signed in as shopper@example.test',
      'token for shopper@example.test',
      'no cart yet (404)',
      'signedOut',
    ]);
  });
});
