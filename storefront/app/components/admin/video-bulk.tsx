import type { AdminVideoRow } from '@reelcart/contract/admin';
import { Form } from 'react-router';
import type { FormResult } from '../../lib/admin/forms';
import { ConfirmButton } from './confirm-button';
import { useSuccessToast } from './fields';

/** The selected videos published, or unpublished after a confirmation (`/admin/videos`). */
export function VideoBulkBar({ selected }: { selected: AdminVideoRow[] }) {
  return (
    <Form method="post" id="bulk-videos" className="flex flex-wrap gap-2">
      {selected.map((v) => (
        <input key={v.slug} type="hidden" name="slugs" value={v.slug} />
      ))}
      <button type="submit" name="intent" value="publish" className="btn btn-outline">
        Publish
      </button>
      <ConfirmButton
        form="bulk-videos"
        name="intent"
        value="unpublish"
        label="Unpublish"
        title={`Unpublish ${selected.length} ${selected.length === 1 ? 'video' : 'videos'}?`}
        confirmLabel="Unpublish"
      >
        They disappear at once from the store, its search and new carts until published again.
        Buyers keep what they bought.
      </ConfirmButton>
    </Form>
  );
}

/**
 * What a publish or unpublish did: a status line, and a toast with "Undo" that sets back exactly
 * the videos it changed (decision 105); a refusal is an alert naming why.
 */
export function VideoBulkResult({ result }: { result: FormResult | undefined }) {
  useSuccessToast(result?.ok ? result.message : undefined, result?.intent ?? '', result);
  if (!result) return null;
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={`mb-3 text-sm ${result.ok ? 'text-emerald-400' : 'text-rose-400'}`}
    >
      {result.ok ? result.message : (result.formError ?? Object.values(result.fieldErrors)[0])}
    </p>
  );
}
