import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createStorefrontApp } from './app';

/** The store as the drop-in's CDN (decision 090): a build folder with the files the SDK made. */
function storeWithEmbed() {
  const clientDir = mkdtempSync(join(tmpdir(), 'reelcart-embed-'));
  mkdirSync(join(clientDir, 'embed'));
  const versioned = 'reelcart-embed.0.1.0-0123456789.js';
  for (const name of [versioned, 'reelcart-embed.js']) {
    writeFileSync(join(clientDir, 'embed', name), 'export const dropIn = true;\n');
  }
  writeFileSync(join(clientDir, 'embed', 'manifest.json'), '{"file":"x"}\n');
  const app = createStorefrontApp({
    build: () => Promise.reject(new Error('no pages in this test')) as Promise<ServerBuild>,
    mode: 'production',
    clientDir,
    adminHost: 'admin.localhost:3000',
    routeRules: {},
    requestLog: () => {},
  });
  return { app, versioned };
}

const fromOtherSite = { headers: { Origin: 'http://127.0.0.1:8088', 'Sec-Fetch-Mode': 'cors' } };

describe('the drop-in served from the store', () => {
  it('serves the versioned file to another origin, immutable for a year', async () => {
    const { app, versioned } = storeWithEmbed();
    const res = await app.request(`http://localhost:3000/embed/${versioned}`, fromOtherSite);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await res.text()).toBe('export const dropIn = true;\n');
  });

  it('serves the latest alias and the manifest with a short cache', async () => {
    const { app } = storeWithEmbed();
    for (const name of ['reelcart-embed.js', 'manifest.json']) {
      const res = await app.request(`http://localhost:3000/embed/${name}`, fromOtherSite);
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    }
  });

  it('answers 404 for anything else under /embed/', async () => {
    const { app } = storeWithEmbed();
    for (const path of [
      '/embed/other.js',
      '/embed/..%2Fpackage.json',
      '/embed/reelcart-embed.9.js',
    ]) {
      const res = await app.request(`http://localhost:3000${path}`, fromOtherSite);
      expect(res.status).toBe(404);
    }
  });
});
