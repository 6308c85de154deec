import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, keepConnectionsAlive } from './keepAlive';

describe('keepConnectionsAlive', () => {
  it('keeps idle connections open past a load balancer’s 60 s, headers a little longer', () => {
    const server = keepConnectionsAlive(createServer());
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
