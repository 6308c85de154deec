import { useId, useState } from 'react';

const CONTROL = 'rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-zinc-100';

interface FieldProps {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  defaultValue?: string;
}

/** A labelled input, textarea or select whose error is announced (role=alert) and described. */
export function FormField({
  label,
  name,
  error,
  hint,
  required = false,
  defaultValue,
  type = 'text',
  autoComplete,
  multiline = false,
  options,
  maxLength,
}: FieldProps & {
  type?: 'text' | 'email' | 'url' | 'password';
  autoComplete?: string;
  multiline?: boolean;
  options?: ReadonlyArray<{ value: string; label: string }>;
  maxLength?: number;
}) {
  const id = useId();
  // A long text says its limit and counts as it is typed (issue 33: the contact form cut a long
  // message at 5,000 characters without a word).
  const counted = multiline && maxLength !== undefined;
  const [length, setLength] = useState(typeof defaultValue === 'string' ? defaultValue.length : 0);
  const described = [
    hint ? `${id}-hint` : null,
    counted ? `${id}-count` : null,
    error ? `${id}-error` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name,
    required,
    defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    className: CONTROL,
  } as const;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm">
        {label}
        {required ? null : <span className="text-zinc-400"> (optional)</span>}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-zinc-400">
          {hint}
        </p>
      ) : null}
      {options ? (
        <select {...common}>
          <option value="">Choose…</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : multiline ? (
        <textarea
          {...common}
          rows={6}
          maxLength={maxLength}
          onInput={(event) => setLength(event.currentTarget.value.length)}
        />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} maxLength={maxLength} />
      )}
      {counted ? (
        <p
          id={`${id}-count`}
          className={`text-xs ${length >= maxLength ? 'text-amber-300' : 'text-zinc-400'}`}
        >
          {length.toLocaleString('en-US')} of {maxLength.toLocaleString('en-US')} characters
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-rose-300 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
