import { pageMeta } from '../lib/page-meta';
import { findPage } from '../route-table';
import { routeTable } from '../routes';
import type { Route } from './+types/coming-page';

/**
 * Every page whose screen comes in a later issue: its layout and checks apply (routes.ts), and it
 * says what it is. Replace `file` in routes.ts when the screen lands.
 */
export function loader({ pattern, params }: Route.LoaderArgs) {
  const page = findPage(routeTable, pattern);
  const details = Object.values(params).filter((value): value is string => Boolean(value));
  return { title: page?.title ?? 'Page', details };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.title ?? 'Page');
}

export default function ComingPage({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="page-title" className="container-content px-0">
      <h1 id="page-title" className="font-semibold text-2xl">
        {loaderData.title}
      </h1>
      {loaderData.details.length > 0 ? (
        <p className="mt-1 text-zinc-400">{loaderData.details.join(' / ')}</p>
      ) : null}
      <p className="mt-4 text-sm text-zinc-400">This screen is coming soon.</p>
    </section>
  );
}
