/**
 * The storefront server: Hono on Node. Host rules, build-manifest redirects, the embedded API at
 * /api (unless API_URL is set), static assets, then React Router. `NODE_ENV=production` serves
 * `build/`; otherwise Vite runs in middleware mode with hot reload.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { handleShutdown, keepConnectionsAlive, shutdownDeadline } from '@reelcart/server';
import type { ServerBuild } from 'react-router';
import { createStorefrontApp } from './server/app';
import { readBuildManifest, readSourceRouteRules } from './server/route-rules';
import { securityFromEnv } from './server/security';

/**
 * The storefront folder: the nearest one with a package.json above this module, so the same code
 * finds `build/` when run from `server.ts` (tsx) or compiled to `build/node/server.js`.
 */
function storefrontRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

const root = storefrontRoot(dirname(fileURLToPath(import.meta.url)));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const adminHost = process.env.ADMIN_HOST ?? `admin.localhost:${port}`;
const production = process.env.NODE_ENV === 'production';
const cookieDomain = process.env.COOKIE_DOMAIN || undefined;

async function embeddedApi() {
  if (process.env.API_URL) return undefined;
  const { createEmbeddedApi } = await import('./server/embedded-api');
  return createEmbeddedApi();
}

async function start() {
  const api = await embeddedApi();
  // Loaders reach the embedded API over loopback, the same way they would reach a remote one.
  if (api) process.env.INTERNAL_API_URL ??= `http://127.0.0.1:${port}`;
  if (production) {
    const clientDir = join(root, 'build', 'client');
    const manifest = readBuildManifest(clientDir);
    const buildPath = join(root, 'build', 'server', 'index.js');
    const build: ServerBuild = await import(buildPath);
    const app = createStorefrontApp({
      build,
      mode: 'production',
      clientDir,
      adminHost,
      ...(cookieDomain ? { cookieDomain } : {}),
      routeRules: manifest?.routeRules ?? {},
      security: securityFromEnv(process.env),
      ...(api ? { api: { fetch: api.app.fetch, withdrawRefresh: api.withdrawRefresh } } : {}),
    });
    const server = keepConnectionsAlive(createServer(getRequestListener(app.fetch)));
    server.listen(port, host, () => {
      console.log(
        `Reelcart storefront (build ${manifest?.id ?? 'unknown'}) on http://localhost:${port}`,
      );
    });
    handleShutdown(server, {
      deadlineMs: shutdownDeadline(process.env),
      close: async () => api?.close(),
      log: (message) => console.log(`[storefront] ${message}`),
    });
    return;
  }
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({ root, server: { middlewareMode: true }, appType: 'custom' });
  const app = createStorefrontApp({
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    mode: 'development',
    adminHost,
    ...(cookieDomain ? { cookieDomain } : {}),
    routeRules: readSourceRouteRules(root),
    security: securityFromEnv(process.env),
    ...(api ? { api: { fetch: api.app.fetch, withdrawRefresh: api.withdrawRefresh } } : {}),
  });
  const listener = getRequestListener(app.fetch);
  createServer((req, res) => vite.middlewares(req, res, () => listener(req, res))).listen(
    port,
    host,
    () => {
      console.log(`Reelcart storefront (development) on http://localhost:${port}`);
    },
  );
}

await start();
