import type { IntakeItem } from '@reelcart/contract/admin';
import { Form } from 'react-router';
import { TextField } from '../admin/fields';
import type { ItemFormResult } from './item-form';

/** Approve the item (when nothing is missing), or reject it with a reason; unpublished items only. */
export function Decisions({
  item,
  result,
}: {
  item: IntakeItem;
  result: ItemFormResult | undefined;
}) {
  const decided =
    result && (result.intent === 'approve' || result.intent === 'reject') ? result : undefined;
  if (item.state === 'published') return null;
  return (
    <section aria-labelledby="decide-title" className="mt-6 rounded border border-zinc-800 p-3">
      <h2 id="decide-title" className="font-semibold">
        Decision
      </h2>
      <div className="mt-2 flex flex-wrap items-end gap-4">
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="approve"
            className="btn btn-solid"
            disabled={item.missing.length > 0 || !(item.state === 'new' || item.state === 'ready')}
          >
            Approve
          </button>
        </Form>
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <TextField label="Reason for rejecting" name="reason" defaultValue="" />
          <button
            type="submit"
            name="intent"
            value="reject"
            className="btn"
            disabled={item.state === 'rejected'}
          >
            Reject
          </button>
        </Form>
      </div>
      {decided ? (
        <p role={decided.ok ? 'status' : 'alert'} className="mt-2 text-sm">
          {decided.message}
        </p>
      ) : null}
    </section>
  );
}
