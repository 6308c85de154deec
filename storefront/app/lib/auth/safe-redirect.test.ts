import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

const ORIGIN = 'https://store.example';

/** What a browser does with a Location value: strip tabs and newlines, then resolve it. */
function browserResolves(location: string): URL {
  return new URL(location.replace(/[\t\n\r]/g, ''), `${ORIGIN}/login`);
}

/** Pieces attackers combine: separators, control characters, encodings, schemes, hosts. */
const hostilePiece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '/\\',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u007f',
  ' ',
  '%09',
  '%0A',
  '%0d',
  '%00',
  '%2F',
  '%2f',
  '%5C',
  '%252F',
  '%2e',
  '.',
  '..',
  './',
  '@',
  ':',
  '?',
  '#',
  'http:',
  'https://',
  'javascript:',
  'data:',
  'evil.example',
  'store.example',
  '\u3002',
  '\uff0f',
  '\u2215',
  'dashboard',
);

const hostile = fc.oneof(
  fc.array(hostilePiece, { minLength: 1, maxLength: 8 }).map((parts) => parts.join('')),
  fc.array(hostilePiece, { maxLength: 6 }).map((parts) => `/${parts.join('')}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }).map((s) => `/${s}`),
);

describe('safeRedirect', () => {
  // Invariant: whatever the input, the answer is a path on this origin: it starts with one `/`,
  // has no control character or backslash, resolves (as a browser would, tabs and newlines
  // stripped) to this origin, and is a fixed point (the same input twice gives the same path).
  it('always answers a same-origin path, for any hostile input', () => {
    fc.assert(
      fc.property(hostile, (input) => {
        const out = safeRedirect(input, '/dashboard');
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
        expect(out).not.toMatch(/[\u0000-\u001f\u007f\\]/);
        expect(browserResolves(out).origin).toBe(ORIGIN);
        expect(safeRedirect(out, '/dashboard')).toBe(out);
      }),
      { numRuns: 5_000 },
    );
  });

  it.each([
    ['/cart', '/cart'],
    ['/dashboard/orders?page=2', '/dashboard/orders?page=2'],
    ['/videos/a-video#buy', '/videos/a-video#buy'],
    ['/search?q=caf%C3%A9', '/search?q=caf%C3%A9'],
    ['/search?q=two words', '/search?q=two%20words'],
    ['https://evil.example', '/home'],
    ['//evil.example', '/home'],
    ['/\\evil.example', '/home'],
    ['/\t/evil.example', '/home'],
    ['/\n/evil.example', '/home'],
    ['/%09/evil.example', '/home'],
    ['/%2F/evil.example', '/home'],
    ['/%252F%252Fevil.example', '/home'],
    ['/.//evil.example', '/home'],
    ['/a/..//evil.example', '/home'],
    ['javascript:alert(1)', '/home'],
    ['', '/home'],
    [null, '/home'],
  ])('%j → %s', (to, expected) => {
    expect(safeRedirect(to, '/home')).toBe(expected);
  });

  it('falls back to "/" when the fallback itself is unsafe', () => {
    expect(safeRedirect('//evil.example', '//evil.example')).toBe('/');
  });
});
