import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Peers on this machine: a local proxy, or this server calling itself (loaders → /api). */
const LOCAL = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The socket peer's address, or undefined when there is no socket (an in-process call). */
export function peerOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The request as the API and the loaders should see it: the storefront is the hop in front of
 * the API, so, like any proxy, it appends the peer it saw to `x-forwarded-for`. The API trusts
 * only that last entry (server/src/platform/http/clientAddress.ts); what the client itself sent stays in
 * front and is never believed. A local peer is itself a trusted hop and has appended already.
 */
export function withForwardedFor(request: Request, peer: string | undefined): Request {
  if (!peer || LOCAL.has(peer)) return request;
  const headers = new Headers(request.headers);
  const prior = headers.get('x-forwarded-for');
  headers.set('x-forwarded-for', prior ? `${prior}, ${peer}` : peer);
  // duplex: Node needs it to pass a streamed body on.
  return new Request(request, { headers, duplex: 'half' } as RequestInit);
}
