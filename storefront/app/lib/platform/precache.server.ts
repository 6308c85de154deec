import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface PrecacheManifest {
  /** The build this server is running, per `builds/latest.json` (written by scripts/build.mjs). */
  buildId: string | null;
  builtAt: string | null;
  /** Route rules of `builds/meta/{id}.json`, by path pattern. */
  routeRules: number;
  assets: Array<{ path: string; bytes: number }>;
}

/** Where the client build lives: `build/client` beside the storefront, run from it or the repo root. */
function clientDir(): string | null {
  for (const dir of [
    join(process.cwd(), 'build', 'client'),
    join(process.cwd(), 'storefront', 'build', 'client'),
  ]) {
    if (existsSync(dir)) return dir;
  }
  return null;
}

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * What a service worker would precache for this build: the build id and time from the build files
 * and every hashed asset under `assets/` (JS and CSS chunks), with its size. Empty in development.
 */
export async function readPrecacheManifest(): Promise<PrecacheManifest> {
  const dir = clientDir();
  const empty: PrecacheManifest = { buildId: null, builtAt: null, routeRules: 0, assets: [] };
  if (!dir) return empty;
  const latest = await readJson(join(dir, 'builds', 'latest.json'));
  const id = typeof latest === 'object' && latest ? Reflect.get(latest, 'id') : null;
  const timestamp = typeof latest === 'object' && latest ? Reflect.get(latest, 'timestamp') : null;
  const buildId = typeof id === 'string' && /^[\w-]+$/.test(id) ? id : null;
  const meta = buildId ? await readJson(join(dir, 'builds', 'meta', `${buildId}.json`)) : null;
  const rules = typeof meta === 'object' && meta ? Reflect.get(meta, 'routeRules') : null;
  let names: string[] = [];
  try {
    names = (await readdir(join(dir, 'assets'))).filter((n) => /\.(js|css)$/.test(n)).sort();
  } catch {
    names = [];
  }
  const assets = await Promise.all(
    names.map(async (name) => ({
      path: `/assets/${name}`,
      bytes: (await stat(join(dir, 'assets', name))).size,
    })),
  );
  return {
    buildId,
    builtAt: typeof timestamp === 'number' ? new Date(timestamp).toISOString() : null,
    routeRules: typeof rules === 'object' && rules ? Object.keys(rules).length : 0,
    assets,
  };
}
