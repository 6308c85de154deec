import { useEffect, useId } from 'react';
import { showToast } from '../../lib/platform/toast';
import { useUndoToast } from './undo';

export const CONTROL =
  'rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm text-zinc-100 aria-[invalid=true]:border-rose-500';

/** The typed value when a save failed, else the record's. */
export function pick(
  values: Record<string, string | string[]> | undefined,
  name: string,
  fallback: string,
): string {
  const v = values?.[name];
  return typeof v === 'string' ? v : Array.isArray(v) ? (v[0] ?? fallback) : fallback;
}
export function pickList(
  values: Record<string, string | string[]> | undefined,
  name: string,
  fallback: string[],
): string[] {
  if (!values) return fallback;
  const v = values[name];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

interface Common {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string;
}

export function useDescribed(error?: string, hint?: string) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return { id, describedBy };
}

export function Extra({
  id,
  error,
  hint,
}: {
  id: string;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className="text-xs text-zinc-400">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="text-rose-400 text-xs">
          {error}
        </span>
      ) : null}
    </>
  );
}

/** A labelled text input whose error is tied to it (aria-invalid, aria-describedby). */
export function TextField({
  label,
  name,
  error,
  hint,
  defaultValue,
  type = 'text',
  multiline = false,
  inputMode,
}: Common & {
  defaultValue: string;
  type?: 'text' | 'date' | 'url' | 'datetime-local';
  multiline?: boolean;
  inputMode?: 'decimal' | 'numeric';
}) {
  const { id, describedBy } = useDescribed(error, hint);
  const props = {
    id,
    name,
    defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: CONTROL,
  } as const;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      {multiline ? (
        <textarea {...props} rows={4} />
      ) : (
        <input {...props} type={type} inputMode={inputMode} />
      )}
      <Extra id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled select of one value (several, or one among many records: `Picker`). */
export function SelectField({
  label,
  name,
  error,
  hint,
  options,
  defaultValue,
  emptyLabel = 'None',
}: Common & {
  options: Array<{ value: string; label: string }>;
  defaultValue: string;
  emptyLabel?: string;
}) {
  const { id, describedBy } = useDescribed(error, hint);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={CONTROL}
      >
        <option value="">{emptyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Extra id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled checkbox; its hint and error (if any) are tied to it. */
export function CheckField({
  label,
  name,
  defaultChecked,
  error,
  hint,
}: Common & { defaultChecked: boolean }) {
  const { id, describedBy } = useDescribed(error, hint);
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name={name}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {label}
      </label>
      <Extra id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * A success toast for each new answer (`answer`) that carries a `message` (issue 33): one per
 * message — a second run for the same answer updates it, never stacks it.
 */
export function useSuccessToast(message: string | undefined, intent: string, answer: unknown) {
  // An answer that can be undone gets an "Undo" in its toast (decision 105).
  const undoable = useUndoToast();
  // Each new answer toasts, even with the same message.
  useEffect(() => {
    if (message)
      void showToast(message, { id: `saved:${intent}:${message}`, ...undoable(answer) }, 'success');
  }, [answer, message, intent, undoable]);
}

/** The outcome of a save: a status for success, an alert for a failure (a conflict says what to do). */
export function SaveMessage({
  result,
  intent,
  reloadHref,
}: {
  result:
    | {
        ok: boolean;
        message?: string;
        formError?: string | null;
        intent: string;
        conflict?: boolean;
      }
    | undefined;
  intent: string;
  reloadHref?: string;
}) {
  const saved = result?.ok && result.intent === intent ? result.message : undefined;
  // Every save, publish and refund also says so in a toast (issue 33); the line below stays for
  // whoever looks at the form.
  useSuccessToast(saved, intent, result);
  if (!result || result.intent !== intent) return null;
  if (result.ok)
    return (
      <p role="status" className="text-emerald-400 text-sm">
        {result.message}
      </p>
    );
  return (
    <div role="alert" className="rounded-md border border-rose-700 bg-rose-950/40 p-3 text-sm">
      <p>{result.formError ?? 'The save failed.'}</p>
      {result.conflict && reloadHref ? (
        <p className="mt-1">
          <a href={reloadHref} className="underline">
            Load the latest version
          </a>{' '}
          (what you typed stays on this page until you do).
        </p>
      ) : null}
    </div>
  );
}
