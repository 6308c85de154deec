import { describe, expect, it } from 'vitest';
import { embedOrigins } from './embed-origins.server';

describe('embedOrigins (the storefront reads EMBED_ORIGINS as the API does)', () => {
  it('reads the list, else the default of the API’s mode, and never a bad value', () => {
    expect(embedOrigins({ EMBED_ORIGINS: 'https://Blog.example/' })).toEqual([
      'https://blog.example',
    ]);
    expect(embedOrigins({ NODE_ENV: 'production' })).toEqual([]);
    // `npm start` without JWT_SECRET: a production storefront with a development API.
    expect(embedOrigins({ NODE_ENV: 'production', API_ENV: 'development' })).toEqual([
      'http://127.0.0.1:8088',
      'http://localhost:8088',
    ]);
    expect(embedOrigins({ EMBED_ORIGINS: 'https://*.blog.example' })).toEqual([]);
  });
});
