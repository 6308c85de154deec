import type { FormResult } from './forms';

/**
 * Undo on a back-office toast (issue 33, decision 105), pure. An action that can be undone
 * answers, beside its message, the form submission that sets back what it changed (`undo`: the
 * page's own intent with the values as they were). The toast's "Undo" posts it to the same page
 * action, marked with `undo=1`, so that action answers "Undone: …" and offers no undo of the undo.
 */

/** The inverse submission's fields, in order (a field may repeat: `slugs`). */
export type UndoFields = Array<[string, string]>;

export const UNDO_FIELD = 'undo';

/** The label of the toast's button. */
export const UNDO_LABEL = 'Undo';

/** How long a toast with an undo stays (the spec's 4 s is short to notice and reach it). */
export const UNDO_TOAST_MS = 8_000;

/** Whether a submission is an undo (it then offers none itself). */
export const isUndo = (form: FormData) => form.get(UNDO_FIELD) === '1';

/** The undo an answer offers, if any (a success that carries `undo` fields). */
export function undoOf(answer: unknown): UndoFields | null {
  if (!answer || typeof answer !== 'object') return null;
  const { ok, undo } = answer as { ok?: unknown; undo?: unknown };
  if (ok !== true || !Array.isArray(undo) || undo.length === 0) return null;
  const fields = undo.filter(
    (f): f is [string, string] =>
      Array.isArray(f) && f.length === 2 && typeof f[0] === 'string' && typeof f[1] === 'string',
  );
  return fields.length === undo.length ? fields : null;
}

/** The form an undo posts: its fields and the undo mark. */
export function undoForm(fields: UndoFields): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  form.set(UNDO_FIELD, '1');
  return form;
}

/** What the undo's own toast says: its answer's message, or why it could not be done. */
export function undoOutcome(result: FormResult): {
  message: string;
  variant: 'success' | 'error';
} {
  if (result.ok) return { message: result.message, variant: 'success' };
  if (result.conflict)
    return {
      message:
        'Not undone: it was changed again since. Reload the page to see it as it is now, then change it there.',
      variant: 'error',
    };
  const reason = Object.values(result.fieldErrors)[0] ?? result.formError;
  return {
    message: `Not undone: ${reason ?? 'the change could not be set back. Please try again.'}`,
    variant: 'error',
  };
}
