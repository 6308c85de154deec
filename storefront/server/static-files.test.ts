// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createStorefrontApp, mayNameFile } from './app';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe('static files', () => {
  it('are looked for only on paths whose last segment has an extension', () => {
    for (const path of [
      '/favicon.svg',
      '/assets/root-Ab12_x.js',
      '/builds/latest.json',
      '/a/b.c/d.e',
    ]) {
      expect(mayNameFile(path), path).toBe(true);
    }
    for (const path of ['/', '/faq', '/videos/velvet-canvas-iii-0002', '/embed/', '/a.b/c']) {
      expect(mayNameFile(path), path).toBe(false);
    }
  });

  it('cover every file the build copies from public/', () => {
    for (const file of filesUnder(publicDir)) {
      expect(mayNameFile(`/${relative(publicDir, file)}`), file).toBe(true);
    }
  });

  it('are served from the client folder; a page path reaches React Router even where a file has its name', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'static-files-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'assets', 'app-x1.css'), 'body{}');
    writeFileSync(join(clientDir, 'faq'), 'not a page');
    const pages: string[] = [];
    const app = createStorefrontApp({
      build: () => {
        pages.push('asked');
        return Promise.reject(new Error('no pages in this test'));
      },
      mode: 'production',
      clientDir,
      adminHost: 'admin.localhost:3000',
      routeRules: {},
      requestLog: () => {},
    });
    const css = await app.request('http://localhost:3000/assets/app-x1.css');
    expect(await css.text()).toBe('body{}');
    const page = await app.request('http://localhost:3000/faq');
    expect(await page.text()).not.toBe('not a page');
    expect(pages.length).toBeGreaterThan(0);
  });
});
