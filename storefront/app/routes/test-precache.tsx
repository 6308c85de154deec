import { pageMeta } from '../lib/platform/page-meta';
import { readPrecacheManifest } from '../lib/platform/precache.server';
import type { Route } from './+types/test-precache';

/** Test route (spec §2): the build this server runs and the assets a precache would hold. */
export async function loader() {
  return readPrecacheManifest();
}

export function meta() {
  return pageMeta('Test: precache', 'The build id and precached assets of this deployment.');
}

export default function TestPrecache({ loaderData }: Route.ComponentProps) {
  const { buildId, builtAt, routeRules, assets } = loaderData;
  const total = assets.reduce((sum, a) => sum + a.bytes, 0);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        Test: precache
      </h1>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-zinc-400">Build id</dt>
        <dd className="font-mono" data-testid="build-id">
          {buildId ?? 'none (development server)'}
        </dd>
        <dt className="text-zinc-400">Built at</dt>
        <dd className="font-mono">{builtAt ?? '—'}</dd>
        <dt className="text-zinc-400">Route rules</dt>
        <dd className="font-mono">{routeRules}</dd>
        <dt className="text-zinc-400">Precached assets</dt>
        <dd className="font-mono">
          {assets.length} files, {(total / 1024).toFixed(1)} KiB
        </dd>
      </dl>
      <h2 className="mt-6 font-semibold text-lg">Assets</h2>
      {assets.length === 0 ? (
        <p className="mt-2 text-zinc-400">No build output: run `npm run build -w storefront`.</p>
      ) : (
        <ul className="mt-2 font-mono text-sm">
          {assets.map((a) => (
            <li key={a.path}>
              {a.path} <span className="text-zinc-400">({a.bytes} B)</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
