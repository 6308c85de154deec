import { contract, type ItemOutcomes, ItemState } from '@reelcart/contract/admin';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useActionData, useFetcher, useRevalidator } from 'react-router';
import {
  Crumbs,
  itemHref,
  Progress,
  STATE_LABEL,
  STATES,
  StateBadge,
} from '../../components/intake/intake-ui';
import { adminLoad } from '../../lib/admin.server';
import { intakeWrite } from '../../lib/intake.server';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/batch';

/** `/studiosconnect/{studio}/{batch}`: the queue, filtered by state; bulk approve; publish with progress. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const raw = url.searchParams.get('state');
  const state = ItemState.options.find((s) => s === raw);
  const [batch, all] = await Promise.all([
    adminLoad(context, url, contract.intakeBatch, {
      params: { studio: params.studio, batch: params.batch },
      ...(state ? { query: { state } } : {}),
    }),
    state
      ? adminLoad(context, url, contract.intakeBatch, {
          params: { studio: params.studio, batch: params.batch },
        })
      : null,
  ]);
  const everything = all ?? batch;
  return {
    ...batch,
    state: state ?? null,
    approvable: everything.items
      .filter((i) => (i.state === 'ready' || i.state === 'new') && i.missing.length === 0)
      .map((i) => i.path),
    approved: everything.items.filter((i) => i.state === 'approved').map((i) => i.path),
    imported: url.searchParams.get('imported'),
    problems: url.searchParams.get('problems'),
  };
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const paths = form.getAll('path').map(String).filter(Boolean);
  const where = { studio: params.studio, batch: params.batch };
  if (paths.length === 0)
    return {
      intent,
      ok: false,
      message: 'No items to act on.',
      results: [] as ItemOutcomes['results'],
    };
  const res =
    intent === 'publish'
      ? await intakeWrite(context, url, contract.intakePublish, {
          params: where,
          body: { paths, createNew: form.get('createNew') === 'on' },
        })
      : await intakeWrite(context, url, contract.intakeDecide, {
          params: where,
          body: { paths, action: 'approve' },
        });
  if (!res.ok)
    return { intent, ok: false, message: res.message, results: [] as ItemOutcomes['results'] };
  const failed = res.data.results.filter((r) => !r.ok);
  return {
    intent,
    ok: failed.length === 0,
    message: `${res.data.results.length - failed.length} of ${res.data.results.length} ${intent === 'publish' ? 'published' : 'approved'}.`,
    results: res.data.results,
  };
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
          Imported {imported} items
          {problems && problems !== '0' ? ` (${problems} rows refused)` : ''}.
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
            Approve {approvable.length} ready
          </button>
        </Form>
        <PublishButton paths={approved} />
      </div>
      {result ? (
        <div role={result.ok ? 'status' : 'alert'} className="mt-3 text-sm">
          <p>{result.message}</p>
          <ul className="list-disc pl-5">
            {result.results
              .filter((r) => !r.ok)
              .map((r) => (
                <li key={r.path}>
                  {r.path}: {r.message}
                </li>
              ))}
          </ul>
        </div>
      ) : null}
      {items.length === 0 ? (
        <p className="mt-6 text-sm text-zinc-400">
          No items{state ? ` in the state ${STATE_LABEL[state]}` : ''}.
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Items of the batch</caption>
            <thead>
              <tr className="border-zinc-700 border-b">
                <th scope="col" className="py-2 pr-4">
                  Path
                </th>
                <th scope="col" className="py-2 pr-4">
                  Title
                </th>
                <th scope="col" className="py-2 pr-4">
                  State
                </th>
                <th scope="col" className="py-2">
                  Video
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((i) => (
                <tr key={i.path} className="border-zinc-800 border-b">
                  <td className="break-all py-2 pr-4">
                    <Link to={itemHref(studio.slug, batch.slug, i.path)} className="underline">
                      {i.path}
                    </Link>
                  </td>
                  <td className="py-2 pr-4">
                    {i.title || <span className="text-zinc-400">(no title)</span>}
                  </td>
                  <td className="py-2 pr-4">
                    <StateBadge state={i.state} />
                    {i.missing.length && i.state !== 'published' && i.state !== 'rejected' ? (
                      <span className="ml-1 text-xs text-zinc-400">
                        missing {i.missing.join(', ')}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2">
                    {i.videoSlug ? (
                      <Link to={`/videos/${i.videoSlug}`} className="underline">
                        {i.videoSlug}
                      </Link>
                    ) : null}
                    {i.videoPublished === false ? (
                      <span className="ml-1 text-amber-300 text-xs">unpublished in the store</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const CHUNK = 5;

/**
 * Publishes the approved items a few at a time (one request per chunk), so the progress shows;
 * without JavaScript the form publishes them all in one request.
 */
function PublishButton({ paths }: { paths: string[] }) {
  const fetcher = useFetcher<typeof action>();
  const revalidator = useRevalidator();
  const [queue, setQueue] = useState<string[] | null>(null);
  const [done, setDone] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const createNew = useRef<HTMLInputElement>(null);
  const total = useRef(0);
  useEffect(() => {
    if (!queue || fetcher.state !== 'idle') return;
    if (queue.length === 0) {
      setQueue(null);
      void revalidator.revalidate();
      return;
    }
    const chunk = queue.slice(0, CHUNK);
    const form = new FormData();
    form.set('intent', 'publish');
    if (createNew.current?.checked) form.set('createNew', 'on');
    for (const p of chunk) form.append('path', p);
    setQueue(queue.slice(CHUNK));
    fetcher.submit(form, { method: 'post' });
  }, [queue, fetcher.state, fetcher.submit, revalidator.revalidate]);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) {
      const results = fetcher.data.results;
      setDone((d) => d + results.length);
      setErrors((e) => [
        ...e,
        ...results.filter((r) => !r.ok).map((r) => `${r.path}: ${r.message}`),
      ]);
    }
  }, [fetcher.state, fetcher.data]);
  const running = queue !== null;
  return (
    <Form
      method="post"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        total.current = paths.length;
        setDone(0);
        setErrors([]);
        setQueue(paths);
      }}
    >
      {paths.map((p) => (
        <input key={p} type="hidden" name="path" value={p} />
      ))}
      <label className="flex items-center gap-2 text-sm">
        <input ref={createNew} type="checkbox" name="createNew" />
        Create performers and series not in the catalogue yet
      </label>
      <button
        type="submit"
        name="intent"
        value="publish"
        className="btn btn-solid"
        disabled={paths.length === 0 || running}
      >
        Publish {paths.length} approved
      </button>
      {running || done > 0 ? (
        <span role="status" className="flex items-center gap-2 text-sm">
          <progress max={Math.max(total.current, 1)} value={done} aria-label="Publishing" />
          {done} / {total.current} {running ? 'publishing…' : 'done'}
        </span>
      ) : null}
      {errors.length > 0 && !running ? (
        <ul role="alert" className="w-full list-disc pl-5 text-rose-300 text-sm">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
    </Form>
  );
}
