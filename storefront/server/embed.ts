import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';

/**
 * The drop-in's files, served from the store for any site (docs/embedding.md, decision 090):
 * `/embed/reelcart-embed.{version}-{hash}.js` (immutable, a year), the latest alias
 * `/embed/reelcart-embed.js` and `/embed/manifest.json` (5 minutes), each with
 * `Access-Control-Allow-Origin: *` so that a `<script type="module" integrity crossorigin>` on
 * another origin may load it. `dir` is `build/client/embed` (storefront/scripts/build.mjs).
 */
export const EMBED_PATH = '/embed/';
const NAME = /^(reelcart-embed(\.[\w.-]+)?\.js|manifest\.json)$/;
const SHORT = 'public, max-age=300';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The Cache-Control of a drop-in file: the versioned name forever, the alias and manifest briefly. */
export function embedCacheControl(name: string): string {
  return name === 'reelcart-embed.js' || name === 'manifest.json' ? SHORT : IMMUTABLE;
}

export function embedFiles(dir: string) {
  return async (c: Context) => {
    const name = c.req.path.slice(EMBED_PATH.length);
    if (!NAME.test(name)) return c.notFound();
    let body: Buffer;
    try {
      body = await readFile(join(dir, name));
    } catch {
      return c.notFound();
    }
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': name.endsWith('.json')
        ? 'application/json; charset=utf-8'
        : 'text/javascript; charset=utf-8',
      'Cache-Control': embedCacheControl(name),
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'X-Content-Type-Options': 'nosniff',
    });
  };
}
