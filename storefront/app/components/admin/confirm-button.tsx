import { type ReactNode, useId, useRef } from 'react';

/**
 * A destructive action that asks first (decision 027): the button opens a modal dialog saying what
 * will happen; Confirm submits the named form with the button's name and value, Cancel (or Escape)
 * closes it and nothing happens. The dialog is native, so focus is trapped and restored.
 */
export function ConfirmButton({
  form,
  name,
  value,
  label,
  title,
  children,
  confirmLabel,
  disabled = false,
}: {
  /** The id of the form to submit. */
  form: string;
  name: string;
  value: string;
  label: ReactNode;
  title: string;
  /** What will happen, in plain words. */
  children: ReactNode;
  confirmLabel: string;
  disabled?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        className="btn btn-outline"
        disabled={disabled}
        onClick={() => dialog.current?.showModal()}
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto max-w-md rounded-lg border border-zinc-700 bg-zinc-900 p-5 text-zinc-100 backdrop:bg-black/60"
      >
        <h2 id={titleId} className="font-semibold text-lg">
          {title}
        </h2>
        <div className="mt-2 text-sm">{children}</div>
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" className="btn btn-outline" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button
            type="submit"
            form={form}
            name={name}
            value={value}
            className="btn btn-solid"
            onClick={() => dialog.current?.close()}
          >
            {confirmLabel}
          </button>
        </div>
      </dialog>
    </>
  );
}
