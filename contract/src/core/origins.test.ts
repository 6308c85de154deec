import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_EMBED_ORIGINS, embedOriginsOf, parseEmbedOrigins } from './origins';

describe('EMBED_ORIGINS (decision 097)', () => {
  it('keeps each origin once, canonical (case, default port, trailing slash)', () => {
    expect(
      parseEmbedOrigins(
        'https://Blog.Example, https://blog.example:443/  http://127.0.0.1:8088,https://shop.test:8443',
        [],
      ),
    ).toEqual({
      origins: ['https://blog.example', 'http://127.0.0.1:8088', 'https://shop.test:8443'],
    });
  });

  it.each([
    'blog.example',
    '*.blog.example',
    'https://*.blog.example',
    'https://blog.example/posts',
    'https://blog.example?x',
    'https://blog.example#x',
    'https://user@blog.example',
    'ftp://blog.example',
    'javascript:alert(1)',
  ])('refuses %j, saying why', (entry) => {
    const result = parseEmbedOrigins(`https://ok.example,${entry}`, []);
    expect(result).toEqual({ error: expect.stringContaining(entry) });
  });

  it('defaults to none in production and to the local try-out otherwise', () => {
    expect(embedOriginsOf(undefined, true)).toEqual({ origins: [] });
    expect(embedOriginsOf(' ', true)).toEqual({ origins: [] });
    expect(embedOriginsOf(undefined, false)).toEqual({ origins: [...DEVELOPMENT_EMBED_ORIGINS] });
    expect(embedOriginsOf('https://blog.example', false)).toEqual({
      origins: ['https://blog.example'],
    });
  });
});
