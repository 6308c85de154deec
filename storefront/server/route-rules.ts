import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RouteRules, routeRulesFromManifest } from '../app/lib/platform/route-rules.server';

/** The current build's id and route rules, from `builds/latest.json` and `builds/meta/{id}.json`. */
export function readBuildManifest(
  clientDir: string,
): { id: string; routeRules: RouteRules } | null {
  const latestPath = join(clientDir, 'builds', 'latest.json');
  if (!existsSync(latestPath)) return null;
  const latest: unknown = JSON.parse(readFileSync(latestPath, 'utf8'));
  const id = typeof latest === 'object' && latest !== null ? Reflect.get(latest, 'id') : undefined;
  if (typeof id !== 'string' || !/^[\w-]+$/.test(id)) return null;
  const meta: unknown = JSON.parse(
    readFileSync(join(clientDir, 'builds', 'meta', `${id}.json`), 'utf8'),
  );
  return { id, routeRules: routeRulesFromManifest(meta) };
}

/** In development there is no build: the rules come straight from route-rules.json. */
export function readSourceRouteRules(root: string): RouteRules {
  return routeRulesFromManifest({
    routeRules: JSON.parse(readFileSync(join(root, 'route-rules.json'), 'utf8')),
  });
}
