import type { ItemRow } from '@reelcart/contract/admin';
import { Link } from 'react-router';
import type { BatchActionResult } from '../../admin/intake/batch';
import { missingText } from '../../lib/platform/words';
import { itemHref, STATE_LABEL, StateBadge } from './intake-ui';

/**
 * A batch's items on `/studiosconnect/{studio}/{batch}` — path (a link to the item), title, state
 * and what is missing, the store's video — after what approving or publishing answered.
 */
export function BatchItems({
  studio,
  batch,
  items,
  state,
  result,
}: {
  studio: string;
  batch: string;
  items: ItemRow[];
  state: ItemRow['state'] | null;
  result: BatchActionResult | undefined;
}) {
  return (
    <>
      {result ? (
        <div role={result.ok ? 'status' : 'alert'} className="mt-3 text-sm">
          <p>{result.message}</p>
          <ul className="list-disc pl-5">
            {result.results
              .filter((r) => !r.ok)
              .map((r) => (
                <li key={r.path}>
                  {r.path}: {r.message}
                </li>
              ))}
          </ul>
        </div>
      ) : null}
      {items.length === 0 ? (
        <p className="mt-6 text-sm text-zinc-400">
          No items{state ? ` in the state ${STATE_LABEL[state]}` : ''}.
        </p>
      ) : (
        <div className="relative mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Items of the batch</caption>
            <thead>
              <tr className="border-zinc-700 border-b">
                <th scope="col" className="py-2 pr-4">
                  Path
                </th>
                <th scope="col" className="py-2 pr-4">
                  Title
                </th>
                <th scope="col" className="py-2 pr-4">
                  State
                </th>
                <th scope="col" className="py-2">
                  Video
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((i) => (
                <tr key={i.path} className="border-zinc-800 border-b">
                  <td className="break-all py-2 pr-4">
                    <Link to={itemHref(studio, batch, i.path)} className="underline">
                      {i.path}
                    </Link>
                  </td>
                  <td className="py-2 pr-4">
                    {i.title || <span className="text-zinc-400">(no title)</span>}
                  </td>
                  <td className="py-2 pr-4">
                    <StateBadge state={i.state} />
                    {i.missing.length && i.state !== 'published' && i.state !== 'rejected' ? (
                      <span className="ml-1 text-xs text-zinc-400">{missingText(i.missing)}</span>
                    ) : null}
                  </td>
                  <td className="py-2">
                    {i.videoSlug ? (
                      <Link to={`/videos/${i.videoSlug}`} className="underline">
                        {i.videoSlug}
                      </Link>
                    ) : null}
                    {i.videoPublished === false ? (
                      <span className="ml-1 text-amber-300 text-xs">unpublished in the store</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
