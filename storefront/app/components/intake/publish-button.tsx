import { useEffect, useRef, useState } from 'react';
import { Form, useFetcher, useRevalidator } from 'react-router';
import type { BatchActionResult } from '../../admin/intake/batch';

const CHUNK = 5;

/**
 * Where publishing is, in words: "2 of 3 done, 1 failed" — `done` counts every item answered,
 * `failed` those refused, so "done" only ever counts the ones that went through.
 */
export function publishProgress(
  answered: number,
  total: number,
  failed: number,
  running: boolean,
): string {
  const published = answered - failed;
  const failures = failed > 0 ? `, ${failed} failed` : '';
  return running
    ? `${answered} of ${total} answered${failures}: publishing…`
    : `${published} of ${total} done${failures}`;
}

/**
 * Publishes the approved items a few at a time (one request per chunk), so the progress shows;
 * without JavaScript the form publishes them all in one request.
 */
export function PublishButton({ paths }: { paths: string[] }) {
  const fetcher = useFetcher<BatchActionResult>();
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
          {publishProgress(done, total.current, errors.length, running)}
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
