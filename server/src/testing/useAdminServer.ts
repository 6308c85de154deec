import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/** Requests as one caller (a token, or null for none): the admin API tests' shorthand. */
export interface CallerRequests {
  get: (path: string) => ReturnType<TestServer['request']>;
  post: (path: string, body: unknown) => ReturnType<TestServer['request']>;
  put: (path: string, body: unknown) => ReturnType<TestServer['request']>;
}

/**
 * One test server for the file, started before its tests and closed after, with the seeded
 * admin's token and `as(token)` for requests as any caller.
 */
export function useAdminServer(): {
  readonly server: TestServer;
  readonly admin: string;
  as: (token: string | null) => CallerRequests;
} {
  let server: TestServer | undefined;
  let admin = '';
  beforeAll(async () => {
    server = await startTestServer();
    admin = (await server.sessionOf('admin')).token;
  }, 120_000);
  afterAll(() => server?.close());
  const started = () => {
    if (!server) throw new Error('the test server has not started');
    return server;
  };
  return {
    get server() {
      return started();
    },
    get admin() {
      return admin;
    },
    as: (token) => ({
      get: (path) => started().request('GET', path, { token }),
      post: (path, body) => started().request('POST', path, { token, body }),
      put: (path, body) => started().request('PUT', path, { token, body }),
    }),
  };
}
