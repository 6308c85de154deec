import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { TestServer } from './harness';

/** The test server's app over real HTTP on an ephemeral loopback port (for the real SDK). */
export async function serveOverHttp(
  server: TestServer,
): Promise<{ baseURL: string; close(): Promise<void> }> {
  const http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => http.once('listening', resolve));
  return {
    baseURL: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}
