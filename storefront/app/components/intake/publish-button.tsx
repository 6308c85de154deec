import { useEffect, useRef, useState } from 'react';
import { Form, useFetcher, useRevalidator } from 'react-router';
import type { BatchActionResult } from '../../admin/intake/batch';
import { showToast } from '../../lib/platform/toast';

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
 * The toast once publishing has finished (issue 33, like the back office's other confirmations):
 * a success when every item went through, else an error that counts the failures and points to
 * the list that names them. The progress line stays.
 */
export function publishOutcome(
  total: number,
  failed: number,
): { message: string; variant: 'success' | 'error' } {
  const published = total - failed;
  if (failed === 0) return { message: `Published ${published} of ${total}.`, variant: 'success' };
  return {
    message: `${published} of ${total} published, ${failed} failed: the list below says why. Fix those items and publish again.`,
    variant: 'error',
  };
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
  // One chunk at a time: the next is sent once the fetcher is idle with a new answer (`data`, a
  // new object per answer), the previous chunk's. (Sending on the first idle render sent the next
  // chunk while the previous one was still starting: the fetcher dropped that one's answer, and
  // "2 of 7 done" counted only the last chunk.)
  const waitingSince = useRef<{ answer: BatchActionResult | undefined } | null>(null);
  const { state, data, submit } = fetcher;
  useEffect(() => {
    if (!queue || state !== 'idle') return;
    if (waitingSince.current) {
      if (data === waitingSince.current.answer) return;
      waitingSince.current = null;
      const results = data?.results ?? [];
      setDone((d) => d + results.length);
      setErrors((e) => [
        ...e,
        ...results.filter((r) => !r.ok).map((r) => `${r.path}: ${r.message}`),
      ]);
    }
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
    waitingSince.current = { answer: data };
    setQueue(queue.slice(CHUNK));
    void submit(form, { method: 'post' });
  }, [queue, state, data, submit, revalidator.revalidate]);
  const running = queue !== null;
  // Finished: the last chunk's answers are counted by now (they land before the queue empties).
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running) {
      const { message, variant } = publishOutcome(total.current, errors.length);
      void showToast(message, { id: `intake:published:${message}` }, variant);
    }
    wasRunning.current = running;
  }, [running, errors.length]);
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
        // The alert holds the list (a list with role="alert" is no list: its items fail axe).
        <div role="alert" className="w-full text-rose-300 text-sm">
          <ul className="list-disc pl-5">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </Form>
  );
}
