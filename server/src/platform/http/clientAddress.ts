import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './context';

/** Peers that are this machine: the storefront's embedded API (in process) or a local proxy. */
const LOCAL = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1', 'local']);

/** The socket peer's address; 'local' when the app is called in process (no socket). */
export function peerAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}

/**
 * The address a client is counted under (rate limits, stored messages). A remote peer is the
 * client. A local peer is a trusted hop — the storefront in front of the embedded API, or a proxy
 * on this machine — and the client is the LAST `x-forwarded-for` entry: the one that hop appended.
 * Earlier entries came from the client and are never trusted (a client could send a fresh one
 * with every request and escape every limit).
 */
export function clientAddress(c: Context<AppEnv>): string {
  const peer = peerAddress(c);
  if (!LOCAL.has(peer)) return peer;
  const appended = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
  return appended && appended.length <= 64 ? appended : peer;
}
