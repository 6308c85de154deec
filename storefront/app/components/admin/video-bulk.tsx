import type { AdminVideoRow } from '@reelcart/contract/admin';
import { Form } from 'react-router';
import { ConfirmButton } from './confirm-button';

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
