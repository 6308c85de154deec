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

/** The embedding origins of these tests (EMBED_ORIGINS, canonical as the configuration makes them). */
const LISTED = ['https://blog.example', 'http://127.0.0.1:8088'];

/** Absolute-looking URLs built to slip past an origin check: schemes, user names, hosts, ports. */
const lookalike = fc
  .tuple(
    fc.constantFrom(
      'https://',
      'http://',
      'HTTPS://',
      'HtTp://',
      '//',
      'https:',
      'https:/',
      'https:\\\\',
      '\\\\',
      'javascript:',
      'javascript://',
      'data:text/html,',
      ' https://',
      '\thttps://',
      'https:/\\',
    ),
    fc.constantFrom(
      '',
      'blog.example@',
      'user:pass@',
      'blog.example%40',
      '@',
      'evil.example@',
      'blog.example%2F@',
    ),
    fc.constantFrom(
      'blog.example',
      'BLOG.Example',
      'blog.example.',
      'blog.example.evil.example',
      'evil.example',
      'evilblog.example',
      'blog.example%2Eevil',
      'blog\u3002example',
      '127.0.0.1',
      '127.1',
      '0x7f.0.0.1',
      '[::1]',
      'localhost',
    ),
    fc.constantFrom('', ':443', ':444', ':80', ':8088', ':8089', ':0', ':', ':08088'),
    fc.constantFrom(
      '',
      '/',
      '/posts/42?x=1#c',
      '\\evil.example',
      '@evil.example',
      '/%2F%2Fevil.example',
      '#@evil.example',
      '?@evil.example',
      '/\n/evil',
      '%09',
      '/..//evil.example',
    ),
  )
  .map((parts) => parts.join(''));

describe('safeRedirect with embedding origins (decision 097)', () => {
  // Invariant: with a list of embedding origins, whatever the input, the answer is either a path on
  // this origin (as above) or an absolute URL that a browser resolves to one of the listed origins
  // exactly, with no user name or password in it — and it is a fixed point. No URL whose origin is
  // off the list ever passes.
  it('never answers a URL off the list, for any hostile or look-alike input', () => {
    fc.assert(
      fc.property(fc.oneof(hostile, lookalike), (input) => {
        const out = safeRedirect(input, '/dashboard', LISTED);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
        expect(out).not.toMatch(/[\u0000-\u001f\u007f\\]/);
        const resolved = browserResolves(out);
        if (out.startsWith('/')) {
          expect(out.startsWith('//')).toBe(false);
          expect(resolved.origin).toBe(ORIGIN);
        } else {
          expect(LISTED).toContain(resolved.origin);
          expect(resolved.username + resolved.password).toBe('');
          expect(out).toBe(resolved.href);
          // Off the list as the browser reads the input: never taken.
          let inputOrigin: string | null = null;
          try {
            inputOrigin = new URL(input).origin;
          } catch {}
          expect(LISTED).toContain(inputOrigin);
        }
        expect(safeRedirect(out, '/dashboard', LISTED)).toBe(out);
      }),
      { numRuns: 10_000 },
    );
  });

  // Invariant: any path, query and fragment on a listed origin comes back as the parser's own
  // spelling of that URL (the login's return to the page that embeds the cart works).
  it('takes any page of a listed origin', () => {
    const segment = fc.stringMatching(/^[a-z0-9._~-]{1,12}$/);
    fc.assert(
      fc.property(
        fc.constantFrom(...LISTED),
        fc.array(segment, { maxLength: 4 }),
        fc.option(fc.stringMatching(/^[a-z0-9=&]{1,20}$/), { nil: undefined }),
        (origin, segments, query) => {
          const page = `${origin}/${segments.join('/')}${query ? `?${query}` : ''}`;
          expect(safeRedirect(page, '/dashboard', LISTED)).toBe(new URL(page).href);
        },
      ),
    );
  });

  it.each([
    ['https://blog.example/posts/42?x=1#c', 'https://blog.example/posts/42?x=1#c'],
    ['https://blog.example', 'https://blog.example/'],
    ['https://blog.example:443/a', 'https://blog.example/a'],
    ['HTTPS://Blog.EXAMPLE/Post', 'https://blog.example/Post'],
    ['http://127.0.0.1:8088/', 'http://127.0.0.1:8088/'],
    ['/cart', '/cart'],
    ['//blog.example/', '/home'],
    ['https:blog.example/', '/home'],
    ['https:/blog.example/', '/home'],
    ['https:\\\\blog.example/', '/home'],
    ['https://blog.example\\@evil.example/', '/home'],
    ['https://blog.example.evil.example/', '/home'],
    ['https://blog.example@evil.example/', '/home'],
    ['https://evil.example@blog.example/', '/home'],
    ['https://user:pass@blog.example/', '/home'],
    ['https://blog.example%2F@evil.example/', '/home'],
    ['https://blog.example./', '/home'],
    ['https://blog.example:444/', '/home'],
    ['http://blog.example/', '/home'],
    ['http://127.0.0.1:8089/', '/home'],
    ['http://localhost:8088/', '/home'],
    ['https://blog.example/%0d%0aSet-Cookie:x', '/home'],
    ['javascript://blog.example/%0aalert(1)', '/home'],
    [`https://blog.example/${'a'.repeat(2100)}`, '/home'],
  ])('%j → %s', (to, expected) => {
    expect(safeRedirect(to, '/home', LISTED)).toBe(expected);
  });

  it('takes no absolute URL without a list', () => {
    expect(safeRedirect('https://blog.example/', '/home')).toBe('/home');
    expect(safeRedirect('https://blog.example/', '/home', [])).toBe('/home');
  });
});
