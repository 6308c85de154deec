import { useCallback, useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { FormResult } from '../../lib/admin/forms';
import { UNDO_LABEL, UNDO_TOAST_MS, undoForm, undoOf, undoOutcome } from '../../lib/admin/undo';
import { showToast } from '../../lib/platform/toast';

/** One fetcher for every undo of the back office, so its answer outlives the toast's page part. */
const UNDO_FETCHER = 'admin:undo';

/** Answers already toasted: a listener that mounts again does not say one twice. */
const toasted = new WeakSet<object>();

/**
 * The toast options for a success that may be undone (decision 105): with an `undo` in `answer`,
 * an "Undo" button (sonner's action, a real button: Alt+T then Tab reaches it) that posts the
 * inverse to the page's action once — a second press of it, or of a copy, does nothing — and a
 * longer stay. Its outcome is `UndoOutcome`'s to say.
 */
export function useUndoToast() {
  const fetcher = useFetcher<FormResult>({ key: UNDO_FETCHER });
  const { submit } = fetcher;
  return useCallback(
    (answer: unknown) => {
      const fields = undoOf(answer);
      if (!fields) return {};
      let pressed = false;
      return {
        duration: UNDO_TOAST_MS,
        action: {
          label: UNDO_LABEL,
          onClick: () => {
            if (pressed) return;
            pressed = true;
            void submit(undoForm(fields), { method: 'post' });
          },
        },
      };
    },
    [submit],
  );
}

/** Says how each undo went, in its own toast: what was set back, or why it was not. */
export function UndoOutcome() {
  const fetcher = useFetcher<FormResult>({ key: UNDO_FETCHER });
  const { state, data } = fetcher;
  useEffect(() => {
    if (state !== 'idle' || !data || toasted.has(data)) return;
    toasted.add(data);
    const { message, variant } = undoOutcome(data);
    void showToast(message, { id: `undone:${message}` }, variant);
  }, [state, data]);
  return null;
}
