import { data } from 'react-router';
import { DEFAULT_COUNTRY_HEADER } from '../lib/platform/app-config';
import { pageMeta } from '../lib/platform/page-meta';
import { BUILD_ID } from '../root';
import type { Route } from './+types/test-headers';

/** Request headers that decide what a visitor sees (CDN country and the like); no secrets. */
const SECRET = ['cookie', 'authorization'];
const SHOWN = [
  'host',
  'user-agent',
  'accept-language',
  'cf-ipcountry',
  'x-forwarded-for',
  'x-forwarded-proto',
];

/**
 * Test route (spec §2): shows the request headers the app relies on. `?status=500` (or any 4xx/5xx)
 * makes the loader fail, which the e2e tests use to reach the error page.
 */
export function loader({ request, url }: Route.LoaderArgs) {
  const status = Number(url.searchParams.get('status'));
  if (status >= 400 && status <= 599) {
    if (status === 500) throw new Error('Test failure requested by /test-headers?status=500');
    throw data(
      { message: `Test error ${status}`, fatal: true },
      { status, statusText: 'Test Error' },
    );
  }
  const debug = url.pathname.endsWith('-debug');
  const headers = [...request.headers].filter(
    ([name]) => !SECRET.includes(name) && (debug || SHOWN.includes(name)),
  );
  // What the API will take as the visitor's country: the CDN header, else its default.
  const countryHeader = (process.env.COUNTRY_HEADER ?? DEFAULT_COUNTRY_HEADER).toLowerCase();
  const fromCdn = request.headers.get(countryHeader);
  const country = fromCdn
    ? `${fromCdn} (from ${countryHeader})`
    : `${process.env.DEFAULT_COUNTRY ?? 'US'} (default: no ${countryHeader} header)`;
  return { headers, debug, country, buildId: BUILD_ID };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.debug ? 'Test: headers (debug)' : 'Test: headers');
}

export default function TestHeaders({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        {loaderData.debug ? 'Test: headers (debug)' : 'Test: headers'}
      </h1>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <div className="contents">
          <dt className="text-zinc-400">Country</dt>
          <dd data-testid="request-country">{loaderData.country}</dd>
        </div>
        <div className="contents">
          <dt className="text-zinc-400">Build</dt>
          <dd data-testid="build-id" className="font-mono">
            {loaderData.buildId}
          </dd>
        </div>
        {loaderData.headers.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="font-mono text-zinc-400">{name}</dt>
            <dd className="break-all font-mono">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
