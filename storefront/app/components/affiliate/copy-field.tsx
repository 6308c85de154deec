import { useId, useState } from 'react';

/** A read-only value with a copy button (clipboard; the text stays selectable without JS). */
export function CopyField({
  label,
  value,
  multiline = false,
}: {
  label: string;
  value: string;
  multiline?: boolean;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div className="mt-2">
      <label htmlFor={id} className="block text-sm text-zinc-400">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        {multiline ? (
          <textarea
            id={id}
            readOnly
            value={value}
            rows={3}
            className="input w-full font-mono text-xs"
          />
        ) : (
          <input id={id} readOnly value={value} className="input w-full font-mono text-sm" />
        )}
        <button type="button" className="btn btn-outline" onClick={copy}>
          Copy
        </button>
      </div>
      <p aria-live="polite" className="text-sm text-emerald-300">
        {copied ? 'Copied to the clipboard.' : ''}
      </p>
    </div>
  );
}
