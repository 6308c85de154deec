import { Link, useActionData } from 'react-router';
import type { StudioActionResult } from '../../admin/intake/studio';
import { intakeStudioAction, loadIntakeStudio } from '../../admin/intake/studio.server';
import { DefaultPrices } from '../../components/intake/default-prices';
import { Counts, Crumbs, Progress } from '../../components/intake/intake-ui';
import { ManifestUpload } from '../../components/intake/manifest-upload';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/studio';

/** `/studiosconnect/{studio}`: its batches, a manifest upload with a preview, its default prices. */
export function loader({ context, url, params }: Route.LoaderArgs) {
  return loadIntakeStudio(context, url, params.studio);
}

export function action({ request, context, url, params }: Route.ActionArgs) {
  return intakeStudioAction(request, context, url, params);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData ? `Intake: ${loaderData.studio.name}` : 'Studio intake');
}

export default function IntakeStudioPage({ loaderData }: Route.ComponentProps) {
  const { studio, batches, defaults } = loaderData;
  const result = useActionData<typeof action>() as StudioActionResult | undefined;
  return (
    <section aria-labelledby="page-title">
      <Crumbs items={[{ label: 'Studio intake', to: '/studiosconnect' }, { label: studio.name }]} />
      <h1 id="page-title" className="font-semibold text-2xl">
        {studio.name}: intake
      </h1>
      <section aria-labelledby="batches-title" className="mt-6">
        <h2 id="batches-title" className="font-semibold text-lg">
          Batches
        </h2>
        {batches.length === 0 ? (
          <p className="mt-2 text-sm text-zinc-400">No batches yet: import a manifest below.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {batches.map((b) => (
              <li
                key={b.slug}
                className="flex flex-wrap items-center gap-4 rounded border border-zinc-800 p-3"
              >
                <Link
                  to={`/studiosconnect/${studio.slug}/${b.slug}`}
                  className="font-medium underline"
                >
                  {b.name}
                </Link>
                <span className="text-xs text-zinc-400">imported {b.createdAt.slice(0, 10)}</span>
                <Progress counts={b.counts} total={b.total} />
                <Counts counts={b.counts} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <ManifestUpload result={result} />
      <DefaultPrices defaults={defaults} result={result} />
    </section>
  );
}
