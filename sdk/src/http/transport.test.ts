import { describe, expect, it } from 'vitest';
import { buildURL } from './transport';

describe('buildURL', () => {
  it('joins base and path with one slash and keeps a base path prefix', () => {
    expect(buildURL('https://api.test/', '/api/cart')).toBe('https://api.test/api/cart');
    expect(buildURL('https://x.io/proxy', '/api/cart')).toBe('https://x.io/proxy/api/cart');
    expect(buildURL('', '/api/cart')).toBe('/api/cart');
  });

  it('encodes the query, drops null/undefined and repeats arrays', () => {
    expect(
      buildURL('https://a.b', '/p', { code: 'A&B =', none: undefined, nil: null, ids: [1, 2] }),
    ).toBe('https://a.b/p?code=A%26B+%3D&ids=1&ids=2');
    expect(buildURL('https://a.b', '/p', {})).toBe('https://a.b/p');
  });
});
