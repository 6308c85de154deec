import { describe, expect, it } from 'vitest';
import { createClient } from './client';
import { coreCalls } from './coreCalls';

describe('client default headers', () => {
  it('sends the headers function’s current answer with every call, under per-call headers', async () => {
    const seen: Headers[] = [];
    const fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers));
      return Response.json({ ownedProducts: [], lastUpdated: null });
    };
    let country: string | null = 'DE';
    const client = createClient({
      baseURL: 'https://api.test',
      calls: coreCalls,
      fetch,
      session: { getToken: () => 'token', refresh: async () => 'token' },
      headers: (): Record<string, string> => (country ? { 'cf-ipcountry': country } : {}),
    });
    await client.call('ownedProducts', {});
    country = null;
    await client.call('ownedProducts', {});
    country = 'FR';
    await client.call('ownedProducts', { headers: { 'cf-ipcountry': 'NL' } });
    expect(seen.map((h) => h.get('cf-ipcountry'))).toEqual(['DE', null, 'NL']);
    expect(seen[0]?.get('authorization')).toBe('Bearer token');
  });
});
