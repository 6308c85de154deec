import { describe, expect, it } from 'vitest';
import { resolveApiBase } from './config';

const page = 'https://blog.example.com/posts/42?x=1';

describe('resolveApiBase', () => {
  it('prefers the attribute, then the meta tag, then the page origin', () => {
    expect(resolveApiBase({ attribute: 'https://a.test', meta: 'https://m.test', page })).toBe(
      'https://a.test',
    );
    expect(resolveApiBase({ attribute: null, meta: 'https://m.test/', page })).toBe(
      'https://m.test',
    );
    expect(resolveApiBase({ attribute: null, meta: null, page })).toBe('https://blog.example.com');
  });

  it('defaults to the origin the drop-in was loaded from (the store), not the page', () => {
    const script = 'http://localhost:3400/embed/reelcart-embed.js';
    expect(resolveApiBase({ attribute: null, meta: null, page, script })).toBe(
      'http://localhost:3400',
    );
    expect(resolveApiBase({ attribute: null, meta: '', page, script })).toBe(
      'http://localhost:3400',
    );
    // Loaded from a bundle (no http URL): the page's origin.
    expect(resolveApiBase({ attribute: null, meta: null, page, script: 'file:///x.js' })).toBe(
      'https://blog.example.com',
    );
  });

  it('reads an empty or blank value as not given', () => {
    expect(resolveApiBase({ attribute: '  ', meta: '', page })).toBe('https://blog.example.com');
  });

  it('resolves a relative value against the page and drops trailing slashes', () => {
    expect(resolveApiBase({ attribute: '/shop/', meta: null, page })).toBe(
      'https://blog.example.com/shop',
    );
  });
});
