import { describe, expect, it } from 'vitest';
import {
  createMemoryCookieJar,
  createRequestCookieJar,
  parseCookies,
  serializeCookie,
} from './cookieJar';

describe('parseCookies', () => {
  it('decodes values, trims, keeps the first of duplicates and skips bad pairs', () => {
    const cookies = parseCookies('a=1; b=%7B%22x%22%3A1%7D; junk; c="q"; a=2; bad=%E0%A4%A');
    expect(Object.fromEntries(cookies)).toEqual({ a: '1', b: '{"x":1}', c: 'q' });
    expect(parseCookies(null).size).toBe(0);
    expect(parseCookies('').size).toBe(0);
  });
});

describe('serializeCookie', () => {
  it('writes every attribute', () => {
    expect(
      serializeCookie('n', 'a b;c', {
        maxAge: 60,
        domain: '.example.com',
        sameSite: 'Lax',
        secure: true,
      }),
    ).toBe('n=a%20b%3Bc; Max-Age=60; Path=/; Domain=.example.com; SameSite=Lax; Secure');
    expect(serializeCookie('n', '', { maxAge: 0 })).toBe(
      'n=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/',
    );
  });
});

describe('createRequestCookieJar', () => {
  it('reads the request header and records writes as Set-Cookie values', () => {
    const jar = createRequestCookieJar('theme=dark; n=1');
    expect(jar.get('theme')).toBe('dark');
    jar.set('n', '2', { sameSite: 'Lax' });
    jar.remove('theme');
    expect(jar.get('n')).toBe('2');
    expect(jar.get('theme')).toBeUndefined();
    expect(jar.setCookieHeaders()).toEqual([
      'n=2; Path=/; SameSite=Lax',
      'theme=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/',
    ]);
  });
});

describe('createMemoryCookieJar', () => {
  it('keeps values and the options of the last write', () => {
    const jar = createMemoryCookieJar({ a: '1' });
    jar.set('b', '2', { maxAge: 5 });
    expect([jar.get('a'), jar.get('b'), jar.options('b')]).toEqual(['1', '2', { maxAge: 5 }]);
    jar.remove('b');
    expect(jar.get('b')).toBeUndefined();
  });
});
