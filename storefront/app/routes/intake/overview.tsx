import { contract } from '@reelcart/contract/admin';
import { Form, Link, redirect } from 'react-router';
import { Counts, itemHref, STATE_LABEL } from '../../components/intake/intake-ui';
import { adminLoad } from '../../lib/admin/admin.server';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/overview';

/** `/studiosconnect`: studios with intake activity, and a way to start one for any studio. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const chosen = url.searchParams.get('studio');
  if (chosen && /^[a-z0-9-]{1,120}$/.test(chosen)) throw redirect(`/studiosconnect/${chosen}`);
  const [overview, options] = await Promise.all([
    adminLoad(context, url, contract.intakeOverview),
    adminLoad(context, url, contract.adminOptions),
  ]);
  return { overview, studios: options.studios };
}

export function meta() {
  return pageMeta('Studio intake');
}

export default function IntakeOverviewPage({ loaderData }: Route.ComponentProps) {
  const { overview, studios } = loaderData;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        Studio intake
      </h1>
      <p className="mt-1 text-sm text-zinc-400">
        Batches studios delivered, worked through in a queue and published into the store.
      </p>
      {overview.studios.length === 0 ? (
        <p className="mt-6 text-sm">
          No studio has intake activity yet: choose one below to import its first batch.
        </p>
      ) : (
        <div className="relative mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Studios with intake activity</caption>
            <thead>
              <tr className="border-zinc-700 border-b">
                <th scope="col" className="py-2 pr-4">
                  Studio
                </th>
                <th scope="col" className="py-2 pr-4">
                  Open batches
                </th>
                <th scope="col" className="py-2 pr-4">
                  Items by state
                </th>
                <th scope="col" className="py-2">
                  Oldest waiting item
                </th>
              </tr>
            </thead>
            <tbody>
              {overview.studios.map((row) => (
                <tr key={row.studio._id} className="border-zinc-800 border-b align-top">
                  <td className="py-2 pr-4">
                    <Link to={`/studiosconnect/${row.studio.slug}`} className="underline">
                      {row.studio.name}
                    </Link>
                  </td>
                  <td className="py-2 pr-4">{row.openBatches}</td>
                  <td className="py-2 pr-4">
                    <Counts counts={row.counts} />
                  </td>
                  <td className="py-2">
                    {row.oldestWaiting ? (
                      <>
                        <Link
                          to={itemHref(
                            row.studio.slug,
                            row.oldestWaiting.batch,
                            row.oldestWaiting.path,
                          )}
                          className="break-all underline"
                        >
                          {row.oldestWaiting.path}
                        </Link>{' '}
                        <span className="text-zinc-400">
                          ({STATE_LABEL[row.oldestWaiting.state]} since{' '}
                          {row.oldestWaiting.since.slice(0, 10)})
                        </span>
                      </>
                    ) : (
                      'Nothing waiting'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Form method="get" className="mt-8 flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="intake-studio" className="text-sm">
            Studio
          </label>
          <select
            id="intake-studio"
            name="studio"
            className="rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm"
          >
            {studios.map((s) => (
              <option key={s._id} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-solid">
          Open the studio's intake
        </button>
      </Form>
    </section>
  );
}
