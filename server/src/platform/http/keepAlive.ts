import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open: longer than the idle timeout of the clients
 * and proxies in front (60 s on the common load balancers), so the server is never the side that
 * closes a socket a client is about to reuse. Node's default (5 s) lost that race: a client that
 * sent on an idle connection just as the server closed it got ECONNRESET (a CI run's Playwright
 * request context, after 5 s of browser steps). Headers must be allowed a little longer still.
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepConnectionsAlive(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
