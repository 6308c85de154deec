import type { ManifestPreview } from '@reelcart/contract/admin';
import { Form } from 'react-router';
import { missingText } from '../../lib/platform/words';
import { StateBadge } from './intake-ui';

/** A manifest's preview before import: its problems by line, the rows to import, the import button. */
export function ManifestPreviewTable({
  result,
}: {
  result: { preview: ManifestPreview; text: string; format: 'csv' | 'json'; name: string };
}) {
  const { rows, problems } = result.preview;
  return (
    <section aria-labelledby="preview-title" className="mt-4 rounded border border-zinc-700 p-3">
      <h3 id="preview-title" className="font-semibold">
        Preview: {rows.length} {rows.length === 1 ? 'item' : 'items'} to import, {problems.length}{' '}
        {problems.length === 1 ? 'problem' : 'problems'}
      </h3>
      {problems.length > 0 ? (
        <ul aria-label="Problems" className="mt-2 list-disc pl-5 text-rose-300 text-sm">
          {problems.map((p) => (
            <li key={`${p.line}-${p.reason}`}>
              Line {p.line}: {p.reason}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Rows to import</caption>
          <thead>
            <tr className="border-zinc-700 border-b">
              <th scope="col" className="py-1 pr-3">
                Line
              </th>
              <th scope="col" className="py-1 pr-3">
                Path
              </th>
              <th scope="col" className="py-1 pr-3">
                Title
              </th>
              <th scope="col" className="py-1">
                State
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.path} className="border-zinc-800 border-b">
                <td className="py-1 pr-3">{r.line}</td>
                <td className="break-all py-1 pr-3">{r.path}</td>
                <td className="py-1 pr-3">
                  {r.title || <span className="text-zinc-400">(no title)</span>}
                </td>
                <td className="py-1">
                  <StateBadge state={r.state} />
                  {r.missing.length ? (
                    <span className="ml-1 text-xs text-zinc-400">{missingText(r.missing)}</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > 0 ? (
        <Form method="post" className="mt-3" aria-label="Import">
          <input type="hidden" name="text" value={result.text} />
          <input type="hidden" name="format" value={result.format} />
          <input type="hidden" name="name" value={result.name} />
          {result.name === '' ? (
            <p role="alert" className="mb-2 text-sm text-amber-300">
              Give the batch a name above, then preview again.
            </p>
          ) : null}
          <button
            type="submit"
            name="intent"
            value="import"
            className="btn btn-solid"
            disabled={result.name === ''}
          >
            Import {rows.length} {rows.length === 1 ? 'item' : 'items'}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
