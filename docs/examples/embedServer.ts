import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, openSeededDatabase, testConfig } from '@reelcart/server';
import { type Browser, chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../tools/chromium.ts';

/**
 * A tiny static server for the embedding examples: the pages, the built SDK (`sdk/dist`), its
 * dependencies from node_modules under `/vendor/`, the drop-in's one file at `/reelcart-embed.js`,
 * and `/api/*` from any contract implementation given as a fetch handler (the reference server's
 * `app.fetch`, say). One origin, so no CORS.
 */
const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const VENDOR = new Set(['xstate', 'zod', 'ofetch', 'destr', 'ufo', 'idb-keyval']);
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
};

/** The file a path maps to, or null (never outside the allowed folders). */
export function staticFile(pathname: string): string | null {
  const path = normalize(decodeURIComponent(pathname));
  if (path.includes('..')) return null;
  if (path === '/' || path === '/embed.html') return root('./embed.html');
  if (path === '/drop-in.html') return root('./drop-in.html');
  if (path === '/reelcart-embed.js') return root('../../sdk/dist/embed/index.js');
  if (path.startsWith('/sdk/dist/')) return root(`../../${path.slice(1)}`);
  const vendor = /^\/vendor\/([^/]+)\/(.+)$/.exec(path);
  if (vendor?.[1] && vendor[2] && VENDOR.has(vendor[1])) {
    return root(`../../node_modules/${vendor[1]}/${vendor[2]}`);
  }
  return null;
}

const sdkDir = root('../../sdk');

function newestMtime(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    }),
  );
}

/** Builds the SDK when dist is missing or older than its sources (a fresh clone, an edit). */
export function ensureBuilt(): void {
  const sources = newestMtime(join(sdkDir, 'src'));
  const built = ['dist/index.js', 'dist/embed/index.js'].map((file) => join(sdkDir, file));
  if (built.every((file) => existsSync(file) && statSync(file).mtimeMs >= sources)) return;
  execFileSync('npm', ['run', 'build', '-w', 'sdk'], { cwd: join(sdkDir, '..'), stdio: 'pipe' });
}

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
  return new Request(new URL(incoming.url ?? '/', origin), {
    method: incoming.method ?? 'GET',
    headers,
    ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
  });
}

/** The reference server on a seeded in-memory database, served with the pages, and a Chromium. */
export interface EmbedRig {
  server: EmbedServer;
  browser: Browser;
  close(): Promise<void>;
}

/** Builds the SDK if needed, then starts what both embedding tests run against. */
export async function startEmbedRig(): Promise<EmbedRig> {
  ensureBuilt();
  const config = testConfig({ seed: true });
  const database = await openSeededDatabase(config);
  const app = createApp({ db: database.db, config });
  const server = await serveEmbed((request) => app.fetch(request));
  const browser = await chromium.launch(chromiumLaunchOptions);
  return {
    server,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
      await database.close();
    },
  };
}

export interface EmbedServer {
  url: string;
  close(): Promise<void>;
}

export async function serveEmbed(api: (request: Request) => Response | Promise<Response>) {
  const server = createServer(async (incoming, outgoing) => {
    const origin = `http://${incoming.headers.host ?? '127.0.0.1'}`;
    const { pathname } = new URL(incoming.url ?? '/', origin);
    try {
      if (pathname.startsWith('/api/')) {
        const answer = await api(await toRequest(incoming, origin));
        outgoing.writeHead(answer.status, Object.fromEntries(answer.headers));
        outgoing.end(Buffer.from(await answer.arrayBuffer()));
        return;
      }
      const file = staticFile(pathname);
      if (!file) throw new Error('not found');
      const body = await readFile(file);
      outgoing.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'text/plain' });
      outgoing.end(body);
    } catch {
      outgoing.writeHead(404, { 'content-type': 'text/plain' });
      outgoing.end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies EmbedServer;
}
