import { Form, useActionData } from 'react-router';
import { intakeBatchAction, loadIntakeBatch } from '../../admin/intake/batch.server';
import { BatchItems } from '../../components/intake/batch-items';
import { Crumbs, Progress, STATE_LABEL, STATES } from '../../components/intake/intake-ui';
import { PublishButton } from '../../components/intake/publish-button';
import { pageMeta } from '../../lib/platform/page-meta';
import { countOf } from '../../lib/platform/words';
import type { Route } from './+types/batch';

/** `/studiosconnect/{studio}/{batch}`: the queue, filtered by state; bulk approve; publish with progress. */
export function loader({ context, url, params }: Route.LoaderArgs) {
  return loadIntakeBatch(context, url, params);
}

export function action({ request, context, url, params }: Route.ActionArgs) {
  return intakeBatchAction(request, context, url, params);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData ? `Intake: ${loaderData.batch.name}` : 'Studio intake');
}

export default function IntakeBatchPage({ loaderData }: Route.ComponentProps) {
  const { studio, batch, items, state, approvable, approved, imported, problems } = loaderData;
  const result = useActionData<typeof action>();
  return (
    <section aria-labelledby="page-title">
      <Crumbs
        items={[
          { label: 'Studio intake', to: '/studiosconnect' },
          { label: studio.name, to: `/studiosconnect/${studio.slug}` },
          { label: batch.name },
        ]}
      />
      <h1 id="page-title" className="font-semibold text-2xl">
        {batch.name}
      </h1>
      <div className="mt-2">
        <Progress counts={batch.counts} total={batch.total} />
      </div>
      {imported ? (
        <p role="status" className="mt-2 text-emerald-400 text-sm">
          Imported {countOf(Number(imported), 'item')}
          {problems && problems !== '0' ? ` (${countOf(Number(problems), 'row')} refused)` : ''}.
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <Form method="get" className="flex items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="state-filter" className="text-sm">
              State
            </label>
            <select
              id="state-filter"
              name="state"
              defaultValue={state ?? ''}
              className="rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm"
            >
              <option value="">All ({batch.total})</option>
              {STATES.map((s) => (
                <option key={s} value={s}>
                  {STATE_LABEL[s]} ({batch.counts[s]})
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn">
            Filter
          </button>
        </Form>
        <Form method="post">
          {approvable.map((p) => (
            <input key={p} type="hidden" name="path" value={p} />
          ))}
          <button
            type="submit"
            name="intent"
            value="approve"
            className="btn btn-solid"
            disabled={approvable.length === 0}
          >
            {approvable.length === 0
              ? 'Nothing ready to approve'
              : `Approve ${approvable.length} ready`}
          </button>
        </Form>
        <PublishButton paths={approved} />
      </div>
      <BatchItems
        studio={studio.slug}
        batch={batch.slug}
        items={items}
        state={state}
        result={result}
      />
    </section>
  );
}
